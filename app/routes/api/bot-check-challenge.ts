import { apiData, apiHandler, apiNotFound } from "./api-route.server.ts";

/**
 * GET /api/communication/bot-check/challenge: a signed proof-of-work challenge, asked for when a send
 * answers `bot_check_required` (docs/decisions/109-otp-bot-check.md).
 */
export const loader = apiHandler(({ context }) => apiData(context.services.forms.issueBotChallenge()));

export const action = apiNotFound;
