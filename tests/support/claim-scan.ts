/**
 * The scan behind "one figure per claim" (docs/decisions/191): finds every statement of a marketing claim
 * in a page's text, in English, Hindi and Telugu, and reports each whose figure is not the configured one
 * (app/content/claims.ts). The rules are data: per claim and per language, a pattern that finds the
 * statement with its figure in the group `f`, and the figures it may carry, taken from the configuration.
 *
 * Two more kinds of rule keep the scan honest:
 * - a figure in years that no claim rule and no listed other period accounts for is reported too, so a
 *   claim reworded past its patterns ("for the next 35 years") is still caught;
 * - figures that are not marketing claims (a project's own payback, a specification table, the
 *   privacy policy's retention periods) are listed by page section or by pattern, each with its reason.
 */
import { claims } from "#app/content/claims.ts";
import type { Locale } from "#app/i18n/locales.ts";

/** The languages the scan has rules for; a language added later is scanned once it has its own. */
type Scanned = "en" | "hi" | "te";

/** A number as pages print it: 25, 3.6, 78,000, 2,76,000. */
const N = String.raw`\d[\d,]*(?:\.\d+)?`;

/** Numbers written as words: a claim may not hide its figure in them ("about three and a half years"). */
const NUMBER_WORDS: Record<Scanned, string> = {
  en: String.raw`\b(?:(?:a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)(?:[- ]and[- ]a[- ]half)?|half)\b`,
  hi: String.raw`(?<![\p{L}\p{M}])(?:एक|दो|तीन|चार|पाँच|पांच|छह|सात|आठ|नौ|दस|बीस|पच्चीस|तीस|पैंतीस|चालीस|पैंतालीस|पचास|डेढ़|ढाई|साढ़े\s+\S+)(?![\p{L}\p{M}])`,
  te: String.raw`(?<![\p{L}\p{M}])(?:ఒకటి|రెండు|మూడు|నాలుగు|ఐదు|ఆరు|ఎనిమిది|తొమ్మిది|పది|ఇరవై|పాతిక|ముప్పై|నలభై|యాభై|రెండున్నర|మూడున్నర|నాలుగున్నర)(?![\p{L}\p{M}])`,
};

/** The words that join the two ends of a range. */
const RANGE: Record<Scanned, string> = {
  en: String.raw`\s*(?:to|-|–|and)\s*`,
  hi: String.raw`\s*(?:से|-|–|और)\s*`,
  te: String.raw`\s*(?:నుండి|నుంచి|-|–)\s*`,
};

/** A figure or a range, in digits or words, captured as `f`. */
function figure(locale: Scanned): string {
  const one = `(?:${N}|${NUMBER_WORDS[locale]})`;
  return `(?<f>${one}(?:${RANGE[locale]}${one})?)`;
}

/** The word for years after a number (Telugu adds its case endings to it). */
const YEARS: Record<Scanned, string> = {
  en: String.raw`(?:years?|yrs?)\b`,
  hi: String.raw`(?:साल|वर्ष|बरस)(?:ों)?(?![\p{L}\p{M}])`,
  te: String.raw`(?:ఏళ్ల|ఏళ్లు|ఏడాది|సంవత్సర)[\p{L}\p{M}]*`,
};

/**
 * Up to `n` characters with no digit and no end of a sentence or clause: the words between a claim's
 * topic and its figure (a line break is allowed: a label and its value sit in separate elements).
 */
const gap = (n: number) => `[^\\d.?!;।]{0,${n}}?`;

export type ClaimKey = keyof typeof claims;

export type Rule = {
  claim: ClaimKey;
  locale: Locale | "any";
  /** Finds a statement; its figure is the group `f` (two figures in one group: "5 kW ... 600 units"). */
  pattern: RegExp;
  /** The figures a statement may carry, from the configuration; empty: no figure is right. */
  expected: readonly (readonly number[])[];
};

function rule(claim: ClaimKey, locale: Locale | "any", source: string, expected: Rule["expected"]): Rule {
  return { claim, locale, pattern: new RegExp(source, "giu"), expected };
}

const c = claims;
const twelveHour = (hour: number) => (hour % 12 === 0 ? 12 : hour % 12);

/** Per claim and per language: how the claim is stated and the figures it may carry. */
export function claimRules(): Rule[] {
  const en = figure("en");
  const hi = figure("hi");
  const te = figure("te");
  const lifespans = [[c.roofLife.years], [c.powerLife.years]];
  const payback = [[c.payback.fromYears, c.payback.toYears]];
  const fire = [[c.fireResistance.hours, c.fireResistance.minutes]];
  const wind = [[c.windRating.kmph]];
  const duration = (hours: string, minutes: string) =>
    `(?<f>${N}\\s*${hours}(?:\\s*(?:and\\s*)?${N}\\s*${minutes})?)`;
  return [
    // Lifespan: the roof (the board) and the years of power are two claims, each with its figure.
    rule(
      "powerLife",
      "en",
      `\\b(?:electricity|power(?:\\s+plant)?)\\b${gap(25)}\\bfor\\s+(?:the\\s+next\\s+)?${en}\\s*\\+?[\\s-]*${YEARS.en}`,
      [[c.powerLife.years]],
    ),
    rule("powerLife", "en", `${en}\\s*\\+?[\\s-]*${YEARS.en}\\s+of\\s+(?:power|electricity|generation)`, [
      [c.powerLife.years],
    ]),
    rule(
      "roofLife",
      "en",
      `\\broof\\b${gap(30)}\\b(?:lasts?|life(?:\\s?span)?|outlives?)\\b${gap(30)}${en}\\s*\\+?[\\s-]*${YEARS.en}`,
      [[c.roofLife.years]],
    ),
    rule("roofLife", "en", `${en}[\\s-]*${YEARS.en}\\s+(?:life(?:\\s?span)?|lifetime)\\b`, lifespans),
    rule(
      "roofLife",
      "en",
      `\\b(?:life(?:\\s?span)?|lifetime|lasts?|lasting)\\b${gap(40)}${en}\\s*\\+?[\\s-]*${YEARS.en}`,
      lifespans,
    ),
    rule("powerLife", "hi", `${hi}\\s*${YEARS.hi}${gap(30)}(?:बिजली|पावर)`, [[c.powerLife.years]]),
    rule("roofLife", "hi", `(?:उम्र|आयु|चलने\\s+वाली|टिकने\\s+वाली)${gap(30)}${hi}\\s*${YEARS.hi}`, lifespans),
    rule("roofLife", "hi", `${hi}\\s*${YEARS.hi}${gap(30)}(?:उम्र|आयु|चलने|चलती|टिक)`, lifespans),
    rule("powerLife", "te", `${te}\\s*${YEARS.te}${gap(25)}(?:కరెంటు|విద్యుత్)`, [[c.powerLife.years]]),
    rule("roofLife", "te", `(?:జీవితకాలం|మన్నిక)${gap(30)}${te}\\s*${YEARS.te}`, lifespans),
    rule("roofLife", "te", `${te}\\s*${YEARS.te}${gap(20)}(?:నిలిచే|జీవితకాలం|మన్నిక|మన్నే)`, lifespans),

    // Payback: always the range of the listed projects.
    rule(
      "payback",
      "en",
      `\\b(?:pay(?:s|ing)?\\s+(?:for\\s+(?:itself|themselves)|(?:[\\p{L}']+\\s+){0,3}?back)|paid\\s+(?:for\\s+(?:itself|themselves)|(?:[\\p{L}']+\\s+){0,3}?back)|pay-?back|recover\\w*|break[-\\s]even)\\b${gap(60)}${en}[\\s-]*${YEARS.en}`,
      payback,
    ),
    rule(
      "payback",
      "hi",
      `${hi}\\s*${YEARS.hi}${gap(40)}(?:वसूल|(?:लागत|कीमत|खर्च|ख़र्च)\\s+(?:निकाल|चुका))`,
      payback,
    ),
    rule(
      "payback",
      "hi",
      `(?:लागत\\s+वसूली|वसूली\\s+की\\s+अवधि|निवेश\\s+वापस)${gap(30)}${hi}\\s*${YEARS.hi}`,
      payback,
    ),
    rule("payback", "te", `${te}\\s*${YEARS.te}${gap(40)}తిరిగి\\s+(?:తెచ్చ|పొంద|వచ్చ|రాబట్ట)`, payback),
    rule("payback", "te", `పెట్టుబడి\\s+తిరిగి\\s+వచ్చే\\s+కాలం${gap(30)}${te}\\s*${YEARS.te}`, payback),

    // Warranty: not given, so no figure is right.
    rule("warranty", "en", `\\b(?:warrant|guarant)\\w*${gap(40)}${en}[\\s-]*${YEARS.en}`, []),
    rule("warranty", "en", `${en}[-\\s]*${YEARS.en}(?:'s)?\\s+(?:[\\p{L}]+\\s+)?(?:warrant|guarant)`, []),
    rule("warranty", "hi", `वारंटी${gap(30)}${hi}\\s*${YEARS.hi}`, []),
    rule("warranty", "hi", `${hi}\\s*${YEARS.hi}${gap(15)}वारंटी`, []),
    rule("warranty", "te", `వారంటీ${gap(30)}${te}\\s*${YEARS.te}`, []),
    rule("warranty", "te", `${te}\\s*${YEARS.te}${gap(15)}వారంటీ`, []),

    // More output than panels on a frame.
    rule(
      "outputGain",
      "en",
      `${en}\\s*%\\s+(?:more|extra|higher)\\s+(?:power|energy|output|electricity|generation|efficien\\w*)`,
      [[c.outputGain.percent]],
    ),
    rule(
      "outputGain",
      "en",
      `\\b(?:produces?|producing|generates?|generating|makes?|making|yields?|gives?)\\s+(?:about\\s+|up\\s+to\\s+|around\\s+)?${en}\\s*%\\s+more\\b`,
      [[c.outputGain.percent]],
    ),
    rule(
      "outputGain",
      "en",
      `\\b(?:generation|output|power|energy)\\s+(?:is\\s+)?(?:up|higher|increased?)\\s+by\\s+(?:about\\s+|up\\s+to\\s+)?${en}\\s*%`,
      [[c.outputGain.percent]],
    ),
    rule("outputGain", "hi", `${hi}\\s*%\\s*(?:तक\\s+)?(?:ज़्यादा|ज्यादा|अधिक)\\s+(?:बिजली|ऊर्जा)`, [
      [c.outputGain.percent],
    ]),
    rule("outputGain", "te", `${te}\\s*%\\s*(?:వరకు\\s+)?(?:ఎక్కువ|అధిక)\\s+(?:కరెంటు|విద్యుత్)`, [
      [c.outputGain.percent],
    ]),

    // Less energy used in the building.
    rule("energyUseDown", "en", `${en}\\s*%\\s+(?:less|lower)\\s+(?:energy|electricity)`, [
      [c.energyUseDown.percent],
    ]),
    rule(
      "energyUseDown",
      "en",
      `\\b(?:energy|electricity)\\s+(?:use|used|consumption)\\b${gap(40)}${en}\\s*%`,
      [[c.energyUseDown.percent]],
    ),
    rule("energyUseDown", "hi", `(?:बिजली|ऊर्जा)\\s+की\\s+खपत${gap(40)}${hi}\\s*%`, [
      [c.energyUseDown.percent],
    ]),
    rule("energyUseDown", "te", `(?:కరెంటు|విద్యుత్)\\s+(?:వాడకం|వినియోగం)${gap(40)}${te}\\s*%`, [
      [c.energyUseDown.percent],
    ]),

    // Cooler rooms: in degrees; a temperature "lower by 35-40%" is the wording the configuration dropped.
    rule("coolerInside", "any", `(?<f>${N})\\s*°\\s*C`, [[c.coolerInside.degreesC]]),
    rule("coolerInside", "en", `(?<f>${N})\\s*degrees?(?:\\s+C(?:elsius)?)?\\s+(?:cooler|lower|less)`, [
      [c.coolerInside.degreesC],
    ]),
    rule("coolerInside", "en", `\\b(?:temperature|interior)s?\\b${gap(40)}${en}\\s*%`, []),
    rule("coolerInside", "hi", `तापमान${gap(30)}${hi}\\s*%`, []),
    rule("coolerInside", "te", `ఉష్ణోగ్రత${gap(30)}${te}\\s*%`, []),

    // Wind rating: any speed (the specification tables of other products are left out by section).
    rule(
      "windRating",
      "any",
      `(?<f>${N}(?:\\s*[-–]\\s*${N})?)\\s*(?:km\\s*/\\s*h|kmph|km\\s+per\\s+hour|kilometres\\s+per\\s+hour)`,
      wind,
    ),
    // The configuration states wind in km/h: a speed in miles is a second figure for the same claim.
    rule("windRating", "en", `(?<f>${N})\\s*(?:mph|miles\\s+per\\s+hour)`, []),
    rule(
      "windRating",
      "hi",
      `${hi}\\s*(?:किमी\\s*/\\s*घंटा|किमी\\s+प्रति\\s+घंटा|किलोमीटर\\s+प्रति\\s+घंटा)`,
      wind,
    ),
    rule("windRating", "te", `గంటకు\\s*${te}\\s*(?:కి\\.?\\s?మీ|కిలోమీటర్)`, wind),

    // Fire resistance: one duration.
    rule(
      "fireResistance",
      "en",
      `\\bfire\\b${gap(40)}${duration("(?:hours?|hrs?|h)\\b", "(?:minutes?|mins?|min)\\b")}`,
      fire,
    ),
    rule("fireResistance", "hi", `${duration("घंटे", "मिनट")}${gap(30)}आग`, fire),
    rule("fireResistance", "hi", `आग${gap(30)}${duration("घंटे", "मिनट")}`, fire),
    rule(
      "fireResistance",
      "te",
      `${duration("గంటల[\\p{L}\\p{M}]*", "నిమిషాల[\\p{L}\\p{M}]*")}${gap(30)}(?:మంట|అగ్ని)`,
      fire,
    ),

    rule("leakProof", "en", `${en}\\s*%\\s*leak`, [[c.leakProof.percent]]),
    rule("leakProof", "hi", `${hi}\\s*%\\s*लीक`, [[c.leakProof.percent]]),
    rule("leakProof", "te", `${te}\\s*%\\s*లీక్`, [[c.leakProof.percent]]),

    rule("liveLoad", "en", `\\blive\\s+load\\s+of\\s+${en}\\s*kg`, [[c.liveLoad.kgPerSqFt]]),
    rule("deadLoad", "en", `\\bdead\\s+load\\s+of\\s+${en}\\s*kg`, [[c.deadLoad.kgPerSqFt]]),
    rule("liveLoad", "hi", `${hi}\\s*(?:किलो|kg)${gap(15)}लाइव\\s+लोड`, [[c.liveLoad.kgPerSqFt]]),
    rule("deadLoad", "hi", `${hi}\\s*(?:किलो|kg)${gap(15)}डेड\\s+लोड`, [[c.deadLoad.kgPerSqFt]]),
    rule("liveLoad", "te", `${te}\\s*(?:కిలో|kg)${gap(15)}లైవ్\\s+లోడ్`, [[c.liveLoad.kgPerSqFt]]),
    rule("deadLoad", "te", `${te}\\s*(?:కిలో|kg)${gap(15)}డెడ్\\s+లోడ్`, [[c.deadLoad.kgPerSqFt]]),

    // Capacity installed: the portfolio's headline figure and any sentence about the total.
    rule("capacity", "any", `(?<f>${N})\\s*kW\\s*(?:Total\\s+capacity|कुल\\s+क्षमता|మొత్తం\\s+సామర్థ్యం)`, [
      [c.capacity.kw],
    ]),
    rule(
      "capacity",
      "en",
      `\\b(?:total|installed)\\s+(?:installed\\s+)?capacity\\b${gap(40)}(?<f>${N})\\s*(?:kWp?|MWp?)\\b`,
      [[c.capacity.kw]],
    ),
    rule("customers", "any", `(?<f>${N})\\s*\\+?\\s*(?:[\\p{L}]+\\s+)?(?:customers|clients|ग्राहक|కస్టమర్లు)`, [
      [c.customers.count],
    ]),

    // The blog's worked figures (English only), from the calculator's model and the subsidy scheme.
    rule(
      "monthlyUnits",
      "en",
      `(?<f>${N}\\s*kW\\b${gap(30)}\\b(?:produces|producing|yields|makes|generates)\\b${gap(15)}${N})\\s*units`,
      [[c.monthlyUnits.kw, c.monthlyUnits.units]],
    ),
    rule("co2", "en", `(?<f>${N}\\s*kW\\b${gap(60)}\\boffsets?\\b${gap(15)}${N})\\s*tonnes`, [
      [c.co2.kw, c.co2.tonnesPerYear],
    ]),
    rule(
      "subsidyCap",
      "en",
      `\\b(?:subsid\\w*|financial\\s+assistance)\\b[^\\d₹]{0,80}?\\b(?:up\\s+to|capped\\s+at|at\\s+most|maximum\\s+of)\\s+(?:about\\s+)?(?<f>₹\\s?${N}(?:\\s*[–-]\\s*${N})?)`,
      [[c.subsidyCap.rupees]],
    ),
    rule("sunnyDays", "en", `${en}\\s+sunny\\s+days`, [[c.sunnyDays.days]]),
    rule("peakSun", "en", `(?<f>${N}\\s*(?:am|a\\.m\\.)\\s*(?:to|and|-|–)\\s*${N})\\s*(?:pm|p\\.m\\.)`, [
      [twelveHour(c.peakSun.fromHour), twelveHour(c.peakSun.toHour)],
    ]),
    rule("cellShare", "en", `\\busable\\s+share\\b${gap(40)}${en}\\s*%`, [[c.cellShare.percent]]),
  ];
}

/**
 * Periods in years that are not marketing claims, each with its reason. A figure in years that neither
 * a claim rule nor one of these accounts for is reported.
 */
export type OtherPeriod = { reason: string; pattern: RegExp };

const other = (reason: string, source: string): OtherPeriod => ({
  reason,
  pattern: new RegExp(source, "giu"),
});

export function otherPeriods(): OtherPeriod[] {
  return [
    other(
      "privacy policy: how long records are kept",
      `\\b\\d+\\s+months\\s+\\(\\d+\\s+years?\\)|for\\s+at\\s+least\\s+\\d+\\s+years?`,
    ),
  ];
}

/**
 * Pages whose figures in years are not claims: the check for figures no claim accounts for skips them;
 * the claim rules still apply there.
 */
export const pagesWithOwnPeriods: { pages: RegExp; reason: string }[] = [
  {
    pages: /\/solar-calculator$/,
    reason:
      "the calculator's periods are the years the visitor chooses, its input limits and the loan scheme's tenure",
  },
];

const YEARS_FIGURE: Record<Scanned, RegExp> = {
  en: new RegExp(`(?<f>${N})\\s*\\+?[\\s-]*${YEARS.en}`, "giu"),
  hi: new RegExp(`(?<f>${N})\\s*\\+?\\s*${YEARS.hi}`, "giu"),
  te: new RegExp(`(?<f>${N})\\s*\\+?\\s*${YEARS.te}`, "giu"),
};

/**
 * Page sections whose figures are data, not marketing claims; removed before the scan, each with its
 * reason. The test checks that each still finds its section, so a renamed class cannot hide a page.
 */
export type ExemptSection = { name: string; reason: string; pages: RegExp; element: RegExp };

export const exemptSections: ExemptSection[] = [
  {
    name: "project facts",
    reason:
      "each project's own figures from the portfolio data (its payback and balance life); app/content/claims.test.ts checks the payback and life claims against them",
    pages: /./,
    element: /<ul class="project-facts">[\s\S]*?<\/ul>/g,
  },
  {
    name: "form choices",
    reason:
      "the options of a form's drop-down lists are the visitor's answers (a partner's years in business), not statements",
    pages: /./,
    element: /<select\b[\s\S]*?<\/select>/g,
  },
  {
    name: "specification table",
    reason:
      "the technical specification records of all three products, kept as the specification gives them; the claims taken from the integrated roof's record are checked against it in app/content/claims.test.ts",
    pages: /\/technical-specs\//,
    element: /<table class="data-table">[\s\S]*?<\/table>/g,
  },
  {
    name: "product key figures",
    reason: "the same specification records, as the product pages summarise them",
    pages: /\/products\//,
    element: /<dl class="key-figures">[\s\S]*?<\/dl>/g,
  },
];

/** Tags that sit inside a line of text; every other tag ends one. */
const INLINE = /^(?:a|abbr|b|bdi|bdo|cite|code|em|i|kbd|mark|q|s|small|span|strong|sub|sup|time|u|var)$/i;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Every string of a JSON-LD block but its product properties (the specification records again). */
function jsonLdStrings(json: string): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (key === "additionalProperty") return;
    if (typeof value === "string") found.push(value);
    else if (Array.isArray(value)) for (const item of value) walk(item, key);
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(JSON.parse(json), "");
  return found;
}

/** What a page states: its visible text, title, descriptions, picture descriptions and structured data. */
export function pageText(html: string, path: string): { text: string; exempted: string[] } {
  const exempted: string[] = [];
  let body = html;
  for (const section of exemptSections) {
    if (!section.pages.test(path)) continue;
    body = body.replace(section.element, () => {
      exempted.push(section.name);
      return "\n";
    });
  }
  const parts: string[] = [];
  for (const match of body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g))
    parts.push(...jsonLdStrings(match[1]!));
  for (const match of body.matchAll(
    /<meta[^>]+(?:name|property)="(?:description|og:description|twitter:description|og:title)"[^>]*>/g,
  )) {
    const content = /content="([^"]*)"/.exec(match[0]);
    if (content) parts.push(decode(content[1]!));
  }
  for (const match of body.matchAll(/\salt="([^"]+)"/g)) parts.push(decode(match[1]!));
  const visible = body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, "\n")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<\/?([a-z][\w-]*)[^>]*>/gi, (_tag, name: string) => (INLINE.test(name) ? " " : "\n"));
  parts.push(decode(visible));
  const text = parts
    .join("\n")
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ ?\n[\s]*/g, "\n");
  return { text, exempted };
}

export type Finding = {
  claim: ClaimKey | "unclaimed";
  statement: string;
  figures: number[] | "in words";
  expected: readonly (readonly number[])[] | "a claim or a listed other period";
};

/** The numbers of a statement's figure; a figure written only in words ("three and a half") has none. */
function numbersIn(figureText: string): number[] | "in words" {
  const digits = figureText.match(new RegExp(N, "g")) ?? [];
  if (digits.length === 0) return "in words";
  return digits.map((d) => Number(d.replace(/,/g, "")));
}

function matches(figures: number[], expected: Rule["expected"]): boolean {
  return expected.some((e) => e.length === figures.length && e.every((value, i) => value === figures[i]));
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The rules, compiled once for all the pages of a run. */
let rules: Rule[] | undefined;

/** Every statement of a claim in `text`, and whether its figure is the configured one. */
export function scanText(
  text: string,
  pagePath = "",
): { statements: (Finding & { ok: boolean })[]; findings: Finding[] } {
  const statements: (Finding & { ok: boolean })[] = [];
  const accounted: [number, number][] = [];
  for (const r of (rules ??= claimRules())) {
    for (const match of text.matchAll(r.pattern)) {
      const figures = numbersIn(match.groups!.f!);
      accounted.push([match.index!, match.index! + match[0].length]);
      statements.push({
        claim: r.claim,
        statement: oneLine(match[0]),
        figures,
        expected: r.expected,
        ok: figures !== "in words" && matches(figures, r.expected),
      });
    }
  }
  for (const period of otherPeriods()) {
    for (const match of text.matchAll(period.pattern))
      accounted.push([match.index!, match.index! + match[0].length]);
  }
  const findings: Finding[] = statements.filter((s) => !s.ok).map(({ ok: _ok, ...finding }) => finding);
  const ownPeriods = pagesWithOwnPeriods.some((p) => p.pages.test(pagePath));
  for (const pattern of ownPeriods ? [] : Object.values(YEARS_FIGURE)) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index!;
      if (accounted.some(([from, to]) => at >= from && at < to)) continue;
      findings.push({
        claim: "unclaimed",
        statement: oneLine(text.slice(Math.max(0, at - 60), at + match[0].length + 20)),
        figures: numbersIn(match.groups!.f!),
        expected: "a claim or a listed other period",
      });
    }
  }
  // One statement can match a general and a specific rule: report it once.
  const seen = new Set<string>();
  return {
    statements,
    findings: findings.filter((f) => {
      const key = `${f.claim === "unclaimed" ? "" : f.claim}|${f.statement}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  };
}
