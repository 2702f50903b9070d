/** A passkey's name: enough to tell "work laptop" from "my phone". */
export const PASSKEY_NAME_MAX = 60;

/** The JSON endpoints the browser code calls (app/routes/sales/passkeys-*.ts). */
export const PASSKEY_ENDPOINTS = {
  registerOptions: "/sales/passkeys/register-options",
  register: "/sales/passkeys/register",
  signInOptions: "/sales/passkeys/sign-in-options",
  signIn: "/sales/passkeys/sign-in",
} as const;
