/** Where an SMS goes: the console outbox in development, MSG91 in production (docs/decisions/103). */
export type SmsMessage = {
  /** Ten-digit Indian mobile number. */
  to: string;
  text: string;
  /** DLT template id the text is registered under (docs/decisions/102). */
  templateId: string;
  /** Template variables, for providers that fill the registered text themselves. */
  variables: Record<string, string>;
};

export type SmsProvider = { name: string; send: (message: SmsMessage) => Promise<void> };

/**
 * The OTP text, exactly as registered with DLT. It ends with "@host #code" so Android's WebOTP can
 * offer the code (docs/decisions/102).
 */
export function otpText(code: string, host: string): string {
  return `${code} is your Arka verification code. It expires in 10 minutes. Do not share it with anyone.\n\n@${host} #${code}`;
}
