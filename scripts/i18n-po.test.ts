import { describe, expect, it } from "vitest";
import { messages, poFile } from "./i18n-po.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { PREFIXED_LOCALES } from "#app/i18n/locales.ts";

/** The entries of a .po file: context, source and translation, quotes and escapes undone. */
function entries(po: string): { context: string; id: string; text: string }[] {
  const unquote = (block: string) =>
    [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
      .map(([, part]) => part!.replace(/\\(["\\nt])/g, (_, c: string) => ({ n: "\n", t: "\t" })[c] ?? c))
      .join("");
  return [...po.matchAll(/msgctxt (.+?)\nmsgid ((?:.|\n)+?)\nmsgstr ((?:.|\n)*?)\n\n/g)].map(
    ([, context, id, text]) => ({ context: unquote(context!), id: unquote(id!), text: unquote(text!) }),
  );
}

describe("the gettext copy of the catalogues (docs/decisions/203)", () => {
  const template = entries(poFile("en"));

  it("has every interface string and the page words, each once, keyed by its path", () => {
    const keys = template.map((e) => e.context);
    expect(new Set(keys).size).toBe(keys.length);
    expect(template.find((e) => e.context === "common.nav.home")?.id).toBe(
      catalogueFor("en").common.nav.home,
    );
    expect(keys.some((key) => key.startsWith("content.home."))).toBe(true);
    expect(keys.some((key) => /\.(src|width|height|slug)$/.test(key))).toBe(false);
  });

  it.each(PREFIXED_LOCALES)("%s: the same messages as the template, with the language's words", (locale) => {
    const translated = entries(poFile(locale));
    expect(translated.map((e) => [e.context, e.id])).toEqual(template.map((e) => [e.context, e.id]));
    const words = messages(locale);
    for (const entry of translated) expect(entry.text, entry.context).toBe(words.get(entry.context));
  });
});
