import { describe, expect, it } from "vitest";
import {
  OTP_MESSAGES,
  canSubmit,
  initialVerification,
  maskPhone,
  nextVerification,
  resendSecondsLeft,
  type PhoneVerification,
} from "./phone-verification.ts";

const now = 1_000_000;
const sent = nextVerification(initialVerification, {
  type: "sent",
  phone: "9876543210",
  maskedPhone: "98xxxxxx10",
  resendAfterSeconds: 30,
  now,
});

describe("phone verification state machine", () => {
  it("goes unverified → sent → verified", () => {
    expect(sent).toMatchObject({ stage: "sent", phone: "9876543210", code: "", token: "" });
    expect(sent.info).toContain("98xxxxxx10");
    const verified = nextVerification(sent, { type: "verified", token: "tok" });
    expect(verified).toMatchObject({ stage: "verified", token: "tok", error: "" });
  });

  it("a changed phone returns to unverified, clears the code and the token", () => {
    const typed = nextVerification(sent, { type: "codeChanged", code: "12a34 5" });
    expect(typed.code).toBe("12345");
    const verified = nextVerification(typed, { type: "verified", token: "tok" });
    for (const state of [typed, verified]) {
      const changed = nextVerification(state, { type: "phoneChanged", phone: "9876543211" });
      expect(changed).toMatchObject({ stage: "unverified", code: "", token: "", phone: "", resendAt: 0 });
    }
  });

  it("the same phone (a blur that cleaned nothing) keeps the progress", () => {
    const verified = nextVerification(sent, { type: "verified", token: "tok" });
    expect(nextVerification(verified, { type: "phoneChanged", phone: "9876543210" })).toBe(verified);
  });

  it("a wrong code keeps the step, clears the box and shows the server's message", () => {
    const typed = nextVerification(sent, { type: "codeChanged", code: "000000" });
    const failed = nextVerification(typed, { type: "verifyFailed", message: OTP_MESSAGES.invalidCode });
    expect(failed).toMatchObject({
      stage: "sent",
      code: "",
      error: "Entered OTP is invalid, please try again.",
    });
  });

  it("a send failure reads 'Failed to send the OTP because of {reason}' and honours Retry-After", () => {
    const failed = nextVerification(initialVerification, {
      type: "sendFailed",
      reason: "Too many OTP requests, please try again in 20 seconds.",
      retryAfterSeconds: 20,
      now,
    });
    expect(failed.error).toBe(
      "Failed to send the OTP because of Too many OTP requests, please try again in 20 seconds.",
    );
    expect(resendSecondsLeft(failed, now + 500)).toBe(20);
  });

  it("when our SMS service fails, the application may be submitted unverified until the phone changes", () => {
    const down = nextVerification(initialVerification, {
      type: "sendFailed",
      reason: "The SMS could not be sent, please try again.",
      now,
      smsUnavailable: { phone: "9876543210", token: "t".repeat(43), resendAfterSeconds: 30 },
    });
    expect(down).toMatchObject({
      stage: "smsUnavailable",
      phone: "9876543210",
      token: "t".repeat(43),
      error: "Failed to send the OTP because of The SMS could not be sent, please try again.",
      info: OTP_MESSAGES.smsUnavailable,
    });
    expect(canSubmit(down)).toBe(true);
    expect(resendSecondsLeft(down, now)).toBe(30);
    // A second failure (say, the cooldown) keeps the way to submit.
    const again = nextVerification(down, { type: "sendFailed", reason: "busy", retryAfterSeconds: 10, now });
    expect(canSubmit(again)).toBe(true);
    const changed = nextVerification(down, { type: "phoneChanged", phone: "9876543211" });
    expect(changed).toEqual(initialVerification);
    expect(canSubmit(changed)).toBe(false);
    expect(canSubmit(initialVerification)).toBe(false);
  });

  it("counts the resend cooldown down to zero", () => {
    const state: PhoneVerification = sent;
    expect(resendSecondsLeft(state, now)).toBe(30);
    expect(resendSecondsLeft(state, now + 29_001)).toBe(1);
    expect(resendSecondsLeft(state, now + 30_000)).toBe(0);
    expect(resendSecondsLeft(state, now + 99_000)).toBe(0);
  });

  it("masks a phone as the server does", () => {
    expect(maskPhone("9876543210")).toBe("98xxxxxx10");
  });
});
