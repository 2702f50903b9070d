import { describe, expect, it } from "vitest";
import { decodeVisit, encodeVisit, resolveCampaign, touchFromSearch, withTouch } from "./attribution.ts";
import { campaignFromSearch, ownCampaignOfPage } from "./campaign.ts";
import { site } from "#app/content/site.ts";

describe("campaign id and source", () => {
  it("knows the landing page's own campaign by its path, in every language", () => {
    for (const path of ["/integrated-solar-roof", "/hi/integrated-solar-roof", "/te/integrated-solar-roof/"])
      expect(ownCampaignOfPage(path), path).toBe(site.campaign.landing);
    for (const path of ["/", "/solar-panels/Haryana", "/integrated-solar-roof/success", "", "/constructor"])
      expect(ownCampaignOfPage(path), path).toBeUndefined();
  });

  it("a form posts its page's c_id and src, blank when absent, and the page's default apart", () => {
    expect(campaignFromSearch("")).toEqual({ campaignId: "", source: "", pageCampaign: "23" });
    expect(campaignFromSearch("?c_id=%2077%20&src=newsletter", "24")).toEqual({
      campaignId: "77",
      source: "newsletter",
      pageCampaign: "24",
    });
  });

  it("files a lead under the posted campaign, else the visit's latest landing, else the page default", () => {
    const visit = withTouch(withTouch({}, { c_id: "77", src: "fb" }), { c_id: "80", src: "google" });
    expect(visit.first).toEqual({ c_id: "77", src: "fb" });
    expect(resolveCampaign({ campaignId: "90", source: "mail", pageCampaign: "23" }, visit)).toEqual({
      campaignId: "90",
      source: "mail",
    });
    expect(resolveCampaign({ campaignId: "", source: "", pageCampaign: "24" }, visit)).toEqual({
      campaignId: "80",
      source: "google",
    });
    // The specification's defaults (docs/decisions/200, Forms) only when the visit had none.
    expect(resolveCampaign({ campaignId: "", source: "", pageCampaign: "24" }, {})).toEqual({
      campaignId: "24",
      source: "website",
    });
  });

  it("keeps only campaign-shaped values, and survives a tampered cookie", () => {
    expect(touchFromSearch("?utm_campaign=x&gclid=abc-123&c_id=<script>&other=1")).toEqual({
      utm_campaign: "x",
      gclid: "abc-123",
    });
    expect(touchFromSearch("?page=2")).toBeUndefined();
    const visit = { first: { c_id: "77" }, last: { utm_campaign: "x" } };
    expect(decodeVisit(encodeVisit(visit))).toEqual(visit);
    expect(decodeVisit("%7Bnot json")).toEqual({});
    expect(decodeVisit(encodeURIComponent(JSON.stringify({ last: { c_id: "a b", src: "ok" } })))).toEqual({
      last: { src: "ok" },
    });
  });
});
