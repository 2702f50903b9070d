import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import type { DealerRequirementInputs } from "#app/modules/leads/schema/dealer-questions.ts";
import type { ConceptStage } from "#app/modules/leads/schema/enquiry-schema.ts";

/** Question lists change rarely; a short cache keeps them off every submission's path. */
const CACHE_MS = 30_000;

function cached<T>(load: () => Promise<T>, now: () => number): () => Promise<T> {
  let value: { at: number; data: Promise<T> } | undefined;
  return () => {
    if (!value || now() - value.at > CACHE_MS) {
      const data = load();
      value = { at: now(), data };
      data.catch(() => (value = undefined));
    }
    return value.data;
  };
}

/** The dynamic questions of both forms, read from the database (data, not code). */
export function createQuestionStore(db: Kysely<Database>, now: () => number = Date.now) {
  return {
    enquiryStages: cached(async (): Promise<ConceptStage[]> => {
      const rows = await db
        .selectFrom("enquiry_stages")
        .select(["id", "parent_id", "title"])
        .where("active", "=", 1)
        .orderBy("sort_order")
        .orderBy("id")
        .execute();
      return rows
        .filter((r) => r.parent_id === null)
        .map((r) => {
          const options = rows
            .filter((o) => o.parent_id === r.id)
            .map((o) => ({ ch_stage_id: Number(o.id), ch_stage_title: o.title }));
          return {
            ch_stage_id: Number(r.id),
            ch_stage_title: r.title,
            ...(options.length > 0 ? { ch_sub: options } : {}),
          };
        });
    }, now),
    dealerInputs: cached(async (): Promise<DealerRequirementInputs> => {
      const rows = await db
        .selectFrom("dealer_requirement_inputs")
        .selectAll()
        .where("active", "=", 1)
        .orderBy("sort_order")
        .execute();
      return Object.fromEntries(
        rows.map((r) => [
          r.field_key,
          {
            dsri_id: Number(r.id),
            dsri_label_name: r.label_name,
            dsri_input_type: r.input_type,
            ...(r.options_json ? { options: JSON.parse(r.options_json) as string[] } : {}),
          },
        ]),
      );
    }, now),
  };
}

export type QuestionStore = ReturnType<typeof createQuestionStore>;
