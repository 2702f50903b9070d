/*
 * The partner application's dynamic questions, as the question store reads them from the database
 * (intake/questions.server.ts). Here, beside the enquiry's, so the lead module reads both without
 * importing the dealers module above it (docs/decisions/206).
 */
/**
 * A dynamic dealer field (docs/decisions/200, Forms): 'select' renders a dropdown of `options`, any other
 * type a text box. The list arrives as an object keyed by field name.
 */
export type DealerRequirementInput = {
  dsri_id: number;
  dsri_label_name: string;
  dsri_input_type: string;
  options?: string[];
};
export type DealerRequirementInputs = Record<string, DealerRequirementInput>;
