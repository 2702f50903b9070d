import type { Router } from "express";
import type { Services } from "#app/services.ts";
import { otpVerifyAnswer } from "./lead-answers.ts";
import { leadPost } from "./lead-post.ts";

/** POST communication/sms/verify/otp (new): checks the code on the server, answers a phone-bound token. */
export function otpVerify(router: Router, services: Services) {
  router.post("/communication/sms/verify/otp", leadPost(services.otp.verify, otpVerifyAnswer));
}
