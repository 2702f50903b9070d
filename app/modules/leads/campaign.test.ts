import { describe, expect, it } from "vitest";
import { campaignFromSearch } from "./campaign.ts";

describe("campaign id and source from the address", () => {
  it("defaults to '23' and 'website' when absent or blank", () => {
    expect(campaignFromSearch("")).toEqual({ campaignId: "23", source: "website" });
    expect(campaignFromSearch("?c_id=&src=%20%20")).toEqual({ campaignId: "23", source: "website" });
  });
  it("takes c_id and src when given (trimmed)", () => {
    expect(campaignFromSearch("?c_id=%2077%20&src=newsletter")).toEqual({
      campaignId: "77",
      source: "newsletter",
    });
  });
  it("uses the landing page's own default", () => {
    expect(campaignFromSearch(new URLSearchParams("src=fb"), "24")).toEqual({
      campaignId: "24",
      source: "fb",
    });
  });
});
