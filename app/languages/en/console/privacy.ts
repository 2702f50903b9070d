/**
 * Every word of the data-requests screen (/sales/privacy), in one place: the page, its route and the
 * browser test read these. Plain English; the law's terms only where staff need them.
 */
import { grievanceTimes } from "#app/content/legal/privacy-policy.ts";

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;

export const PRIVACY_MESSAGES = {
  title: "Data requests",
  intro:
    "When someone asks what we hold about them, asks for a correction, or asks to be erased (India's DPDP " +
    "Act), find every record of their mobile number or e-mail here. Acknowledge the request within " +
    `${grievanceTimes.acknowledgeHours} hours and answer it within ${grievanceTimes.resolveDays} days.`,
  searchHeading: "Find a person's records",
  phoneLabel: "Mobile number",
  phoneHint: "However they wrote it: +91 98765 43210, 098765-43210…",
  emailLabel: "E-mail",
  emailHint: "Any letter case.",
  find: "Find records",
  problems: {
    empty: "Enter a mobile number, an e-mail address, or both.",
    phone: "Enter a 10-digit Indian mobile number, such as +91 98765 43210.",
    email: "Enter an e-mail address, such as name@example.com.",
  },

  foundHeading: "Records found",
  foundSummary: (total: number, groups: number) =>
    total === 0
      ? "Nothing found. Check the number and address with the person: this is every table that can hold them."
      : `${plural(total, "record", "records")} in ${plural(groups, "place", "places")}.`,
  searchedFor: "Searched for",
  nothingIn: "Searched, nothing found:",

  exportHeading: "Send them a copy",
  exportNote:
    "A JSON file with every record below. Send it to the person the way they wrote to us; the download is " +
    "recorded.",
  exportButton: "Download as JSON",
  /** The download's address opened by GET, or posted without a valid phone or e-mail. */
  exportByPostOnly: "Use the Download as JSON button on the Data requests page.",
  exportInvalid: "Give a valid mobile number or e-mail address.",

  eraseHeading: "Erase",
  eraseNote:
    "Removes or masks everything below for good. You will see what will happen before anything changes.",
  reviewErase: "Review erasure",

  confirmHeading: "Erase these records?",
  confirmIntro: "This cannot be undone. Erasing will:",
  confirmButton: "Erase permanently",
  cancel: "Cancel",
  confirmKept: "Kept:",
  confirmOutside:
    "Not reached from here: lead e-mails already delivered to the sales mailbox (and the webhook, if set). " +
    "Delete them there too.",
  /** What the erasure does to each group, by its count. */
  confirmLines: {
    leads: (n: number) =>
      `Mask ${plural(n, "lead", "leads")} (enquiries, dealer applications, call-back requests): name, e-mail, ` +
      "mobile, address, network address, answers and estimate become “[erased]”; state, dates and status " +
      "stay for the counts.",
    otpCodes: (n: number) => `Delete ${plural(n, "OTP code record", "OTP code records")}.`,
    phoneVerifications: (n: number) => `Delete ${plural(n, "phone verification", "phone verifications")}.`,
    wrongCodeCounters: (n: number) => `Delete the wrong-code counter (${n}).`,
    notifications: (n: number) =>
      `Leave ${plural(n, "notification", "notifications")} to sales without personal data; any not yet sent ` +
      "are stopped.",
    leadEvents: (n: number) => `Mask ${plural(n, "timeline entry", "timeline entries")}.`,
    auditEntries: (n: number) => `Mask the mention in ${plural(n, "audit log entry", "audit log entries")}.`,
    alerts: (n: number) => `Mask the mention in ${plural(n, "alert", "alerts")}.`,
    signInLimitHits: (n: number) => `Delete ${plural(n, "sign-in limit count", "sign-in limit counts")}.`,
    staffAccounts: (n: number) =>
      `${plural(n, "staff account", "staff accounts")}: close it on the Staff page; the audit log keeps naming ` +
      "who did what.",
  },
  confirmRecord:
    "We keep a note that the request was answered: when, by you, the number masked (98xxxxxx10), and these counts.",

  erased: (requestId: number) =>
    `Erased. The request is recorded as number ${requestId}, without the person's details. Now delete the lead ` +
    "e-mails in the sales mailbox, and reply to the person.",
  changed:
    "The records changed since you looked (a new enquiry, or a correction). Nothing was erased: check the list " +
    "again.",
  nothingToErase: "There is nothing left to erase for this person.",

  groups: {
    leads: "Enquiries, dealer applications and call-back requests",
    otpCodes: "OTP codes sent (the codes themselves are never stored)",
    phoneVerifications: "Phone verifications",
    wrongCodeCounters: "Wrong-code counter",
    notifications: "Notifications to sales about these leads",
    leadEvents: "Timeline entries",
    auditEntries: "Audit log entries that mention them",
    alerts: "Alerts that mention them (alerts keep only 6 digits)",
    signInLimitHits: "Sign-in limit counts for this e-mail",
    staffAccounts: "Staff account",
  },

  lead: {
    enquiry: (id: number) => `Enquiry ${id}`,
    dealer: (id: number) => `Dealer application ${id}`,
    callback: (id: number) => `Call-back request ${id}`,
    received: "Received",
    matched: (by: readonly string[]) =>
      `Matched by ${by.map((b) => (b === "phone" ? "mobile" : "e-mail")).join(" and ")}`,
    anonymised: "Personal data erased",
    fields: {
      name: "Name",
      first_name: "First name",
      last_name: "Last name",
      email: "E-mail",
      phone: "Mobile",
      country: "Country",
      state: "State",
      district: "District",
      city: "City",
      pincode: "Pin code",
      street: "Address",
      preferred_date: "Call wanted on",
      preferred_slot: "Part of the day",
      page_path: "Asked on page",
    } as Record<string, string>,
    answers: "Answers",
    estimate: "Calculator estimate",
    clientIp: "Sent from network address",
    status: "Status",
    notice: "Consent notice seen",
    flags: "Flags",
    campaign: "Campaign and source",
    none: "none",
  },

  correct: {
    heading: "Correct a field",
    field: "Field",
    value: "Correct value",
    save: "Save correction",
    saved: "Corrected. The lead's timeline and the audit log record which field changed.",
    conflict:
      "Someone changed this lead while you were looking. The latest version is shown: check it, then try again.",
    notFound: "This lead is not one of this person's records.",
    anonymised: "This lead's personal data has been erased; there is nothing to correct.",
    unchanged: "That is already the stored value.",
    unknownField: "That field cannot be corrected here.",
  },

  recentHeading: "Requests answered",
  recentEmpty: "No requests answered yet.",
  kinds: { export: "Copy sent", correct: "Correction", erase: "Erasure" } as Record<string, string>,
  by: (name: string) => `by ${name || "a former staff member"}`,
} as const;

export type PrivacyMessages = typeof PRIVACY_MESSAGES;
