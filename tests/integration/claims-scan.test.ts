/**
 * One figure per claim (docs/decisions/191): every page of the built site, in every language, states each
 * marketing figure only with its value in app/content/claims.ts. Reads the prerendered pages under
 * build/client and renders the per-request pages through the built server; skipped on a checkout
 * without a build (scripts/test-all.sh builds first).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { readEnv } from "#server/env.ts";
import { contentPaths, inEveryLanguage, serverRenderedPaths } from "#app/content/prerender-paths.ts";
import { memoryLogger } from "#app/platform/observability/logger.server.ts";
import { createAppServices } from "#app/services.server.ts";
import { LOCALES, localeFromPath, type Locale } from "#app/i18n/locales.ts";
import { articles } from "#app/content/blog/articles.ts";
import { claims } from "#app/content/claims.ts";
import { landingFor } from "#app/content/landing.ts";
import {
  aboutFor,
  homeFor,
  newsFor,
  portfolioStatsFor,
  projectsFor,
  videosFor,
} from "#app/content/home-pages.ts";
import { productCatalogueFor } from "#app/content/products.ts";
import { siteTextFor } from "#app/content/site-text.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { TEST_LEAD_CONFIG } from "#tests/support/lead-api.ts";
import { listenOnLoopback, type Listening } from "#tests/support/listen.ts";
import {
  type ClaimKey,
  exemptSections,
  type Finding,
  pageText,
  scanText,
} from "#tests/support/claim-scan.ts";

const clientDir = path.resolve("build/client");
const BUILT = fs.existsSync(path.resolve("build/server/index.js")) && fs.existsSync(clientDir);

const findingsOf = (text: string) => scanText(text).findings;
const claimsOf = (findings: Finding[]) => findings.map((f) => f.claim);

describe("the claim scan", () => {
  // Statements the site made before the claims had one home, word for word: each must be caught.
  it.each([
    ["roofLife", "A roof that lasts over 50 years"],
    ["roofLife", "Lifespan over 50 years"],
    ["roofLife", "Over the long run, the company expects an Arka roof to last 35 years."],
    ["roofLife", "with the company expecting a life of 35 to 45 years for the cement base"],
    ["roofLife", "the rest of the roof's life, which the company estimates at 35 years or more."],
    ["payback", "Arka can pay for itself in as little as 2.5 years, and it keeps working"],
    ["payback", "Cut your electricity bill and pay the roof back in as little as 2.5 years."],
    ["payback", "Payback\nAs low as 2.5 years"],
    ["payback", "a rooftop system can pay back its cost in roughly 5 to 6 years."],
    ["payback", "Arka's figures put the payback of its roofs at as little as about 2.5 to 3.5 years"],
    ["payback", "a system that typically pays for itself in about three and a half years."],
    ["payback", "ऐसा सिस्टम जो आम तौर पर लगभग साढ़े तीन साल में अपनी लागत निकाल लेता है।"],
    ["payback", "సాధారణంగా సుమారు మూడున్నర ఏళ్లలో తన ఖర్చు తానే తిరిగి తెచ్చే సిస్టమ్."],
    ["payback", "Arka सिर्फ़ 2.5 साल में अपनी कीमत वसूल कर सकती है"],
    ["payback", "పెట్టుబడి తిరిగి వచ్చే కాలం\nకేవలం 2.5 ఏళ్లలోనే"],
    ["outputGain", "Up to 40% more power than panels on a frame"],
    ["outputGain", "फ्रेम पर लगे पैनलों से 40% तक ज़्यादा बिजली"],
    ["outputGain", "40% వరకు ఎక్కువ కరెంటు"],
    ["windRating", "rated for winds of 255 kmph and 100% leak-proof."],
    ["windRating", "255 किमी/घंटा तक की हवा के लिए रेटेड"],
    ["windRating", "గంటకు 255 కి.మీ. గాలులకు రేటింగ్"],
    ["fireResistance", "Fire resistant for over 2.5 hours"],
    ["fireResistance", "2.5 घंटे से ज़्यादा आग से सुरक्षा"],
    ["fireResistance", "2.5 గంటలకు పైగా అగ్ని నిరోధకత"],
    ["capacity", "11KW Total capacity"],
    ["capacity", "11KW कुल क्षमता"],
    ["coolerInside", "Interior temperature lower by 35-40%"],
    ["warranty", "backed by a 25-year performance warranty"],
    ["warranty", "the warranty covers 10 years"],
    ["monthlyUnits", "By Arka's figures a 5 kW system produces about 560 units a month."],
    ["co2", "a 100 kW solar installation offsets about 120 tonnes of CO2 a year"],
    ["subsidyCap", "central subsidies of up to about ₹78,000–80,000 for a typical home system"],
    ["unclaimed", "A rooftop plant reduces that fixed cost for the next 35 years and more."],
    // Wordings a future edit might use.
    ["warranty", "Every roof is guaranteed for 25 years."],
    ["roofLife", "A 30-year lifespan, twice that of a sheet roof."],
    ["payback", "Most homes recover the investment in 2 years."],
    ["payback", "It pays back in 3 years."],
    ["outputGain", "The roof produces up to 30% more than panels on a frame."],
    ["outputGain", "Cells that are 25% more efficient."],
    ["customers", "Over 500 happy customers"],
    ["capacity", "An installed capacity of 1.2 MW across India"],
    ["coolerInside", "Rooms stay 5 degrees cooler."],
    ["windRating", "Tested in winds of 160 mph."],
    ["fireResistance", "Fire resistance: 3 hours."],
    ["liveLoad", "हर वर्ग फुट पर 250 किलो के लाइव लोड के लिए"],
    ["powerLife", "సెల్స్ నుంచి 30 ఏళ్ల పాటు కరెంటు"],
    ["warranty", "10 साल की वारंटी"],
  ] as [ClaimKey | "unclaimed", string][])("catches %s in %j", (claim, text) => {
    expect(claimsOf(findingsOf(text))).toContain(claim);
  });

  it.each([
    `Arka's roof lasts ${claims.roofLife.years} years and makes electricity for ${claims.powerLife.years} years.`,
    `The projects we list paid for themselves in ${claims.payback.fromYears} to ${claims.payback.toYears} years.`,
    `About ${claims.outputGain.percent}% more power than panels on a frame.`,
    `Rated for winds up to ${claims.windRating.kmph} km/h.`,
    `Fire resistant for over ${claims.fireResistance.hours} hours ${claims.fireResistance.minutes} minutes.`,
    `${claims.capacity.kw} kW Total capacity`,
    "Ask for the written warranty for both the roof and the electricity output.",
    "anonymised 24 months (2 years) after its last activity",
    `${claims.roofLife.years} साल तक चलने वाली छत`,
    `${claims.payback.fromYears} से ${claims.payback.toYears} साल में अपनी लागत वसूल`,
    `${claims.payback.fromYears} నుండి ${claims.payback.toYears} ఏళ్లలో తన ఖర్చును తిరిగి తెచ్చుకుంది`,
  ])("accepts the configured figures: %j", (text) => {
    expect(findingsOf(text)).toEqual([]);
  });
});

/** Every string in a piece of content, picture files and ids aside. */
function strings(value: unknown, key = ""): string[] {
  if (typeof value === "string")
    return ["src", "slug", "type", "youtubeId", "kind"].includes(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
}

/** The words of the content pages in `locale`, product specification tables aside (as on the pages). */
function contentStrings(locale: Locale): string[] {
  return [
    landingFor(locale),
    homeFor(locale),
    aboutFor(locale),
    projectsFor(locale),
    portfolioStatsFor(locale),
    newsFor(locale),
    videosFor(locale),
    siteTextFor(locale),
    productCatalogueFor(locale).map((product) => product.story),
    locale === "en" ? articles : [],
  ].flatMap((content) => strings(content));
}

describe("the words a page shows only once it has loaded", () => {
  // A carousel's later slides and a project's dialog are not in the built HTML (docs/decisions/123):
  // the content they come from is scanned in every language instead.
  it.each(LOCALES)("%s: states each marketing figure only with its configured value", (locale) => {
    // One text, in the pages' order, so a label and its value are read together as on the page.
    const found = findingsOf(contentStrings(locale).join("\n"));
    expect(found).toEqual([]);
  });
});

/** Every claim with a value is stated somewhere in each of these languages (the blog is English only). */
const STATED_IN: Partial<Record<ClaimKey, readonly Locale[]>> = {
  roofLife: LOCALES,
  powerLife: LOCALES,
  payback: LOCALES,
  outputGain: LOCALES,
  energyUseDown: LOCALES,
  coolerInside: LOCALES,
  windRating: LOCALES,
  fireResistance: LOCALES,
  leakProof: LOCALES,
  liveLoad: LOCALES,
  capacity: LOCALES,
  customers: LOCALES,
  deadLoad: ["en"],
  monthlyUnits: ["en"],
  co2: ["en"],
  subsidyCap: ["en"],
  sunnyDays: ["en"],
  peakSun: ["en"],
  cellShare: ["en"],
};

describe.skipIf(!BUILT)("every page of the built site", () => {
  let database: TestDatabase;
  let served: Listening;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    for (const pagePath of contentPaths()) {
      const file = path.join(clientDir, pagePath === "/" ? "" : pagePath, "index.html");
      pages.set(pagePath, fs.readFileSync(file, "utf8"));
    }
    database = await createTestDatabase("sqlite");
    const { services } = await createAppServices({
      database,
      config: TEST_LEAD_CONFIG,
      logger: memoryLogger(),
    });
    served = await listenOnLoopback(await createApp({ env: readEnv({}), services }));
    for (const pagePath of [
      ...serverRenderedPaths,
      ...inEveryLanguage(["/request-callback", "/no-such-page"]),
    ]) {
      const response = await fetch(`${served.url}${pagePath}`);
      pages.set(pagePath, await response.text());
    }
  }, 120_000);
  afterAll(async () => {
    await served?.close();
    await database?.drop();
  });

  type Scanned = { pagePath: string; text: string; exempted: string[] } & ReturnType<typeof scanText>;
  let results: Scanned[] | undefined;
  /** Every page scanned once, for the three checks below. */
  const scanned = () =>
    (results ??= [...pages].map(([pagePath, html]) => {
      const { text, exempted } = pageText(html, pagePath);
      return { pagePath, text, exempted, ...scanText(text, pagePath) };
    }));

  it("states each marketing figure only with its configured value", () => {
    const wrong = scanned().flatMap(({ pagePath, findings }) =>
      findings.map(
        (f) =>
          `${pagePath} [${f.claim}] "${f.statement}": ${JSON.stringify(f.figures)}, expected ${JSON.stringify(f.expected)}`,
      ),
    );
    expect(pages.size).toBeGreaterThan(200);
    expect(wrong).toEqual([]);
  });

  it("finds every claim in every language that states it, and the warranty only as a question to ask", () => {
    const results = scanned();
    for (const [claim, locales] of Object.entries(STATED_IN)) {
      for (const locale of locales) {
        const inLanguage = results.filter(({ pagePath }) => localeFromPath(pagePath) === locale);
        const found = inLanguage.flatMap((r) => r.statements).filter((s) => s.claim === claim && s.ok);
        expect(found.length, `${claim} stated in ${locale}`).toBeGreaterThan(0);
      }
    }
    for (const locale of LOCALES) {
      const ask = catalogueFor(locale).home.claims.warrantyAsk;
      const prefix = locale === "en" ? "" : `/${locale}`;
      for (const pagePath of [`${prefix}/about`, `${prefix}/integrated-solar-roof`]) {
        expect(pageText(pages.get(pagePath)!, pagePath).text, pagePath).toContain(ask);
      }
    }
  });

  it("leaves out only the sections it lists, and each still exists", () => {
    const used = new Set(scanned().flatMap((r) => r.exempted));
    expect([...used].sort()).toEqual(exemptSections.map((s) => s.name).sort());
  });
});
