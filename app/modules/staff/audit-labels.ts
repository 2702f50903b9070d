import { AUDIT_ACTION_LABELS, AUDIT_DETAIL_LABELS, AUDIT_MESSAGES } from "#app/languages/en/console/audit.ts";

/** "lead-viewed" → "Lead viewed" when no label was written for it. */
export function auditActionLabel(action: string): string {
  const label = AUDIT_ACTION_LABELS[action];
  if (label) return label;
  const words = action.replace(/[-_.]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : action;
}

/** Lead subjects link to the lead page ("enquiry:42" → /sales/leads/enquiry/42). */
export function leadSubject(subject: string): { label: string; href: string } | null {
  const match = /^(enquiry|dealer):(\d+)$/.exec(subject);
  if (!match) return null;
  const [, kind, id = ""] = match;
  return {
    label: kind === "enquiry" ? AUDIT_MESSAGES.enquirySubject(id) : AUDIT_MESSAGES.dealerSubject(id),
    href: `/sales/leads/${kind}/${id}`,
  };
}

/** Details as "from: sales; to: viewer". */
export function auditDetailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(
      ([key, value]) =>
        `${AUDIT_DETAIL_LABELS[key] ?? key}: ${typeof value === "string" ? value : JSON.stringify(value)}`,
    )
    .join("; ");
}
