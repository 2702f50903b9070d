/**
 * Oversized posts for the body-limit tests and the benchmark (docs/decisions/198): a form body of any
 * size, generated as it is sent (the client holds one chunk, never the body), with a declared
 * Content-Length or chunked, on a fresh connection.
 */
import http from "node:http";
import { Readable } from "node:stream";
import { validEnquiry } from "./enquiry-fixture.ts";

export type PostOutcome = {
  /** The HTTP status, or 0 when the connection ended without an answer. */
  status: number;
  body: string;
  /** The socket error that ended the post (ECONNRESET, EPIPE), if any. */
  error?: string;
  /** Bytes of the body handed to the socket before the post ended. */
  sent: number;
};

const CHUNK = Buffer.alloc(64 * 1024, "x");

/**
 * Posts `bytes` of a URL-encoded form (`name=xxxx…`) to `url`, declared (Content-Length) or streamed
 * (chunked). Never rejects: a connection the server closes is an outcome, not a test failure.
 */
export function postedBody(
  url: string,
  bytes: number,
  {
    declared,
    contentType = "application/x-www-form-urlencoded",
    timeoutMs = 60_000,
  }: { declared: boolean; contentType?: string; timeoutMs?: number },
): Promise<PostOutcome> {
  let sent = 0;
  const prefix = Buffer.from("name=");
  const body = Readable.from(
    (function* () {
      yield prefix;
      sent += prefix.length;
      let left = bytes - prefix.length;
      while (left > 0) {
        const chunk = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
        left -= chunk.length;
        sent += chunk.length;
        yield chunk;
      }
    })(),
  );
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<PostOutcome, "sent">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      body.destroy();
      resolve({ ...outcome, sent });
    };
    const req = http.request(url, {
      method: "POST",
      agent: false,
      headers: { "content-type": contentType, ...(declared ? { "content-length": String(bytes) } : {}) },
    });
    const timer = setTimeout(() => {
      req.destroy(new Error("timed out"));
    }, timeoutMs);
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => finish({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on("error", () =>
        finish({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), error: "response" }),
      );
    });
    req.on("error", (error: NodeJS.ErrnoException) =>
      finish({ status: 0, body: "", error: error.code ?? error.message }),
    );
    body.pipe(req);
  });
}

/** A no-JavaScript form post (URL-encoded, redirects not followed): its status and page. */
export async function postForm(
  url: string,
  fields: Record<string, string>,
): Promise<{ status: number; location: string | null; text: string }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

/** A valid enquiry as the contact page's form posts it (flat `enquiry_requirements.<id>` fields). */
export function validEnquiryForm(formToken: string, overrides: Record<string, string> = {}) {
  const { enquiry_requirements: answers, ...fields } = validEnquiry(
    overrides.phone_number ? { phone_number: overrides.phone_number } : {},
  );
  return {
    ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
    ...Object.fromEntries(Object.entries(answers).map(([id, v]) => [`enquiry_requirements.${id}`, v])),
    form_token: formToken,
    ...overrides,
  };
}
