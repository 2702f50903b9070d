import { z } from "zod";
import raw from "../../data/tariffs.json" with { type: "json" };

/**
 * The state tariff data of data/tariffs.json, validated when the build (or the server) loads it: a
 * content error stops the build with the file and the field named. Import this only from loaders and
 * build scripts; menus use app/content/tariff-states.ts, which does not carry the data.
 */
export const TARIFF_FILE = "data/tariffs.json";

export const SlabSchema = z.object({
  condition: z.string().trim().min(1),
  low: z.number().int().nonnegative(),
  high: z.number().int().positive().nullable(),
  /** Rupees per unit; null for a flat monthly charge, which the condition must then describe. */
  rate: z.number().nonnegative().max(100).nullable(),
});

const SourcedTableSchema = z.object({
  utility: z.string().trim().min(1),
  effective: z.string(),
  source_url: z.string(),
  slabs: z.array(SlabSchema),
  notes: z.string().optional(),
});

export const TariffSchema = SourcedTableSchema.extend({
  state: z.string().trim().min(1),
  slug: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  notes: z.string(),
  confidence: z.string().trim().min(1),
  spec_check: z.string().optional(),
  other_sources: z.array(SourcedTableSchema).optional(),
});

export const TariffFileSchema = z.array(TariffSchema).superRefine((entries, ctx) => {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (seen.has(entry.slug))
      ctx.addIssue({ code: "custom", path: [index, "slug"], message: `duplicate slug "${entry.slug}"` });
    seen.add(entry.slug);
    const tables = [
      { table: entry, path: [index] },
      ...(entry.other_sources ?? []).map((table, i) => ({ table, path: [index, "other_sources", i] })),
    ];
    for (const { table, path } of tables) {
      // Every figure has its source: a table with slabs names where and when it was published.
      if (table.slabs.length === 0) continue;
      if (!URL.canParse(table.source_url) || !/^https?:/.test(table.source_url))
        ctx.addIssue({ code: "custom", path: [...path, "source_url"], message: "figures need a source URL" });
      if (!table.effective.trim())
        ctx.addIssue({
          code: "custom",
          path: [...path, "effective"],
          message: "figures need an effective date",
        });
      table.slabs.forEach((slab, s) => {
        if (slab.rate === null && !/flat/i.test(slab.condition))
          ctx.addIssue({
            code: "custom",
            path: [...path, "slabs", s, "rate"],
            message: "a slab without a per-unit rate must describe its flat charge in the condition",
          });
        if (slab.high !== null && slab.high < slab.low)
          ctx.addIssue({ code: "custom", path: [...path, "slabs", s, "high"], message: "high is below low" });
      });
    }
  });
});

export type Slab = z.infer<typeof SlabSchema>;
export type Tariff = z.infer<typeof TariffSchema>;
export type SourcedTable = z.infer<typeof SourcedTableSchema>;

/** `data/tariffs.json: [3].slabs[1].rate: expected number, received string` for each problem. */
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

export function parseTariffs(data: unknown, file = TARIFF_FILE): Tariff[] {
  const result = TariffFileSchema.safeParse(data);
  if (!result.success) throw new Error(formatContentError(file, result.error));
  return result.data;
}

export const tariffs: readonly Tariff[] = parseTariffs(raw);

export function tariffBySlug(slug: string): Tariff | undefined {
  return tariffs.find((t) => t.slug === slug);
}

export type BillingPeriod = "month" | "two months" | "quarter";

/** The billing period a table's slabs count over, read from its conditions (Tamil Nadu bills every two months). */
export function billingPeriodOf(table: Pick<SourcedTable, "slabs">): BillingPeriod {
  const conditions = table.slabs.map((s) => s.condition).join(" ");
  if (/bi-?monthly|two months|2-month/i.test(conditions)) return "two months";
  if (/quarter/i.test(conditions)) return "quarter";
  return "month";
}

/**
 * Whether readers should be told the figures may be outdated: the date is not stated, or the newest
 * year it mentions is more than one year before `currentYear`.
 */
export function mayBeOutdated(effective: string, currentYear: number): boolean {
  const years = [...effective.matchAll(/\b(20\d\d)\b/g)].map((m) => Number(m[1]));
  if (years.length === 0) return true;
  return Math.max(...years) < currentYear - 1;
}
