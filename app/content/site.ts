import { claimFigures, claims } from "./claims.ts";

/** What the company says of one condition of a scheme: met, not met, or not yet confirmed to us. */
export type ConditionStatus = "yes" | "no" | "unconfirmed";

/**
 * The one place for the brand, contact details and external endpoints. Every page reads these.
 * The company is fictitious and every contact detail is a placeholder (docs/decisions/006-brand-and-placeholders.md).
 */
export const site = {
  product: "Arka",
  productKey: "arka",
  companyName: "Arka Roofing Technologies Pvt. Ltd.",
  tagline: "The solar roof that is the roof.",
  blurb:
    "Arka makes an integrated solar roof: solar cells bonded to a fibre-cement board that is the roof itself. " +
    `One product keeps out rain and heat and makes electricity for ${claimFigures.powerLifeYears} years.`,
  /** Placeholder number, shown as Indians write it and dialled in E.164. */
  phone: { display: "+91 90000 00000", tel: "+919000000000" },
  /**
   * Placeholder WhatsApp Business number (the placeholder phone's): country code and number, digits only,
   * as wa.me wants them (docs/decisions/118-phone-layout-keyboard-and-whatsapp.md).
   */
  whatsapp: "919000000000",
  email: "hello@arka-solar.example",
  website: { display: "www.arka-solar.example", url: "https://www.arka-solar.example" },
  /** Placeholder grievance officer for personal-data questions (DPDP Act 2023, s.8(9)); the privacy policy shows it. */
  grievanceOfficer: {
    title: "Grievance Officer",
    email: "grievance@arka-solar.example",
    phone: "+91 90000 00000",
  },
  address: {
    lines: ["Plot 0, Example Industrial Estate", "Secunderabad"],
    city: "Secunderabad",
    state: "Telangana",
    country: "India",
    pincode: "500003",
  },
  social: [
    { name: "Facebook", url: "https://www.facebook.com/arka.solar.example" },
    { name: "Twitter", url: "https://twitter.com/arka_solar_example" },
    { name: "Instagram", url: "https://www.instagram.com/arka.solar.example" },
    { name: "LinkedIn", url: "https://www.linkedin.com/company/arka-solar-example" },
    { name: "YouTube", url: "https://www.youtube.com/@arka-solar-example" },
  ],
  /**
   * Where images, brochures and other media load from. The company can point this at its own photo CDN;
   * by default our own server serves the generated originals.
   */
  assetBase: "/assets",
  /**
   * Embed address of the contact page's map (a Google Maps embed URL in production). Empty by default:
   * this machine cannot reach a map provider, so the page shows a static map with a directions link.
   */
  mapEmbedUrl: "",
  /** Where "Get directions" leads; an ordinary link, so it costs nothing until tapped. */
  mapDirectionsUrl: "https://www.openstreetmap.org/search?query=Secunderabad%20500003",
  /** Base of the lead API (docs/decisions/200, JSON API); our own server answers it. */
  apiBase: "/api/",
  /** Google Tag Manager container id. A placeholder until the company supplies its own. */
  gtmId: "GTM-ARKA000",
  /**
   * Where gtm.js loads from. The local default is our own no-op stand-in, since this machine cannot reach Google;
   * production sets https://www.googletagmanager.com (docs/decisions/009-external-services-adapters.md).
   */
  gtmScriptBase: "/analytics",
  campaign: {
    /** Campaign id used when the c_id query parameter is absent or blank (docs/decisions/200, Forms). */
    default: "23",
    /** The landing page's campaign id: the specification's second constant (docs/decisions/200, Forms). */
    landing: "24",
  },
  defaultSource: "website",
  /**
   * Whether Arka roofs meet the conditions of the PM Surya Ghar subsidy for homes, as the company confirms
   * them (docs/decisions/195). The calculator takes the subsidy off its price only when both are "yes";
   * "unconfirmed" (the default, like the placeholder contact details) makes the page say so instead.
   */
  subsidyConditions: {
    /** Arka (or its dealer) is a vendor registered on the scheme's national portal. */
    registeredVendor: "unconfirmed" as ConditionStatus,
    /** Its modules use Indian-made cells on the approved list (ALMM List-II, required from 1 June 2026). */
    domesticCells: "unconfirmed" as ConditionStatus,
    /** When the company last confirmed these, and when to ask again (the dashboard lists it when due). */
    checkedOn: "2026-11-27",
    reviewBy: "2027-03-31",
  },
  brochures: [
    { title: "Integrated Solar Roof", file: "arka_integrated_solar_roof.pdf" },
    { title: "Inroof Solar", file: "arka_inroof_solar.pdf" },
    { title: "Conventional Solar", file: "arka_conventional_solar_module.pdf" },
  ],
  /**
   * The marketing figures (lifespan, payback, output gain, wind rating, capacity, warranty...), each with
   * its basis, in one block: app/content/claims.ts (docs/decisions/191).
   */
  claims,
} as const;

export type Site = typeof site;

/** The words of `site` a reader sees that change with the language; contact details stay as they are. */
export type SiteText = {
  blurb: string;
  address: { lines: readonly string[]; city: string; state: string; country: string };
};

/** Brochures live under the images path of the asset base (docs/decisions/200, Layout). */
export function brochureUrl(file: string): string {
  return `${site.assetBase}/images/${file}`;
}

export function assetUrl(path: string): string {
  return `${site.assetBase}/${path.replace(/^\//, "")}`;
}

export const GTM_ID_REQUIRED = "GTM Id is required";

/** Raises the specification's message (docs/decisions/200, Errors) at build and start, never in a browser. */
export function assertGtmId(id: string = site.gtmId): string {
  if (!id || !id.trim()) throw new Error(GTM_ID_REQUIRED);
  return id;
}

export function fullAddress(): string {
  const a = site.address;
  return `${a.lines.join(", ")}, ${a.state}, ${a.country}, ${a.pincode}`;
}
