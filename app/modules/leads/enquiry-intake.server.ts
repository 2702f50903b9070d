import { leadEstimateFromParam } from "#app/modules/calculator/estimate-summary.server.ts";
import type { ApiResult } from "./api-result.ts";
import { validateEnquiry, type ConceptStage, type Enquiry } from "./enquiry-schema.ts";
import {
  runLeadPipeline,
  type LeadSpec,
  type LeadSubmission,
  type PipelineDeps,
} from "./lead-pipeline.server.ts";
import type { QuestionStore } from "./questions.server.ts";

export const ENQUIRY_SUCCESS = "Enquiry submitted successfully";

/** Answers as asked: each question's id and title at the time, beside the answer (issue 3). */
export function answersAsAsked(stages: readonly ConceptStage[], answers: Record<string, string>) {
  return stages.map((s) => ({
    id: s.ch_stage_id,
    title: s.ch_stage_title,
    answer: answers[String(s.ch_stage_id)] ?? "",
  }));
}

export function createEnquiryIntake(deps: PipelineDeps, questions: QuestionStore) {
  return async function submitEnquiry(submission: LeadSubmission): Promise<ApiResult> {
    const stages = await questions.enquiryStages();
    const spec: LeadSpec<Enquiry> = {
      kind: "enquiry",
      table: "enquiries",
      successMessage: ENQUIRY_SUCCESS,
      idField: "enquiry_id",
      dataStatus: true,
      validate: async (fields) => validateEnquiry(fields, stages),
      phoneOf: (v) => v.phone_number,
      emailOf: (v) => v.email,
      row: (v, fields, common) => ({
        ...common,
        name: v.name,
        email: v.email,
        phone: v.phone_number,
        state: v.state,
        district: v.district,
        city: v.city,
        pincode: v.pincode,
        category: v.category,
        campaign_id: v.campaign_id,
        source: v.source,
        zonal_name: v.zonal_name,
        requirements_json: JSON.stringify(answersAsAsked(stages, v.enquiry_requirements)),
        calculator_estimate: attachedEstimate(fields),
      }),
    };
    return runLeadPipeline(deps, spec, submission);
  };
}

/**
 * The calculator estimate posted in the optional `estimate` field (the calculator's query string),
 * recomputed here so a visitor cannot put figures of their own into a lead. Null when absent or junk.
 */
function attachedEstimate(fields: Record<string, unknown>): string | null {
  const param = typeof fields.estimate === "string" ? fields.estimate.slice(0, 1000) : null;
  const summary = leadEstimateFromParam(param);
  return summary ? JSON.stringify({ path: summary.path, text: summary.text, data: summary.data }) : null;
}
