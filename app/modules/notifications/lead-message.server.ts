import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

export type LeadMessage = {
  kind: "enquiry" | "dealer";
  id: number;
  subject: string;
  text: string;
  /** The lead as JSON for a webhook; consumers de-duplicate on `kind` + `id` (checklist DUR-5). */
  payload: Record<string, unknown>;
};

type Answer = { id: string | number; title: string; answer: string };

/** Reads a stored lead and writes the sales team's message for it. Undefined when the row is gone. */
export async function leadMessage(
  db: Kysely<Database>,
  kind: "enquiry" | "dealer",
  id: number,
): Promise<LeadMessage | undefined> {
  if (kind === "enquiry") {
    const row = await db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return undefined;
    const answers = JSON.parse(row.requirements_json) as Answer[];
    const lines = [
      `Name: ${row.name}`,
      `Email: ${row.email}`,
      `Mobile: ${row.phone}`,
      `Location: ${row.city}, ${row.district}, ${row.state} ${row.pincode}`,
      `Zone: ${row.zonal_name || "-"}`,
      `Campaign: ${row.campaign_id}   Source: ${row.source}`,
      ...answers.map((a) => `${a.title}: ${a.answer}`),
      ...estimateLines(row.calculator_estimate),
      `Received: ${new Date(Number(row.created_at)).toISOString()}`,
    ];
    return {
      kind,
      id,
      subject: `New enquiry #${id} from ${row.name} (${row.state})`,
      text: `${lines.join("\n")}\n`,
      payload: {
        kind,
        ...row,
        id,
        requirements: answers,
        requirements_json: undefined,
        calculator_estimate: row.calculator_estimate ? JSON.parse(row.calculator_estimate) : null,
        client_ip: undefined,
      },
    };
  }
  const row = await db.selectFrom("dealer_applications").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const answers = JSON.parse(row.requirements_json) as Answer[];
  const lines = [
    `Name: ${row.first_name} ${row.last_name}`,
    `Email: ${row.email}`,
    `Mobile: ${row.phone} ${
      Number(row.phone_verified) === 1
        ? "(verified by OTP)"
        : "(NOT verified: our SMS service was down when they applied; confirm the number when you call)"
    }`,
    `Address: ${row.street}, ${row.city}, ${row.district}, ${row.state} ${row.pincode}, ${row.country}`,
    ...answers.map((a) => `${a.title}: ${a.answer}`),
    `Received: ${new Date(Number(row.created_at)).toISOString()}`,
  ];
  return {
    kind,
    id,
    subject: `New partner application #${id} from ${row.first_name} ${row.last_name} (${row.state})`,
    text: `${lines.join("\n")}\n`,
    payload: { kind, ...row, id, requirements: answers, requirements_json: undefined, client_ip: undefined },
  };
}

/** The attached calculator estimate, as the visitor saw it, for the sales e-mail. */
function estimateLines(stored: string | null): string[] {
  if (!stored) return [];
  const { text } = JSON.parse(stored) as { text: string };
  return ["", "Solar calculator estimate attached by the visitor:", text, ""];
}
