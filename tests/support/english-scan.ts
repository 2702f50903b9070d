/**
 * The English interface strings that must not appear on a page in another language (docs/decisions/180):
 * every string of the English catalogue whose translation differs from it, cut at the values a message takes
 * (so "Too many requests, please try again in {n} seconds." is looked for as its fixed parts).
 */
import { catalogueFor } from "#app/i18n/catalogue.ts";
import type { Locale } from "#app/i18n/locales.ts";

const HOLE = "\u0000";

/** The fixed English phrases to look for on a `locale` page, each with its catalogue key. */
export function englishPhrases(locale: Exclude<Locale, "en">): { key: string; phrase: string }[] {
  const found: { key: string; phrase: string }[] = [];
  walk(catalogueFor("en"), catalogueFor(locale), "", (key, english, translated) => {
    if (english === translated) return; // a name or unit written the same in every language
    for (const part of english.split(HOLE)) {
      const phrase = part.replace(/\s+/g, " ").trim();
      if (isWorthLookingFor(phrase)) found.push({ key, phrase });
    }
  });
  return found;
}

/** A phrase a reader would notice as English: at least one Latin word of three letters or more. */
function isWorthLookingFor(phrase: string): boolean {
  return /[A-Za-z]{3,}/.test(phrase);
}

function walk(
  english: unknown,
  translated: unknown,
  key: string,
  visit: (key: string, english: string, translated: string | undefined) => void,
): void {
  if (typeof english === "string") {
    visit(key, english, typeof translated === "string" ? translated : undefined);
  } else if (typeof english === "function") {
    const filled = fill(english as (...args: unknown[]) => unknown);
    const other =
      typeof translated === "function" ? fill(translated as (...args: unknown[]) => unknown) : undefined;
    if (filled !== undefined) visit(key, filled, other);
  } else if (Array.isArray(english)) {
    english.forEach((item, i) =>
      walk(item, (translated as unknown[] | undefined)?.[i], `${key}[${i}]`, visit),
    );
  } else if (english && typeof english === "object") {
    for (const [name, value] of Object.entries(english)) {
      walk(
        value,
        (translated as Record<string, unknown> | undefined)?.[name],
        key ? `${key}.${name}` : name,
        visit,
      );
    }
  }
}

/** A message function's text with every value left as a hole; undefined when it needs a real value. */
function fill(message: (...args: unknown[]) => unknown): string | undefined {
  try {
    // One hole per declared value (`length` stops at a default value, so never fewer than a few).
    const text = message(...Array.from({ length: Math.max(message.length, 4) }, () => HOLE));
    return typeof text === "string" ? text : undefined;
  } catch {
    return undefined;
  }
}

/** The English phrases among `phrases` that occur in `text` (whole words, case as written). */
export function englishFoundIn(text: string, phrases: { key: string; phrase: string }[]): string[] {
  const normalised = text.replace(/\s+/g, " ");
  return phrases
    .filter(({ phrase }) => new RegExp(`(^|[^A-Za-z])${escapeRegExp(phrase)}($|[^A-Za-z])`).test(normalised))
    .map(({ key, phrase }) => `${key}: "${phrase}"`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
