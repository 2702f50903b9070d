/**
 * The answer every lead endpoint gives, in the specification's envelope (docs/decisions/200, JSON API):
 * `status` repeats the HTTP status, `message` is for people, `data.response_data` carries the result
 * and `errors` maps input names to messages. Only the HTTP layer builds it: the domain returns domain results.
 */
export type ApiBody = {
  status: number;
  message: string;
  data?: { status?: number; response_data: Record<string, unknown> };
  errors?: Record<string, string>;
};

export type ApiAnswer = { httpStatus: number; body: ApiBody; retryAfterSeconds?: number };

export function success(
  message: string,
  responseData: Record<string, unknown>,
  withDataStatus = false,
): ApiAnswer {
  return {
    httpStatus: 200,
    body: {
      status: 200,
      message,
      data: { ...(withDataStatus ? { status: 200 } : {}), response_data: responseData },
    },
  };
}

export function failure(httpStatus: number, message: string, extra: Partial<ApiBody> = {}): ApiAnswer {
  return { httpStatus, body: { status: httpStatus, message, ...extra } };
}

/** A refusal that lifts with time: Retry-After in the header and `retry_after_seconds` in the body. */
export function retryLater(
  httpStatus: number,
  retryAfterMs: number,
  message: (seconds: number) => string,
  responseData: Record<string, unknown> = {},
): ApiAnswer {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return {
    ...failure(httpStatus, message(seconds), {
      data: { response_data: { ...responseData, retry_after_seconds: seconds } },
    }),
    retryAfterSeconds: seconds,
  };
}
