/** How /sales/audit names what happened (other modules' actions fall back to their code). */
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

/** Detail keys that read badly as they are stored. */
export const AUDIT_DETAIL_LABELS: Record<string, string> = { sessionsEnded: "sessions ended" };

export const AUDIT_MESSAGES = {
  title: "Audit log",
  readOnly:
    "The audit log is read-only: entries are only ever added. Nothing in the console can edit or delete them.",
  systemActor: "The system or the command line",
  empty: "No entries match these filters.",
  allActions: "All actions",
  allStaff: "Everyone",
  filterLabel: "Filter the audit log",
  action: "Action",
  staffMember: "Staff member",
  show: "Show",
  clearFilters: "Clear filters",
  entries: (total: number) => `${total} ${total === 1 ? "entry" : "entries"}`,
  pageOf: (page: number, pages: number) => `, page ${page} of ${pages}`,
  listLabel: "Audit log entries, newest first",
  pagesNav: "Audit log pages",
  newer: "Newer entries",
  older: "Older entries",
  staffSubject: (name: string) => `Staff: ${name}`,
  enquirySubject: (id: string) => `Enquiry #${id}`,
  dealerSubject: (id: string) => `Dealer application #${id}`,
} as const;
