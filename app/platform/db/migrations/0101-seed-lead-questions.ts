import type { Kysely } from "kysely";
import type { DialectMigration } from "./dialect-migration.ts";

/**
 * The first set of dynamic questions (data, not code: edit the rows to change the forms). Dropdown
 * options of an enquiry question are its child stages.
 */
const DEALER_INPUTS = [
  {
    key: "business_type",
    label: "Business Type",
    type: "select",
    options: [
      "Solar installer / EPC",
      "Roofing contractor",
      "Building materials dealer",
      "Electrical contractor",
      "Distributor",
      "Other",
    ],
  },
  {
    key: "years_in_business",
    label: "Years in Business",
    type: "select",
    options: ["Less than 1 year", "1 to 3 years", "3 to 5 years", "5 to 10 years", "More than 10 years"],
  },
  {
    key: "investment_capacity",
    label: "Investment Capacity",
    type: "select",
    options: ["Up to ₹5 lakh", "₹5 to 10 lakh", "₹10 to 25 lakh", "₹25 to 50 lakh", "Above ₹50 lakh"],
  },
  { key: "showroom_available", label: "Showroom Available", type: "select", options: ["Yes", "No"] },
  { key: "gst_number", label: "GST Number", type: "text", options: null },
] as const;

const ENQUIRY_STAGES = [
  { id: 1, title: "Property Type", options: ["Residential", "Commercial", "Industrial", "Institutional"] },
  {
    id: 2,
    title: "Product Interest",
    options: ["Integrated Solar Roof", "Inroof Solar", "Conventional Solar Module", "Not sure yet"],
  },
  {
    id: 3,
    title: "Roof Area",
    options: [
      "Up to 500 sq ft",
      "500 to 1,000 sq ft",
      "1,000 to 5,000 sq ft",
      "5,000 to 20,000 sq ft",
      "Above 20,000 sq ft",
    ],
  },
  {
    id: 4,
    title: "Timeline",
    options: ["Within 1 month", "1 to 3 months", "3 to 6 months", "Just exploring"],
  },
] as const;

export const seedLeadQuestions: DialectMigration = {
  up: async (database: Kysely<unknown>) => {
    const db = database as Kysely<{
      dealer_requirement_inputs: {
        id: number;
        field_key: string;
        label_name: string;
        input_type: string;
        options_json: string | null;
        sort_order: number;
      };
      enquiry_stages: { id: number; parent_id: number | null; title: string; sort_order: number };
    }>;
    await db
      .insertInto("dealer_requirement_inputs")
      .values(
        DEALER_INPUTS.map((input, index) => ({
          id: index + 1,
          field_key: input.key,
          label_name: input.label,
          input_type: input.type,
          options_json: input.options ? JSON.stringify(input.options) : null,
          sort_order: index + 1,
        })),
      )
      .execute();
    await db
      .insertInto("enquiry_stages")
      .values(
        ENQUIRY_STAGES.map((s, index) => ({
          id: s.id,
          parent_id: null,
          title: s.title,
          sort_order: index + 1,
        })),
      )
      .execute();
    await db
      .insertInto("enquiry_stages")
      .values(
        ENQUIRY_STAGES.flatMap((s) =>
          s.options.map((title, index) => ({
            id: s.id * 100 + index + 1,
            parent_id: s.id,
            title,
            sort_order: index + 1,
          })),
        ),
      )
      .execute();
  },
};
