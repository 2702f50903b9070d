import { describe, expect, it } from "vitest";
import { pageNameFor } from "./page-names.ts";
import { site } from "./site.ts";
import { waMeHref, whatsappHref } from "./whatsapp.ts";

describe("WhatsApp click-to-chat", () => {
  it("uses the site's number as wa.me wants it: country code and number, digits only", () => {
    expect(site.whatsapp).toMatch(/^91[6-9]\d{9}$/);
    // The placeholder is the placeholder phone's number (docs/decisions/006-brand-and-placeholders.md).
    expect(site.whatsapp).toBe(site.phone.tel.replace(/\D/g, ""));
  });

  it("builds a wa.me link whose text names the page", () => {
    const url = new URL(whatsappHref("Haryana electricity tariff"));
    expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsapp}`);
    expect(url.searchParams.get("text")).toBe(
      "Hello Arka, I am on the page 'Haryana electricity tariff' and would like to know more.",
    );
  });

  it("builds any wa.me link from a number and a first message (a dealer's chat too)", () => {
    const href = waMeHref("919876543210", "Hello Asha & team?");
    expect(href).toBe("https://wa.me/919876543210?text=Hello%20Asha%20%26%20team%3F");
    expect(new URL(href).searchParams.get("text")).toBe("Hello Asha & team?");
  });

  it("encodes characters that would end the text early", () => {
    const href = whatsappHref("News & Events #1 ?");
    expect(new URL(href).searchParams.get("text")).toContain("'News & Events #1 ?'");
    expect(href).not.toContain(" ");
  });
});

describe("page names", () => {
  it.each([
    ["/", "Home"],
    ["/about", "About Us"],
    ["/about/", "About Us"],
    ["/contact", "Contact Us"],
    ["/cookie-policy", "Cookie Policy"],
    ["/solar-calculator", "Solar Calculator"],
    ["/solar-panels/Haryana", "Haryana electricity tariff"],
    ["/solar-panels/Andaman-Nicobar", "Andaman and Nicobar Islands electricity tariff"],
    ["/products/arka-inroof-solar", "Inroof Solar"],
    ["/technical-specs/arka-inroof-solar", "Arka Inroof Solar technical specs"],
    // The paid landing page by its own title, so sales can tell it from the product page.
    ["/integrated-solar-roof", "Get a quote for the Arka Integrated Solar Roof"],
    ["/hi/integrated-solar-roof", "Arka इंटीग्रेटेड सोलर छत का कोटेशन पाएँ"],
    ["/no-such-page", "/no-such-page"],
  ])("%s is %s", (path, name) => {
    expect(pageNameFor(path)).toBe(name);
  });
});
