/** A passkey's name: enough to tell "work laptop" from "my phone". */
export const PASSKEY_NAME_MAX = 60;

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

/** The JSON endpoints the browser code calls (app/routes/sales/passkeys-*.ts). */
export const PASSKEY_ENDPOINTS = {
  registerOptions: "/sales/passkeys/register-options",
  register: "/sales/passkeys/register",
  signInOptions: "/sales/passkeys/sign-in-options",
  signIn: "/sales/passkeys/sign-in",
} as const;
