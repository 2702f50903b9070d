import { describe, expect, it } from "vitest";
import { waMeHref } from "#app/content/whatsapp.ts";
import { site } from "#app/content/site.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { arrangeDealers, displayPhone, type ListedDealer } from "./dealer-directory.ts";

const dealer = (name: string, state: string, district: string): ListedDealer => ({
  name,
  city: district,
  district,
  state,
  phone: "9876543210",
});
const dealers = [
  dealer("A", "Maharashtra", "Pune"),
  dealer("B", "Maharashtra", "Nagpur"),
  dealer("C", "Maharashtra", "Pune"),
  dealer("D", "Kerala", "Ernakulam"),
];

describe("find a dealer", () => {
  it("puts a pin code's district first, then the rest of its state, and nothing from elsewhere", () => {
    expect(
      arrangeDealers(dealers, { pincode: "411057", place: { state: "Maharashtra", district: "Pune" } }),
    ).toEqual({
      kind: "near",
      place: { state: "Maharashtra", district: "Pune" },
      inDistrict: [dealers[0], dealers[2]],
      inState: [dealers[1]],
    });
  });

  it("says so for a pin code it does not know, and lists everyone by state and district without one", () => {
    expect(arrangeDealers(dealers, { pincode: "999999" })).toEqual({
      kind: "unknown-pincode",
      pincode: "999999",
    });
    const all = arrangeDealers(dealers, {});
    expect(
      all.kind === "all" && all.states.map((s) => [s.state, s.districts.map((d) => d.district)]),
    ).toEqual([
      ["Maharashtra", ["Pune", "Nagpur"]],
      ["Kerala", ["Ernakulam"]],
    ]);
  });

  it("writes the phone as people read it and opens WhatsApp with a first message", () => {
    expect(displayPhone("9876543210")).toBe("+91 98765 43210");
    // As the dealer directory links a dealer's chat (components/sections/dealer-directory.tsx).
    const greeting = catalogueFor("en").pages.dealers.whatsAppGreeting("Asha", site.product);
    expect(decodeURIComponent(waMeHref("919876543210", greeting))).toBe(
      "https://wa.me/919876543210?text=Hello Asha, I found you on the Arka website and would like to know about the integrated solar roof.",
    );
  });
});
