import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PREFIXED_LOCALES } from "#app/i18n/locales.ts";

/**
 * One word per idea (docs/decisions/180 and 192): each glossary's "Words to avoid" table lists words
 * found used beside the chosen one; none may appear in that language's texts, except inside a phrase
 * the table allows (Telugu ఉత్పత్తి is fine as "output" in విద్యుత్ ఉత్పత్తి, not as "product").
 */
type AvoidRule = { avoid: string; use: string; allowedInside: string[] };

const ROOT = join(import.meta.dirname, "..", "..");

/** The rows of the glossary's "Words to avoid" table. */
export function avoidRules(glossary: string): AvoidRule[] {
  const section = glossary.split(/^## Words to avoid$/m)[1] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .slice(2) // header and separator
    .map(([avoid = "", use = "", allowed = ""]) => ({
      avoid,
      use,
      allowedInside: allowed ? allowed.split(",").map((phrase) => phrase.trim()) : [],
    }));
}

/** Each use of an avoided word in `text`, as "line: the word (use ...)". */
export function avoidedWordsIn(text: string, rules: readonly AvoidRule[]): string[] {
  const found: string[] = [];
  text.split("\n").forEach((line, index) => {
    for (const rule of rules) {
      const rest = rule.allowedInside.reduce((left, phrase) => left.split(phrase).join(" "), line);
      if (rest.includes(rule.avoid)) found.push(`line ${index + 1}: ${rule.avoid} (use ${rule.use})`);
    }
  });
  return found;
}

function textFiles(locale: string): string[] {
  const folder = join("app", "languages", locale);
  return [join(folder, "interface"), join(folder, "content")].flatMap((dir) =>
    readdirSync(join(ROOT, dir))
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .map((name) => join(dir, name)),
  );
}

describe("glossary words to avoid", () => {
  for (const locale of PREFIXED_LOCALES) {
    const rules = avoidRules(readFileSync(join(ROOT, "app", "languages", locale, "glossary.md"), "utf8"));

    it(`${locale}: the glossary lists its words to avoid, each with the word to use`, () => {
      expect(rules.length).toBeGreaterThanOrEqual(4);
      for (const rule of rules) {
        expect(rule.avoid, JSON.stringify(rule)).not.toBe("");
        expect(rule.use, JSON.stringify(rule)).not.toBe("");
      }
    });

    it(`${locale}: no avoided word in the catalogues or the page content`, () => {
      const files = textFiles(locale);
      expect(files.length).toBeGreaterThan(10);
      const found = files.flatMap((file) =>
        avoidedWordsIn(readFileSync(join(ROOT, file), "utf8"), rules).map((where) => `${file} ${where}`),
      );
      expect(found).toEqual([]);
    });
  }

  it("finds an avoided word, and lets it pass inside an allowed phrase", () => {
    const rules = avoidRules(readFileSync(join(ROOT, "app", "languages", "te", "glossary.md"), "utf8"));
    expect(avoidedWordsIn('title: "ఆసక్తి ఉన్న ఉత్పత్తి",', rules)).toEqual(["line 1: ఉత్పత్తి (use ప్రోడక్ట్)"]);
    expect(avoidedWordsIn('output: "నెలకు విద్యుత్ ఉత్పత్తి",', rules)).toEqual([]);
    const hindi = avoidRules(readFileSync(join(ROOT, "app", "languages", "hi", "glossary.md"), "utf8"));
    expect(avoidedWordsIn('lastName: "उपनाम",\nok', hindi)).toEqual(["line 1: उपनाम (use सरनेम)"]);
  });
});
