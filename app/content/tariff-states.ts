import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "#app/i18n/locales.ts";
import { loadedTranslations, translationFor } from "#app/languages/loaded.ts";

/**
 * The 36 regions with a tariff page, in the order of data/tariffs.json (docs/decisions/200, Content). The
 * page URL is the name with spaces replaced by hyphens (docs/decisions/200, Routes), using the
 * specification's spelling where it differs from the official name; the official spellings are aliases that
 * redirect (docs/decisions/132-tariff-page-urls.md). This list is kept apart from the 80 KB data file so
 * menus and the state search never ship the data to the browser; a data test checks the two agree.
 */
export type TariffStateName = {
  /** The record's slug in data/tariffs.json. */
  slug: string;
  /** Name shown on the page. */
  name: string;
  /** Path segment of /solar-panels/{urlTitle}. */
  urlTitle: string;
  /** Other path segments that lead (by redirect) to the same page. */
  aliases?: string[];
};

export const tariffStateNames: readonly TariffStateName[] = [
  { slug: "west-bengal", name: "West Bengal", urlTitle: "West-Bengal" },
  { slug: "uttarakhand", name: "Uttarakhand", urlTitle: "Uttarakhand" },
  { slug: "uttar-pradesh", name: "Uttar Pradesh", urlTitle: "Uttar-Pradesh" },
  { slug: "tripura", name: "Tripura", urlTitle: "Tripura" },
  { slug: "telangana", name: "Telangana", urlTitle: "Telangana" },
  { slug: "tamil-nadu", name: "Tamil Nadu", urlTitle: "Tamil-Nadu" },
  { slug: "sikkim", name: "Sikkim", urlTitle: "Sikkim" },
  { slug: "rajasthan", name: "Rajasthan", urlTitle: "Rajasthan" },
  { slug: "punjab", name: "Punjab", urlTitle: "Punjab" },
  { slug: "puducherry", name: "Puducherry", urlTitle: "Puducherry" },
  { slug: "odisha", name: "Odisha", urlTitle: "Odisha" },
  { slug: "nagaland", name: "Nagaland", urlTitle: "Nagaland" },
  { slug: "mumbai", name: "Mumbai", urlTitle: "Mumbai" },
  { slug: "mizoram", name: "Mizoram", urlTitle: "Mizoram" },
  { slug: "meghalaya", name: "Meghalaya", urlTitle: "Meghalaya" },
  { slug: "manipur", name: "Manipur", urlTitle: "Manipur" },
  { slug: "maharashtra", name: "Maharashtra", urlTitle: "Maharashtra" },
  { slug: "madhya-pradesh", name: "Madhya Pradesh", urlTitle: "Madhya-Pradesh" },
  { slug: "lakshadweep", name: "Lakshadweep", urlTitle: "Lakshadweep" },
  { slug: "kerala", name: "Kerala", urlTitle: "Kerala" },
  { slug: "karnataka", name: "Karnataka", urlTitle: "Karnataka" },
  { slug: "jharkhand", name: "Jharkhand", urlTitle: "Jharkhand" },
  { slug: "jammu-and-kashmir", name: "Jammu and Kashmir", urlTitle: "Jammu-and-Kashmir" },
  { slug: "himachal-pradesh", name: "Himachal Pradesh", urlTitle: "Himachal-Pradesh" },
  { slug: "haryana", name: "Haryana", urlTitle: "Haryana" },
  { slug: "gujarat", name: "Gujarat", urlTitle: "Gujarat" },
  { slug: "goa", name: "Goa", urlTitle: "Goa" },
  { slug: "delhi", name: "Delhi", urlTitle: "Delhi" },
  {
    slug: "dadra-nagar-haveli-daman-diu",
    name: "Dadra and Nagar Haveli and Daman and Diu",
    urlTitle: "Dadra-Nagar-Haveli-and-Daman-and-Diu",
    aliases: ["Dadra-and-Nagar-Haveli-and-Daman-and-Diu"],
  },
  { slug: "chhattisgarh", name: "Chhattisgarh", urlTitle: "Chhattisgarh" },
  { slug: "chandigarh", name: "Chandigarh", urlTitle: "Chandigarh" },
  { slug: "bihar", name: "Bihar", urlTitle: "Bihar" },
  { slug: "assam", name: "Assam", urlTitle: "Assam" },
  { slug: "arunachal-pradesh", name: "Arunachal Pradesh", urlTitle: "Arunachal-Pradesh" },
  {
    slug: "andaman-nicobar",
    name: "Andaman and Nicobar Islands",
    urlTitle: "Andaman-Nicobar",
    aliases: ["Andaman-and-Nicobar-Islands", "Andaman-and-Nicobar"],
  },
  { slug: "andhra-pradesh", name: "Andhra Pradesh", urlTitle: "Andhra-Pradesh" },
];

/** The state for a path segment: its URL title or an alias, in any letter case. */
export function findTariffStateName(urlTitle: string | undefined): TariffStateName | undefined {
  if (!urlTitle) return undefined;
  const wanted = urlTitle.toLowerCase();
  return tariffStateNames.find(
    (s) => s.urlTitle.toLowerCase() === wanted || s.aliases?.some((a) => a.toLowerCase() === wanted),
  );
}

export function tariffPath(state: TariffStateName): string {
  return `/solar-panels/${state.urlTitle}`;
}

/**
 * A region's name as a reader of `locale` knows it ("Telangana" -> "तेलंगाना" / "తెలంగాణ"), from its English
 * `name` above; values posted or put in URLs stay English.
 */
export function stateDisplayName(englishName: string, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === DEFAULT_LOCALE) return englishName;
  return translationFor(locale).content.stateNames[englishName] ?? englishName;
}

let byDisplayName = { languages: 0, names: new Map<string, string>() };

/** Every loaded language's names of the regions: all on the server, the page's own in the browser. */
function englishNameByDisplayName(): Map<string, string> {
  const translations = loadedTranslations();
  if (byDisplayName.languages !== translations.length) {
    const names = translations.flatMap(({ content }) =>
      Object.entries(content.stateNames).map(
        ([english, display]) => [display.normalize("NFC"), english] as const,
      ),
    );
    byDisplayName = { languages: translations.length, names: new Map(names) };
  }
  return byDisplayName.names;
}

/**
 * The English name of a region written in one of the site's languages ("महाराष्ट्र" -> "Maharashtra"), so
 * a form filled with the name a visitor reads is understood (docs/decisions/192); undefined otherwise.
 */
export function englishStateName(displayName: string): string | undefined {
  return englishNameByDisplayName().get(displayName.trim().normalize("NFC"));
}

/**
 * `items` in the alphabetical order of their region's name as `locale` writes it: a Hindi list reads
 * अ, आ, उ ... in Devanagari order, not the English order under Hindi names (docs/decisions/192).
 */
export function sortByStateDisplayName<T>(
  items: readonly T[],
  englishName: (item: T) => string,
  locale: Locale,
): T[] {
  const collator = new Intl.Collator(LOCALE_INFO[locale].tag);
  const name = (item: T) => stateDisplayName(englishName(item), locale);
  return [...items].sort((a, b) => collator.compare(name(a), name(b)));
}
