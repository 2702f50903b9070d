import { z } from "zod";
import raw from "../../data/tariffs.json" with { type: "json" };
import { addDays, endOfFinancialYear, isIsoDate } from "./review-dates.ts";

/**
 * The state tariff pages' content (data/tariffs.json), validated when the build (or the server) loads it: a
 * content error stops the build with the file and the field named. Import this only from loaders and
 * build scripts; menus use app/content/tariff-states.ts, which does not carry the data.
 *
 * The file is written for buyers (docs/decisions/117-tariffs-as-of-today.md): each state's tables, newest
 * first, with the supplier, date, order and source of each, and notes in plain words. The researchers'
 * files it was built from stay unchanged in data/raw/ (tariffs.json, tariffs-updates-2025.json,
 * tariffs-updates-2026.json, and the checks of docs/decisions/190), and a data test checks every rate here
 * against them. Each state says when it was last checked and by when it must be checked again (190).
 */
export const TARIFF_FILE = "data/tariffs.json";

/** Words that belong in a researcher's notes, not on a buyer's page ("Confidence: medium", "excerpt read"). */
const RESEARCH_WORDS =
  /\b(confidence|excerpt|not stated|as stated by|verify|garbled|cut off|not recorded|TODO)\b|conflict:|\?\?/i;
/** A word typed twice ("come from From 1 Nov 2021"). */
const REPEATED_WORD = /\b([a-z]+) \1\b/i;

const BuyerText = z
  .string()
  .trim()
  .min(1)
  .refine((text) => !RESEARCH_WORDS.test(text), "reads like a research note: write it for a buyer")
  .refine((text) => !REPEATED_WORD.test(text), "repeats a word");

const HttpUrl = z.string().refine((url) => URL.canParse(url) && /^https?:/.test(url), "needs an http(s) URL");

export const SourceSchema = z.object({
  url: HttpUrl,
  /** Who published it and when, as a buyer would recognise it: "Lokmat Times, 30 Jun 2025". */
  name: BuyerText,
  /**
   * A third-party bill-calculator site, cited only where no regulator's, utility's or news page with the
   * same figures was found: the page says so beside the link (docs/decisions/190).
   */
  calculator: z.boolean().default(false),
});

export const SlabSchema = z.object({
  condition: BuyerText,
  low: z.number().int().nonnegative(),
  high: z.number().int().positive().nullable(),
  /** Rupees per unit; null for a flat monthly charge, which the condition must then describe. */
  rate: z.number().nonnegative().max(100).nullable(),
  /**
   * False for a category other than the ordinary home (BPL, life line, rural, large loads): the page shows
   * it, the calculator's bill-to-units estimate leaves it out.
   */
  standard: z.boolean().default(true),
  /** A doubt about this row, shown with it ("another report gives ₹ 11.10"). */
  note: BuyerText.optional(),
  /** Where this row's figure comes from, when not from its table's source (Rajasthan's carried-over slabs). */
  source: SourceSchema.optional(),
});

export const TableKinds = ["current", "alternative", "earlier"] as const;

export const TariffTableSchema = z.object({
  /**
   * current: the newest tariff, which the page leads with and the calculator uses (one per state);
   * alternative: in force at the same time (another supplier, another report of the same order, the tariff
   * before a State subsidy); earlier: an earlier tariff, listed below.
   */
  kind: z.enum(TableKinds),
  heading: BuyerText,
  utility: BuyerText,
  /** When the figures apply, as a buyer reads it: "From 1 Jul 2025 (FY 2025-26)", or "Undated". */
  effective: BuyerText,
  /** The regulator's order that set them, where known: "MERC order of 25 Jun 2025". */
  order: BuyerText.optional(),
  /** The latest year a source shows these figures in force; null when the source is undated. */
  last_known_year: z.number().int().min(2000).max(2100).nullable(),
  source: SourceSchema,
  /** The period the slabs count units over: Tamil Nadu bills every two months, WBSEDCL every quarter. */
  period: z.enum(["month", "two months", "quarter"]),
  /** The regulator's tariff, before the State pays part of it (Bihar, Delhi, Jharkhand, Himachal). */
  before_subsidy: z.boolean().default(false),
  note: BuyerText.optional(),
  slabs: z.array(SlabSchema).min(1),
});

const NoteSchema = z.object({
  text: BuyerText,
  /** Optional only for well-known schemes no page we could open describes (Gruha Jyothi). */
  source: SourceSchema.optional(),
});

/** A State scheme that makes some units free or cheaper, shown beside the slabs, never instead of them. */
const FreeUnitsSchema = z.object({
  text: BuyerText,
  source: SourceSchema,
});

export const CaveatKinds = ["partial", "superseded", "disputed", "conflict", "outdated"] as const;

const CaveatSchema = z.object({
  /** partial: some slabs missing; superseded: a newer order without published slabs; disputed/conflict: sources differ. */
  kind: z.enum(CaveatKinds),
  text: BuyerText,
  source: SourceSchema.optional(),
});

const StatusSchema = z.object({
  /** "Unchanged for FY 2025-26": what the regulator last said about this tariff. */
  text: BuyerText,
  detail: BuyerText,
  source: SourceSchema,
});

const IsoDate = z.string().refine(isIsoDate, "needs a date written YYYY-MM-DD");

export const StateTariffSchema = z.object({
  /** The researchers' name for the region ("West Bengal (Kolkata)"); pages show app/content/tariff-states.ts's. */
  state: z.string().trim().min(1),
  slug: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  /** When the page's figures were last checked against their sources and for a newer order. */
  checked_on: IsoDate,
  /** By when they must be checked again: at the latest the date `latestReviewBy` allows (decision 190). */
  review_by: IsoDate,
  status: StatusSchema.optional(),
  caveats: z.array(CaveatSchema),
  /** Free-unit schemes (Gruha Jyothi, Delhi's 200 units), shown next to the current table. */
  free_units: z.array(FreeUnitsSchema).default([]),
  notes: z.array(NoteSchema),
  tables: z.array(TariffTableSchema),
});

function checkTable(
  table: z.infer<typeof TariffTableSchema>,
  path: (string | number)[],
  ctx: z.RefinementCtx,
) {
  table.slabs.forEach((slab, s) => {
    const at = [...path, "slabs", s];
    if (slab.rate === null && !/flat/i.test(slab.condition))
      ctx.addIssue({
        code: "custom",
        path: [...at, "rate"],
        message: "a slab without a per-unit rate must describe its flat charge in the condition",
      });
    if (slab.rate === 0 && !/free/i.test(slab.condition))
      ctx.addIssue({
        code: "custom",
        path: [...at, "rate"],
        message: "a rate of 0 must say the units are free",
      });
    if (slab.high !== null && slab.high < slab.low)
      ctx.addIssue({ code: "custom", path: [...at, "high"], message: "high is below low" });
  });
}

export const TariffFileSchema = z.array(StateTariffSchema).superRefine((entries, ctx) => {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (seen.has(entry.slug))
      ctx.addIssue({ code: "custom", path: [index, "slug"], message: `duplicate slug "${entry.slug}"` });
    seen.add(entry.slug);
    const kinds = entry.tables.map((t) => t.kind);
    // The page leads with the newest tariff: current first, then what applies beside it, then earlier ones.
    const rank = { current: 0, alternative: 1, earlier: 2 };
    if (kinds.length > 0 && kinds[0] !== "current")
      ctx.addIssue({
        code: "custom",
        path: [index, "tables", 0, "kind"],
        message: "the first table must be current",
      });
    if (kinds.filter((k) => k === "current").length > 1)
      ctx.addIssue({ code: "custom", path: [index, "tables"], message: "only one table can be current" });
    kinds.forEach((kind, t) => {
      if (t > 0 && rank[kind] < rank[kinds[t - 1]!])
        ctx.addIssue({
          code: "custom",
          path: [index, "tables", t, "kind"],
          message: "tables go current, alternative, earlier",
        });
    });
    entry.tables.forEach((table, t) => checkTable(table, [index, "tables", t], ctx));
    if (entry.review_by <= entry.checked_on)
      ctx.addIssue({ code: "custom", path: [index, "review_by"], message: "must be after checked_on" });
    else if (entry.review_by > latestReviewBy(entry))
      ctx.addIssue({
        code: "custom",
        path: [index, "review_by"],
        message: `must be ${latestReviewBy(entry)} or sooner (docs/decisions/190)`,
      });
    if (entry.tables[0] && !entry.tables[0].slabs.some((s) => s.standard && s.rate !== null))
      ctx.addIssue({
        code: "custom",
        path: [index, "tables", 0, "slabs"],
        message: "the current table needs a per-unit rate for an ordinary home",
      });
  });
});

export type Source = z.infer<typeof SourceSchema>;
export type FreeUnits = z.infer<typeof FreeUnitsSchema>;
export type Slab = z.infer<typeof SlabSchema>;
export type TariffTable = z.infer<typeof TariffTableSchema>;
export type StateTariff = z.infer<typeof StateTariffSchema>;
export type BillingPeriod = TariffTable["period"];

/** `data/tariffs.json: [3].tables[0].slabs[1].rate: expected number, received string` for each problem. */
export function formatContentError(file: string, error: z.ZodError): string {
  const lines = error.issues.map((issue) => {
    const field = issue.path
      .map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`))
      .join("")
      .replace(/^\./, "");
    return `${file}: ${field || "(root)"}: ${issue.message}`;
  });
  return `Content error in ${file}:\n${lines.join("\n")}`;
}

export function parseTariffs(data: unknown, file = TARIFF_FILE): StateTariff[] {
  const result = TariffFileSchema.safeParse(data);
  if (!result.success) throw new Error(formatContentError(file, result.error));
  return result.data;
}

/** The table a state's page leads with and the calculator uses; undefined where no figures were found. */
export function currentTable(tariff: Pick<StateTariff, "tables">): TariffTable | undefined {
  return tariff.tables.find((t) => t.kind === "current");
}

/**
 * Whether readers should be told the figures may be outdated: the source is undated, or the last year it
 * shows them in force is more than one year before `currentYear`.
 */
export function mayBeOutdated(lastKnownYear: number | null, currentYear: number): boolean {
  return lastKnownYear === null || lastKnownYear < currentYear - 1;
}

/**
 * The oldest financial year whose order still counts as current (docs/decisions/190): FY 2025-26, the
 * newest year most regulators' published figures reach in the sources found.
 */
export const CURRENT_FROM_FY = 2025;
/** Days an incomplete or out-of-date page may wait for its next check (decision 190). */
export const STALE_REVIEW_DAYS = 30;

/** Caveats that say the figures shown are incomplete or older than the regulator's newest order. */
const STALE_CAVEATS = new Set<string>(["partial", "superseded", "outdated"]);

type Dated = Pick<StateTariff, "status" | "caveats" | "tables">;

/** The first year of the newest "FY 2025-26" in `text`; null when it names none. */
function newestFinancialYear(text: string | undefined): number | null {
  const years = [...(text ?? "").matchAll(/FY (\d{4})-\d{2}/g)].map((m) => Number(m[1]));
  return years.length > 0 ? Math.max(...years) : null;
}

/** A status of the form "Unchanged for FY 2025-26" whose detail dates the regulator's word. */
function datedUnchangedYear(status: StateTariff["status"]): number | null {
  if (!status || !/^Unchanged for FY/.test(status.text)) return null;
  if (!/\b\d{1,2} [A-Z][a-z]{2} \d{4}\b/.test(status.detail)) return null;
  return newestFinancialYear(status.text);
}

/**
 * The newest financial year the page's lead is shown to hold for: from the current table's dates and order,
 * or from a dated "Unchanged for FY …" status. Null when the page names no financial year.
 */
export function leadFinancialYear(tariff: Dated): number | null {
  const current = currentTable(tariff);
  const years = [
    newestFinancialYear(current?.effective),
    newestFinancialYear(current?.order),
    datedUnchangedYear(tariff.status),
  ].filter((year): year is number => year !== null);
  return years.length > 0 ? Math.max(...years) : null;
}

/** The page shows an order of FY 2025-26 or later, or a dated "unchanged for FY 2025-26" (decision 190). */
export function showsCurrentOrder(tariff: Dated): boolean {
  return (leadFinancialYear(tariff) ?? 0) >= CURRENT_FROM_FY;
}

/** Current, and complete: no caveat says slabs are missing or a newer order's figures are not shown. */
export function isUpToDate(tariff: Dated): boolean {
  return showsCurrentOrder(tariff) && !tariff.caveats.some((c) => STALE_CAVEATS.has(c.kind));
}

/**
 * The latest review-by date the rule of decision 190 allows: the end of the financial year in which the
 * page was checked, when its figures are up to date (regulators' new orders take effect in April); 30 days
 * after the check otherwise, since a newer order or missing slabs are known to exist.
 */
export function latestReviewBy(tariff: Dated & Pick<StateTariff, "checked_on">): string {
  return isUpToDate(tariff)
    ? endOfFinancialYear(tariff.checked_on)
    : addDays(tariff.checked_on, STALE_REVIEW_DAYS);
}

// Last: parsing runs the rules above, which must be defined first.
export const tariffs: readonly StateTariff[] = parseTariffs(raw);

export function tariffBySlug(slug: string): StateTariff | undefined {
  return tariffs.find((t) => t.slug === slug);
}
