import { PASSKEY_NAME_MAX } from "#app/modules/staff/passkey-rules.ts";

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

/** What the console says about passkeys, in one place (pages, endpoints, browser code and tests). */
export const PASSKEY_MESSAGES = {
  signInButton: "Sign in with a passkey",
  signingIn: "Waiting for your passkey...",
  addButton: "Add a passkey",
  adding: "Waiting for your device...",
  nameLabel: "Name for this passkey",
  nameHint: `For example "work laptop" or "my phone" (up to ${PASSKEY_NAME_MAX} characters).`,
  intro:
    "A passkey signs you in with your device's fingerprint, face or PIN: no e-mail link to wait for. Add one on each device you use.",
  none: "You have no passkeys yet.",
  needsScript: "Adding a passkey needs a browser with JavaScript on and passkey support.",
  added: (name: string) => `Passkey "${name}" added. Next time, choose "Sign in with a passkey".`,
  removed: "Passkey removed. It can no longer sign in to this account.",
  notRemoved: "That passkey was already removed.",
  invalidName: `Give the passkey a name of up to ${PASSKEY_NAME_MAX} characters.`,
  challenge: "That took too long (or the page was old). Please try again.",
  unknownPasskey:
    "This passkey is not registered with the sales console. Sign in with an e-mail link, then add it on your Account page.",
  notVerified: "The passkey could not be verified. Please try again, or sign in with an e-mail link.",
  accountDisabled: "This account is disabled. Ask an admin if you need access.",
  cancelled: "The passkey request was cancelled or timed out. Try again, or use an e-mail link.",
  alreadyRegistered: "This device already has a passkey for your account.",
  browserFailed: "This browser could not use a passkey here. Try again, or use an e-mail link.",
  badRequest: "The request was not understood. Reload the page and try again.",
  tooManyRequests: (minutes: number) =>
    `Too many sign-in attempts from here. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;

export const PASSKEY_FAILURE_MESSAGES = {
  challenge: PASSKEY_MESSAGES.challenge,
  "unknown-passkey": PASSKEY_MESSAGES.unknownPasskey,
  "not-verified": PASSKEY_MESSAGES.notVerified,
  "account-disabled": PASSKEY_MESSAGES.accountDisabled,
  "invalid-name": PASSKEY_MESSAGES.invalidName,
} as const;

/** The sign-in page and the page a sign-in link opens. */
export const SIGN_IN_PAGE_MESSAGES = {
  title: "Sign in",
  heading: "Sign in to the sales console",
  intro: "We e-mail you a link that signs you in. There are no passwords.",
  email: "Work e-mail",
  send: "E-mail me a sign-in link",
  sending: "Sending...",
  /** Between the e-mail form and the passkey button. */
  or: "or",
  askAgain: "Ask for a new sign-in link",
  pressToFinish: "Press the button to finish signing in on this device.",
  signIn: "Sign in",
} as const;

/** /sales/account: who you are, your passkeys, your sessions. */
export const ACCOUNT_MESSAGES = {
  title: "Account",
  youHeading: "You",
  passkeysHeading: "Passkeys",
  added: (when: string) => `Added ${when}`,
  lastUsed: (when: string) => `; last used ${when}`,
  notUsedYet: "; not used yet",
  remove: "Remove",
  /** Read after "Remove" by a screen reader: which passkey. */
  removeNamed: (name: string) => `passkey ${name}`,
  sessionsHeading: "Sessions",
  sessionsNote: "Lost a phone or signed in on a shared computer? End every session of this account.",
  signOutEverywhere: "Sign out everywhere",
} as const;
