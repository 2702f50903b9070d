/** What the console's sign-in says, in one place (the pages and the tests read these). */
export const STAFF_MESSAGES = {
  linkSent:
    "If this address belongs to a staff account, a sign-in link is on its way. It works once, for 15 minutes.",
  invalidEmail: "Enter the e-mail address of your staff account.",
  tooManyRequests: (minutes: number) =>
    `Too many sign-in attempts from here. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  mailFailed: "We could not send the e-mail just now. Please try again in a minute.",
  linkExpired: "This sign-in link has expired. Links work for 15 minutes: ask for a new one.",
  linkUsed: "This sign-in link has already been used. Each link works once: ask for a new one.",
  linkUnknown: "This sign-in link is not valid. Ask for a new one.",
  signedOutEverywhere: "You are signed out on every device.",
} as const;
