import { estimateSummaryFromParam, type EstimateSummary } from "./estimate-summary.ts";
import { calculatorRegions } from "./regions.server.ts";

/** The lead's estimate from the contact page's `estimate` parameter (see estimate-summary.ts). */
export function leadEstimateFromParam(param: string | null | undefined): EstimateSummary | null {
  return estimateSummaryFromParam(param, calculatorRegions);
}
