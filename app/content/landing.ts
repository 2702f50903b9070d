import { scene } from "./content-image.ts";
import type { LandingContent, LandingText } from "./content-schemas.ts";
import { site } from "./site.ts";
import { DEFAULT_LOCALE, type Locale } from "#app/i18n/locales.ts";
import { translationFor } from "#app/languages/loaded.ts";
import { claimFigures as f } from "./claims.ts";

export type { LandingText };

/** The campaign landing page /integrated-solar-roof (docs/decisions/200, Content). */

const logo = (file: string, alt: string) => ({
  src: `images/landing/${file}.svg`,
  width: 320,
  height: 160,
  alt,
});

export type { LandingContent };

export const landing: LandingContent = {
  heroSlides: [
    {
      heading: "Your roof, now a power plant",
      text: `About ${f.outputGainPercent}% more power than panels on a frame, from a roof that keeps out rain and heat.`,
      image: scene("images/landing/hero-homes.svg", "Illustration of homes with Arka solar roofs"),
    },
    {
      heading: "Built for factories and warehouses",
      text: `Cut your electricity bill: the projects we list paid their roofs back in ${f.paybackFromYears} to ${f.paybackToYears} years.`,
      image: scene("images/landing/hero-factory.svg", "Illustration of a factory with a sawtooth Arka roof"),
    },
    {
      heading: `A roof built to last ${f.roofLifeYears} years`,
      text: `Fire resistant for over ${f.fireHours} hours ${f.fireMinutes} minutes, rated for winds up to ${f.windKmph} km/h and ${f.leakProofPercent}% leak-proof.`,
      image: scene("images/landing/hero-roof.svg", "Illustration of Arka roof panels at dusk"),
    },
  ],
  about: {
    heading: `About ${site.product}`,
    paragraphs: [
      `${site.product} bonds high-efficiency solar cells to a fibre-cement board that is the roof itself. ` +
        "There is no separate frame to build, no sheet roof underneath and nothing to rust.",
      `Interiors stay up to ${f.coolerInsideDegrees} °C cooler, the roof can be walked on, and the energy it makes pays for it in years, not decades.`,
    ],
    image: scene(
      "images/landing/about.svg",
      "Illustration of a family in front of their home with an Arka roof",
    ),
  },
  keyFeatures: [
    {
      title: `About ${f.outputGainPercent}% more power`,
      text: "The cement base keeps the cells cool, and cool cells make more energy.",
    },
    {
      title: `A roof life of ${f.roofLifeYears} years`,
      text: `${f.powerLifeYears} years of power from the cells, on a roof that outlives them.`,
    },
    {
      title: `Up to ${f.coolerInsideDegrees} °C cooler inside`,
      text: `Reduced heat transfer keeps the rooms under the roof comfortable and cuts the energy used for cooling by about ${f.energyUseDownPercent}%.`,
    },
    {
      title: `Fire resistant for over ${f.fireHours} h ${f.fireMinutes} min`,
      text: `Fire class ${f.fireClass}: the board does not burn or drip.`,
    },
    {
      title: `Wind rated up to ${f.windKmph} km/h`,
      text: `Designed for cyclone winds and a live load of ${f.liveLoadKg} kg per sq ft.`,
    },
    {
      title: `${f.leakProofPercent}% leak-proof`,
      text: "Interlocking edges keep out rain and dust with no sealant to renew.",
    },
  ],
  certifications: [
    logo("cert-iso-9001", "ISO 9001 quality management"),
    logo("cert-iec-61215", "IEC 61215 module design qualification"),
    logo("cert-iec-61730", "IEC 61730 module safety"),
    logo("cert-bis", "BIS: Bureau of Indian Standards"),
  ],
  featuredOn: [
    logo("press-deccan-daily", "Deccan Daily"),
    logo("press-energy-today", "Energy Today"),
    logo("press-business-lens", "Business Lens"),
    logo("press-green-tribune", "Green Tribune"),
    logo("press-tech-bharat", "Tech Bharat"),
    logo("press-metro-chronicle", "Metro Chronicle"),
  ],
  gallery: [
    [
      scene("images/landing/gallery-1.svg", "Illustration of homes with Arka roofs in the morning"),
      scene("images/landing/gallery-2.svg", "Illustration of a close view of Arka roof cells"),
      scene("images/landing/gallery-3.svg", "Illustration of Arka roofs seen from above"),
    ],
    [
      scene("images/landing/gallery-4.svg", "Illustration of a factory with an Arka roof"),
      scene("images/landing/gallery-5.svg", "Illustration of homes with Arka roofs at dusk"),
      scene("images/landing/gallery-6.svg", "Illustration of a family in front of their Arka-roofed home"),
    ],
  ],
};

function translated(text: LandingText): LandingContent {
  const withAlt = <T extends { alt: string }>(image: T, alt: string | undefined): T => ({
    ...image,
    alt: alt ?? image.alt,
  });
  return {
    heroSlides: landing.heroSlides.map((slide, i) => {
      const t = text.heroSlides[i];
      return t ? { heading: t.heading, text: t.text, image: withAlt(slide.image, t.imageAlt) } : slide;
    }),
    about: {
      heading: text.about.heading,
      paragraphs: text.about.paragraphs,
      image: withAlt(landing.about.image, text.about.imageAlt),
    },
    keyFeatures: text.keyFeatures,
    certifications: landing.certifications.map((logo, i) => withAlt(logo, text.certificationAlts[i])),
    featuredOn: landing.featuredOn,
    gallery: landing.gallery.map((group, g) =>
      group.map((image, i) => withAlt(image, text.galleryAlts[g]?.[i])),
    ),
  };
}

const translatedLanding = new Map<Locale, LandingContent>();

/** The landing page's content in `locale` (built on first use: the browser loads only its page's language). */
export function landingFor(locale: Locale = DEFAULT_LOCALE): LandingContent {
  if (locale === DEFAULT_LOCALE) return landing;
  let content = translatedLanding.get(locale);
  if (!content) {
    content = translated(translationFor(locale).content.landing);
    translatedLanding.set(locale, content);
  }
  return content;
}
