/** How /sales/audit names what happened (one place; other modules' actions fall back to their code). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "sign-in": "Signed in",
  "staff-added-by-command": "Account added from the command line",
  "staff-invited": "Invited a staff member",
  "staff-role-changed": "Changed a role",
  "staff-disabled": "Disabled an account",
  "staff-enabled": "Enabled an account",
  "passkey-added": "Added a passkey",
  "passkey-removed": "Removed a passkey",
};

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
  const [, kind, id] = match;
  return {
    label: kind === "enquiry" ? `Enquiry #${id}` : `Dealer application #${id}`,
    href: `/sales/leads/${kind}/${id}`,
  };
}

/** Detail keys that read badly as they are stored. */
const DETAIL_LABELS: Record<string, string> = { sessionsEnded: "sessions ended" };

/** Details as "from: sales; to: viewer". */
export function auditDetailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(
      ([key, value]) =>
        `${DETAIL_LABELS[key] ?? key}: ${typeof value === "string" ? value : JSON.stringify(value)}`,
    )
    .join("; ");
}

export const AUDIT_MESSAGES = {
  readOnly:
    "The audit log is read-only: entries are only ever added. Nothing in the console can edit or delete them.",
  systemActor: "The system or the command line",
  empty: "No entries match these filters.",
  allActions: "All actions",
  allStaff: "Everyone",
} as const;
