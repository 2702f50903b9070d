/**
 * The marketing figures of the site, each stated once with where it comes from (docs/decisions/191).
 * Every page, blog article and language builds its sentences from `claimFigures`, so changing a value
 * here changes it everywhere; tests/integration/claims-scan.test.ts fails when a built page states a
 * figure for one of these claims that differs from the value here. `site.claims` is this object.
 *
 * `given` says whether the company has given the figure or the data it is worked out from; a claim it
 * has not given has no value, and pages say so instead of stating one (the warranty).
 */
export type Claim =
  | ({ given: true; basis: string } & Record<string, number | string | boolean>)
  | { given: false; basis: string };

export const claims = {
  roofLife: {
    years: 45,
    given: true,
    basis:
      "Technical specification record of Arka Integrated Solar Roof (/technical-specs/arka-integrated-solar-roof), " +
      "'Life Span of roof': 45 years. It is the life of the fibre-cement board, the roof itself.",
  },
  powerLife: {
    years: 25,
    given: true,
    basis:
      "Years the solar cells make electricity: every project on /portfolio with both figures has an " +
      "'Investment Pay Back Period' and a 'Balance Life of plant' that add up to 25 (Cyber Towers Bustop " +
      "3.6 + 21.4, Jaggatiyal Factory 5.2 + 19.8), and the same cells have a 25-year life in the Inroof " +
      "and Conventional specification records.",
  },
  payback: {
    fromYears: 3.6,
    toYears: 5.2,
    given: true,
    basis:
      "The shortest and the longest 'Investment Pay Back Period' of the projects on /portfolio (Cyber " +
      "Towers Bustop 3.6 years; Arka Factory and Jaggatiyal Factory 5.2 years). Pages state it as the " +
      "range of those projects, not as a promise for every roof.",
  },
  outputGain: {
    percent: 20,
    given: true,
    basis:
      "The company's figure: about 20% more energy than panels on a frame, because the cement base keeps " +
      "the cells cooler. No test report has been supplied.",
  },
  energyUseDown: {
    percent: 6,
    given: true,
    basis:
      "The company's figure: about 6% less energy used in the building, through reduced heat transfer. " +
      "No measurement has been supplied.",
  },
  coolerInside: {
    degreesC: 3,
    given: true,
    basis:
      "The company's figure: rooms under the roof up to 3 °C cooler. No measurement has been supplied; " +
      "the older '35-40% lower temperature' wording is not used.",
  },
  windRating: {
    kmph: 250,
    given: true,
    basis:
      "Technical specification record of Arka Integrated Solar Roof, 'Wind Speed': 200-250 kmph. Pages " +
      "state its upper end, 'up to 250 km/h'.",
  },
  fireResistance: {
    hours: 2,
    minutes: 51,
    fireClass: "A",
    given: true,
    basis:
      "The company's fire test figure, over 2 hours 51 minutes (the test report has not been supplied), " +
      "and fire class A from the technical specification record of Arka Integrated Solar Roof.",
  },
  leakProof: {
    percent: 100,
    given: true,
    basis:
      "Technical specification record of Arka Integrated Solar Roof, 'Leakage of Air, Water & Dust': " +
      "none, when installed to the company's specification.",
  },
  liveLoad: {
    kgPerSqFt: 300,
    given: true,
    basis: "The company's load figure (live load per sq ft). No test report has been supplied.",
  },
  deadLoad: {
    kgPerSqFt: 150,
    given: true,
    basis: "The company's load figure (dead load per sq ft). No test report has been supplied.",
  },
  capacity: {
    kw: 578,
    given: true,
    basis:
      "The sum of the capacities of the projects on /portfolio (275 + 200 + 40 + 30 + 25 + 8 kW; three of " +
      "them are marked as estimates there). The company has not given its total installed capacity.",
  },
  customers: {
    count: 200,
    given: true,
    basis: "The company's count of customers, shown as '200+'.",
  },
  monthlyUnits: {
    kw: 5,
    units: 600,
    given: true,
    basis:
      "The solar calculator's model (docs/decisions/140): 4 units per kW a day over a 30-day month, so a " +
      "5 kW system makes 600 units a month, the calculator's 'Output per month' for 5 kW.",
  },
  co2: {
    kw: 100,
    tonnesPerYear: 105,
    given: true,
    basis:
      "The solar calculator's model: 4 units per kW a day × 365 days × 0.716 kg CO2 per unit (Central " +
      "Electricity Authority, CO2 Baseline Database version 19.0, December 2023) = 104.5 tonnes, rounded.",
  },
  subsidyCap: {
    rupees: 78_000,
    given: true,
    basis:
      "PM Surya Ghar: Muft Bijli Yojana, MNRE operational guidelines of March 2024, as the calculator " +
      "applies them: ₹30,000 per kW for 2 kW and ₹18,000 for the third kW, at most ₹78,000 " +
      "(more in the special-category states).",
  },
  sunnyDays: {
    days: 300,
    given: true,
    basis: "The usual figure for most of India (about 300 sunny days a year), as the blog quotes it.",
  },
  peakSun: {
    fromHour: 11,
    toHour: 16,
    given: true,
    basis: "The usual most productive hours of a rooftop system in India, 11 am to 4 pm.",
  },
  cellShare: {
    percent: 23,
    given: true,
    basis: "The company's figure for the share of sunlight its cells turn into electricity (about 23%).",
  },
  warranty: {
    given: false,
    basis:
      "The company has not supplied its warranty terms. Pages never state a warranty period: they tell " +
      "the buyer to ask for the written warranty.",
  },
} as const satisfies Record<string, Claim>;

export type Claims = typeof claims;

/** When these figures and their bases were last checked; pages show it beside the bases (ISO date). */
export const claimsCheckedOn = "2026-11-27";

const figure = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/** 78000 → "78,000", 3.6 → "3.6": Indian grouping and Western digits in every language (docs/decisions/180). */
export function formatClaimNumber(value: number): string {
  return figure.format(value);
}

/** A 24-hour clock hour as "11 am" / "4 pm" (English; Hindi and Telugu write their own words around the number). */
function twelveHour(hour: number): number {
  return hour % 12 === 0 ? 12 : hour % 12;
}

/**
 * The figures as pages print them, the same in every language; the words around them (years, km/h,
 * "up to") belong to each language's sentence.
 */
export const claimFigures = {
  roofLifeYears: formatClaimNumber(claims.roofLife.years),
  powerLifeYears: formatClaimNumber(claims.powerLife.years),
  paybackFromYears: formatClaimNumber(claims.payback.fromYears),
  paybackToYears: formatClaimNumber(claims.payback.toYears),
  outputGainPercent: formatClaimNumber(claims.outputGain.percent),
  energyUseDownPercent: formatClaimNumber(claims.energyUseDown.percent),
  coolerInsideDegrees: formatClaimNumber(claims.coolerInside.degreesC),
  windKmph: formatClaimNumber(claims.windRating.kmph),
  fireHours: formatClaimNumber(claims.fireResistance.hours),
  fireMinutes: formatClaimNumber(claims.fireResistance.minutes),
  fireClass: claims.fireResistance.fireClass,
  leakProofPercent: formatClaimNumber(claims.leakProof.percent),
  liveLoadKg: formatClaimNumber(claims.liveLoad.kgPerSqFt),
  deadLoadKg: formatClaimNumber(claims.deadLoad.kgPerSqFt),
  capacityKw: formatClaimNumber(claims.capacity.kw),
  customers: `${formatClaimNumber(claims.customers.count)}+`,
  monthlyUnitsKw: formatClaimNumber(claims.monthlyUnits.kw),
  monthlyUnits: formatClaimNumber(claims.monthlyUnits.units),
  co2Kw: formatClaimNumber(claims.co2.kw),
  co2Tonnes: formatClaimNumber(claims.co2.tonnesPerYear),
  subsidyCapRupees: formatClaimNumber(claims.subsidyCap.rupees),
  sunnyDays: formatClaimNumber(claims.sunnyDays.days),
  peakSunFrom: formatClaimNumber(twelveHour(claims.peakSun.fromHour)),
  peakSunTo: formatClaimNumber(twelveHour(claims.peakSun.toHour)),
  cellSharePercent: formatClaimNumber(claims.cellShare.percent),
} as const;
