import { AUDIT_ACTION_LABELS, AUDIT_DETAIL_LABELS, AUDIT_MESSAGES } from "./audit.ts";
import { DASHBOARD_MESSAGES } from "./dashboard.ts";
import { DEALER_PAGE_MESSAGES } from "./dealers.ts";
import { CONSOLE_FRAME_MESSAGES } from "./frame.ts";
import { INBOX_MESSAGES, LEAD_MESSAGES } from "./inbox.ts";
import { PRIVACY_MESSAGES } from "./privacy.ts";
import {
  ACCOUNT_MESSAGES,
  PASSKEY_FAILURE_MESSAGES,
  PASSKEY_MESSAGES,
  SIGN_IN_PAGE_MESSAGES,
  STAFF_MESSAGES,
} from "./sign-in.ts";
import { ROLE_LABELS, ROLE_NAMES, STAFF_ADMIN_MESSAGES } from "./staff.ts";

/**
 * Every word of the sales console, by area (docs/decisions/203). The console is English only, the
 * staff's language, so this is not part of `Catalogue` and no translation folder is asked for it.
 * Pages import the area file they need, so a route's chunk carries its own area's words only.
 */
export const consoleText = {
  frame: CONSOLE_FRAME_MESSAGES,
  inbox: INBOX_MESSAGES,
  lead: LEAD_MESSAGES,
  dashboard: DASHBOARD_MESSAGES,
  dealers: DEALER_PAGE_MESSAGES,
  privacy: PRIVACY_MESSAGES,
  staff: { ...STAFF_ADMIN_MESSAGES, roles: ROLE_NAMES, roleLabels: ROLE_LABELS },
  signIn: { ...STAFF_MESSAGES, page: SIGN_IN_PAGE_MESSAGES },
  account: ACCOUNT_MESSAGES,
  passkeys: { ...PASSKEY_MESSAGES, failures: PASSKEY_FAILURE_MESSAGES },
  audit: { ...AUDIT_MESSAGES, actions: AUDIT_ACTION_LABELS, details: AUDIT_DETAIL_LABELS },
} as const;

export type ConsoleText = typeof consoleText;
