/**
 * The answer every lead endpoint gives, in the specification's envelope (seed 000 section 7):
 * `status` repeats the HTTP status, `message` is for people, `data.response_data` carries the result
 * and `errors` maps input names to messages. Route actions receive the very same object.
 */
export type ApiBody = {
  status: number;
  message: string;
  data?: { status?: number; response_data: Record<string, unknown> };
  errors?: Record<string, string>;
};

export type ApiResult = { httpStatus: number; body: ApiBody; retryAfterSeconds?: number };

export const API_MESSAGES = {
  invalidFields: "Please correct the highlighted fields.",
  tooManyRequests: (seconds: number) => `Too many requests, please try again in ${seconds} seconds.`,
  tokenReused:
    "This form was already submitted with different details. Please reload the page and try again.",
  inFlight: "This form is already being submitted. Please wait.",
  unavailable: "An error occurred. Please try again.",
} as const;

export function ok(
  message: string,
  responseData: Record<string, unknown>,
  withDataStatus = false,
): ApiResult {
  return {
    httpStatus: 200,
    body: {
      status: 200,
      message,
      data: { ...(withDataStatus ? { status: 200 } : {}), response_data: responseData },
    },
  };
}

export function failure(httpStatus: number, message: string, extra: Partial<ApiBody> = {}): ApiResult {
  return { httpStatus, body: { status: httpStatus, message, ...extra } };
}

export function tooMany(retryAfterMs: number, message?: (seconds: number) => string): ApiResult {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return {
    ...failure(429, (message ?? API_MESSAGES.tooManyRequests)(seconds), {
      data: { response_data: { retry_after_seconds: seconds } },
    }),
    retryAfterSeconds: seconds,
  };
}
