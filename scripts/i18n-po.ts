/**
 * Writes every translated language as a gettext catalogue, for the tools translators work in (Poedit,
 * Weblate, Crowdin, Lokalise): `npm run i18n:po [folder]` (default var/i18n/) writes <code>.po per
 * language and messages.pot. The catalogues stay the TypeScript files in app/languages/<code>/, typed
 * against English; these files are a copy to read and comment on, and a reviewer's corrections go back
 * into those files (docs/decisions/203). Each message's context is its key; a message that takes a value
 * shows it as {1}, {2}.
 */
import fs from "node:fs";
import path from "node:path";
import {
  aboutFor,
  homeFor,
  newsFor,
  portfolioStatsFor,
  projectsFor,
  videosFor,
} from "#app/content/home-pages.ts";
import { siteTextFor } from "#app/content/site-text.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { DEFAULT_LOCALE, LOCALE_INFO, PREFIXED_LOCALES, type Locale } from "#app/i18n/locales.ts";
import { leaves } from "./i18n-review-sheet.ts";

/** Values that are not words (files, sizes, ids, dates, the pin code): left out of the page content. */
const NOT_WORDS = /(^|\.)(src|type|slug|date|youtubeId|width|height|id|kind|pincode)(\[\d+\])?$/;

/** Every string a translator works on in `locale`: the interface, then the page words, by key. */
export function messages(locale: Locale): Map<string, string> {
  const out = new Map<string, string>();
  leaves(catalogueFor(locale), "", out);
  const pages = {
    home: homeFor(locale),
    about: aboutFor(locale),
    projects: projectsFor(locale),
    portfolioStats: portfolioStatsFor(locale),
    news: newsFor(locale),
    videos: videosFor(locale),
    site: siteTextFor(locale),
  };
  const content = new Map<string, string>();
  leaves(pages, "content", content);
  for (const [key, text] of content) if (!NOT_WORDS.test(key)) out.set(key, text);
  return out;
}

/** The English messages that have words (a decorative picture's empty description has none). */
function englishMessages(): [string, string][] {
  return [...messages(DEFAULT_LOCALE)].filter(([, text]) => text !== "");
}

/** A PO string: quoted, escaped, one line per line of the text. */
function quoted(text: string): string {
  const escaped = text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\t/g, "\\t");
  const lines = escaped.split("\n");
  if (lines.length === 1) return `"${escaped}"`;
  return ['""', ...lines.map((line, i) => `"${line}${i < lines.length - 1 ? "\\n" : ""}"`)].join("\n");
}

/** Where a key's words live in the language's folder. */
function reference(locale: Locale, key: string): string {
  const [area] = key.split(/[.[]/);
  return key.startsWith("content.")
    ? `app/languages/${locale}/content/`
    : `app/languages/${locale}/interface/${area}.ts`;
}

/** One language's catalogue as a .po file; the template (.pot) when `locale` is English. */
export function poFile(locale: Locale): string {
  const translated = messages(locale);
  const header = [
    `# ${LOCALE_INFO[locale].englishName} (${LOCALE_INFO[locale].tag}), written by npm run i18n:po.`,
    `# The words live in app/languages/${locale}/: change them there, not here.`,
    'msgid ""',
    'msgstr ""',
    '"Project-Id-Version: arka-website\\n"',
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    `"Language: ${locale === DEFAULT_LOCALE ? "" : locale}\\n"`,
    "",
  ];
  const entries = englishMessages().map(([key, source]) =>
    [
      `#: ${reference(locale, key)}`,
      `msgctxt ${quoted(key)}`,
      `msgid ${quoted(source)}`,
      `msgstr ${quoted(locale === DEFAULT_LOCALE ? "" : (translated.get(key) ?? ""))}`,
      "",
    ].join("\n"),
  );
  return [...header, ...entries].join("\n");
}

if (import.meta.main) {
  const folder = path.resolve(process.argv[2] ?? "var/i18n");
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, "messages.pot"), poFile(DEFAULT_LOCALE));
  for (const locale of PREFIXED_LOCALES) fs.writeFileSync(path.join(folder, `${locale}.po`), poFile(locale));
  console.log(`${englishMessages().length} messages, ${PREFIXED_LOCALES.length} languages -> ${folder}`);
}
