/** Every word the dealers page shows (docs/decisions/115-sales-dashboard-and-dealers.md). */
export const DEALER_PAGE_MESSAGES = {
  title: "Dealers",
  intro:
    "Partner applications and what was decided. Approved dealers can be shown on the public find-a-dealer page (name, city, district, state and phone only).",
  filterNav: "Show applications",
  filters: { all: "All", pending: "Pending", approved: "Approved", rejected: "Rejected" },
  filterCount: (label: string, count: string) => `${label} (${count})`,
  none: "No applications here.",
  pageNav: "Pages",
  previous: "Previous page",
  next: "Next page",
  pageOf: (page: string, count: string) => `Page ${page} of ${count}`,

  applied: "Applied",
  place: "Place",
  phone: "Mobile",
  email: "E-mail",
  phoneVerified: { yes: "verified by OTP", no: "not verified: confirm when you call" },
  held: "Held for review as possible spam",
  anonymised: "Personal data erased",
  openLink: "Open application",
  decisionLabel: "Decision",
  decisions: { pending: "Pending", approved: "Approved", rejected: "Rejected" },
  lastDecision: (decision: string, by: string, when: string) => `${decision} by ${by}, ${when}`,
  someone: "someone",
  publicPage: "Find-a-dealer page",
  listed: "Shown",
  notListed: "Not shown",
  onlyApproved: "Only approved dealers can be shown.",

  note: "Note (optional)",
  noteHint: "For the team: why, or what was agreed. Kept on the application's timeline.",
  approve: "Approve",
  reject: "Reject",
  /** A button's or link's name for a screen reader: what it does, and to whom. */
  named: (action: string, name: string) => `${action}: ${name}`,
  show: "Show on the find-a-dealer page",
  hide: "Remove from the find-a-dealer page",

  decided: (name: string, decision: string) => `${name}: ${decision.toLowerCase()}.`,
  shown: (name: string) => `${name} is now shown on the find-a-dealer page.`,
  hidden: (name: string) => `${name} is no longer shown on the find-a-dealer page.`,
  conflict:
    "Someone else changed this application after you opened the page, so nothing was saved. The page now shows their change; decide again if you still need to.",
  notFound: "That application no longer exists.",
  notApproved: "Only an approved dealer can be shown on the find-a-dealer page.",
  noteTooLong: (max: string) => `The note can be at most ${max} characters.`,
  noteCharacters:
    "The note holds a character that cannot be saved (pasted from another program?): type it again.",
  invalid: "That request was not understood. Reload the page and try again.",
} as const;
