import { apiNotFound, leadPost } from "./api-route.server.ts";
import { otpVerifyAnswer } from "./lead-answers.ts";

/** POST /api/communication/sms/verify/otp: checks the code on the server, answers a phone-bound token. */
export const action = leadPost((services) => services.otp.verify, otpVerifyAnswer);

export const loader = apiNotFound;
