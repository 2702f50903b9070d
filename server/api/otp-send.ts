import type { Router } from "express";
import type { Services } from "#app/services.ts";
import { otpSendAnswer } from "./lead-answers.ts";
import { leadPost } from "./lead-post.ts";

/** POST communication/sms/send/otp: sends a code by SMS; the answer never contains it. */
export function otpSend(router: Router, services: Services) {
  router.post("/communication/sms/send/otp", leadPost(services.otp.send, otpSendAnswer));
}
