/** Every word the dashboard shows (docs/decisions/115-sales-dashboard-and-dealers.md). */
export const DASHBOARD_MESSAGES = {
  title: "Dashboard",
  periodNav: "Period",
  period: (days: number) => `Last ${days} days`,
  periodRange: (from: string, to: string) => `${from} to ${to}.`,
  periodNote: "Days run midnight to midnight, India time. Leads held for review are counted apart.",

  totalsHeading: "The period at a glance",
  totals: {
    leads: "Leads received",
    held: "Held for review",
    duplicates: "Repeats within 24 hours",
    won: "Won",
  },
  totalsNote:
    "Held leads looked like spam and were not e-mailed: the figures below leave them out. Repeats came from a phone or e-mail that had sent a lead in the 24 hours before: they are kept, and counted below.",

  perDayHeading: "Leads per day",
  perDaySummary: (from: string, to: string, total: string, peak: string | null) =>
    `Leads per day from ${from} to ${to}: ${total} in all${peak ? `; the most, ${peak}` : ""}. The figures are in the table below the chart.`,
  perDayPeak: (count: string, day: string) => `${count} on ${day}`,
  perDayTable: "Show the figures as a table",
  perDayCaption:
    "Leads per day (India time): enquiries and quotes, dealer applications, call-back requests, and leads held for review",
  day: "Day",
  enquiries: "Enquiries",
  dealers: "Dealers",
  callbacks: "Call backs",
  held: "Held",

  sourceHeading: "By source and campaign",
  sourceCaption:
    "Enquiries, quotes and call-back requests by source and campaign (dealer applications carry neither)",
  source: "Source",
  campaign: "Campaign",
  leads: "Leads",
  none: "No leads in this period.",

  placeHeading: "By zone and state",
  zoneCaption: "Leads by sales zone (a call-back request names no place)",
  stateCaption: "Leads by state (a call-back request names no place)",
  zone: "Zone",
  state: "State",
  noZone: "No zone",
  noState: "Not given",

  funnelHeading: "Status",
  funnelNote: "Where the period's leads are now.",
  statuses: { new: "New", contacted: "Contacted", qualified: "Qualified", won: "Won", lost: "Lost" },
  share: (percent: string) => `${percent} of the period's leads`,

  outboxHeading: "E-mails not delivered",
  outboxEmpty: "Every notification has been delivered.",
  failingHeading: (count: string) => `Failing, still being retried (${count})`,
  failingNote: "The system tries these again on its own, waiting longer after each failure.",
  parkedHeading: (count: string) => `Parked after 20 failed attempts (${count})`,
  parkedNote:
    "Nobody tries these again until you do. Fix the cause (the mail server, the address), then retry.",
  shownOf: (shown: string, total: string) => `Showing the oldest ${shown} of ${total}.`,
  subject: "About",
  channel: "Channel",
  channels: { email: "E-mail", webhook: "Webhook" },
  attempts: "Attempts",
  lastError: "Last error",
  nextAttempt: "Next attempt",
  nextAttemptParked: "None until retried",
  subjectLead: {
    enquiry: (id: number) => `Enquiry ${id}`,
    dealer: (id: number) => `Dealer application ${id}`,
    callback: (id: number) => `Call-back request ${id}`,
  },
  subjectAlert: (title: string) => `Alert: ${title}`,
  retry: "Retry now",
  /** The button's name for a screen reader's list of buttons: which row it retries. */
  retryNamed: (subject: string) => `Retry now: ${subject}`,
  retryAll: (count: string) => `Retry all parked (${count})`,
  retried: "Retry queued: the e-mail goes out within a few seconds if the cause is fixed.",
  retriedAll: (count: string) => `${count} parked notifications queued to retry.`,
  retriedNone: "Nothing was parked.",
  retryChanged:
    "That notification changed after you opened this page (it was retried or is being delivered). The list now shows where it is.",
  retryMissing: "That notification no longer exists.",
  invalid: "That request was not understood. Reload the page and try again.",

  smsHeading: "SMS codes against the ceiling",
  smsNote: "Codes our SMS provider failed to send cost nothing and are not counted.",
  smsHour: "Last hour",
  smsDay: "Last 24 hours",
  smsBlockLabel: "Busiest number block this hour",
  smsBlock: (prefix: string) => `Busiest number block this hour (numbers starting ${prefix})`,
  smsBlockNone: "No codes sent in the last hour.",
  smsOf: (sent: string, ceiling: string) => `${sent} of ${ceiling}`,
  smsReached: "Ceiling reached: no codes are sent until the window moves on.",

  factsHeading: "Facts due for review",
  factsSummary: (overdue: string, soon: string, total: string) =>
    `${overdue} past their review-by date and ${soon} due within 30 days, of ${total} dated facts the site shows.`,
  factsNone: (total: string) =>
    `None of the ${total} dated facts the site shows is past its review-by date or due within 30 days.`,
  factsCaption: "Dated facts past their review-by date or due within 30 days, the most overdue first",
  factsFact: "Fact",
  factsReviewBy: "Review by",
  factsShownOn: "Shown on",
  factsSource: "Source to check",
  factsChecked: "Last checked",
  factsOverdue: (days: number) => `Overdue by ${days} ${days === 1 ? "day" : "days"}`,
  factsDueSoon: (days: number) =>
    days === 0 ? "Due today" : `Due in ${days} ${days === 1 ? "day" : "days"}`,
  factsNote:
    "Check each figure against its source, then update its checked-on and review-by dates: data/tariffs.json for tariff pages, app/modules/dated-facts for the rest (docs/decisions/190).",

  /** WhatsApp clicks by page (docs/decisions/193). */
  contactClicks: {
    heading: "WhatsApp clicks",
    caption: "WhatsApp clicks by page",
    page: "Page",
    clicks: "Clicks",
    others: "Other pages",
    notRecorded: "(page not recorded)",
    none: "No WhatsApp clicks in this period.",
    note: "Counted when a visitor opens the chat from a page. No phone number, address or cookie is kept.",
  },

  alertsHeading: "Alerts raised today",
  alertsNone: "No alerts today.",
  alertRaised: (time: string) => `Raised ${time}`,
} as const;
