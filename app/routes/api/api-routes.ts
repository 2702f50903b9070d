import { site } from "../../content/site.ts";

const product = site.productKey;

/**
 * The specification's JSON URLs (docs/decisions/100), each a resource route over the same intake as the
 * forms (docs/decisions/201). One list: app/routes.ts registers it, and server/api-routes.ts serves it
 * alone for the API-only server (benchmark, crash and cluster tests), which runs without a build.
 * Relative imports: app/routes.ts reads this file before the package's import map applies.
 */
export const API_ROUTES = [
  {
    path: `api/${product}/conceptHierarchy/list/enquiryrequirements`,
    file: "routes/api/enquiry-questions.ts",
  },
  {
    path: `api/${product}/dealers/subscription/requirement/inputs/list`,
    file: "routes/api/dealer-inputs.ts",
  },
  { path: `api/${product}/enquiries/create`, file: "routes/api/enquiry-create.ts" },
  { path: `api/${product}/dealers/subscription/create`, file: "routes/api/dealer-create.ts" },
  { path: `api/${product}/callbacks/create`, file: "routes/api/callback-create.ts" },
  { path: "api/communication/sms/send/otp", file: "routes/api/otp-send.ts" },
  { path: "api/communication/sms/verify/otp", file: "routes/api/otp-verify.ts" },
  { path: "api/communication/bot-check/challenge", file: "routes/api/bot-check-challenge.ts" },
  { path: "api/forms/token", file: "routes/api/form-token.ts" },
  { path: "api/v2/geoservice/district/IN", file: "routes/api/geo-districts.ts" },
  { path: "api/dealers/directory", file: "routes/api/dealers-directory.ts" },
  { path: "common/json/indianStatesCities.json", file: "routes/api/states-cities.ts" },
  { path: "api/*", file: "routes/api/not-found.ts" },
] as const;
