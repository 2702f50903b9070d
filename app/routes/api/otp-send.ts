import { apiNotFound, leadPost } from "./api-route.server.ts";
import { otpSendAnswer } from "./lead-answers.ts";

/** POST /api/communication/sms/send/otp: sends a code by SMS; the answer never contains it. */
export const action = leadPost((services) => services.otp.send, otpSendAnswer);

export const loader = apiNotFound;
