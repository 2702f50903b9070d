import { DEFAULT_BODY_LIMIT_BYTES } from "#app/platform/limits/body-limit.ts";
import { Readable } from "node:stream";
import busboy from "busboy";

/** The API's body limits (docs/decisions/100, 198). No endpoint takes files: any file part is drained and ignored. */
export const BODY_LIMITS = {
  jsonBytes: DEFAULT_BODY_LIMIT_BYTES,
  multipart: { fileSize: 5 * 1024 * 1024, files: 5, fields: 100, parts: 110, fieldSize: 16 * 1024 },
} as const;

export type FieldsResult =
  { ok: true; fields: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415; message: string };

const TOO_LARGE = "The request is too large.";
const MALFORMED = "The request could not be read.";
const UNSUPPORTED =
  "Send the form as multipart/form-data, application/x-www-form-urlencoded or application/json.";

const tooLarge: FieldsResult = { ok: false, status: 413, message: TOO_LARGE };
const malformed: FieldsResult = { ok: false, status: 400, message: MALFORMED };
const unsupported: FieldsResult = { ok: false, status: 415, message: UNSUPPORTED };

/**
 * The posted fields as a plain object, from multipart (as the specification's clients send, docs/decisions/200), URL-encoded forms or
 * JSON. Anything else is 415; over-limit bodies are 413; broken ones 400.
 */
export async function readFields(request: Request): Promise<FieldsResult> {
  const type = request.headers.get("content-type") ?? "";
  const mediaType = type.split(";")[0]?.trim().toLowerCase() ?? "";
  if (mediaType === "multipart/form-data") return readMultipart(request);
  if (mediaType === "application/json") return readJson(request, type);
  if (mediaType === "application/x-www-form-urlencoded") return readUrlEncoded(request);
  await discard(request);
  return unsupported;
}

/**
 * A JSON body, read directly: every lead the API takes in passes here, and a general body parser's
 * machinery (decoders, inflation) cost the HTTP thread about as much as the rest of the request
 * (docs/decisions/106-lead-thread.md). UTF-8 only, as JSON requires (RFC 8259); compressed bodies are
 * refused like any other unsupported type.
 */
async function readJson(request: Request, type: string): Promise<FieldsResult> {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1];
  const encoding = request.headers.get("content-encoding");
  if ((charset && !/^utf-?8$/i.test(charset)) || (encoding && encoding.toLowerCase() !== "identity")) {
    await discard(request);
    return unsupported;
  }
  const bytes = await readCapped(request, BODY_LIMITS.jsonBytes);
  if (!bytes.ok) return bytes;
  let body: unknown;
  try {
    // A byte-order mark is tolerated, as express.json did.
    body = JSON.parse(bytes.text.replace(/^\uFEFF/, ""));
  } catch {
    return malformed;
  }
  return { ok: true, fields: isPlainObject(body) ? { ...body } : {} };
}

/** A URL-encoded form; a repeated name gives the list of its values, as express.urlencoded did. */
async function readUrlEncoded(request: Request): Promise<FieldsResult> {
  const bytes = await readCapped(request, BODY_LIMITS.jsonBytes);
  if (!bytes.ok) return bytes;
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  let count = 0;
  for (const [name, value] of new URLSearchParams(bytes.text)) {
    count += 1;
    if (count > BODY_LIMITS.multipart.fields) return tooLarge;
    const seen = fields[name];
    fields[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return { ok: true, fields: { ...fields } };
}

/** The body as UTF-8 text, or 413 once more than `limit` bytes arrive (declared or streamed). */
async function readCapped(
  request: Request,
  limit: number,
): Promise<{ ok: true; text: string } | (FieldsResult & { ok: false })> {
  if (Number(request.headers.get("content-length")) > limit) {
    await discard(request);
    return { ok: false, status: 413, message: TOO_LARGE };
  }
  if (!request.body) return { ok: true, text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        // Read past the rest, as before: cancelling would reset the connection before the answer.
        while (!(await reader.read()).done);
        return { ok: false, status: 413, message: TOO_LARGE };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400, message: MALFORMED };
  }
  return { ok: true, text: Buffer.concat(chunks, size).toString("utf8") };
}

/** Reads the body to its end without keeping it, so the answer reaches the sender whole. */
async function discard(request: Request): Promise<void> {
  if (!request.body) return;
  const reader = request.body.getReader();
  try {
    while (!(await reader.read()).done);
  } catch {
    // The sender went away: nothing left to discard.
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Answers only once the whole body has arrived: an answer sent with the body half read ends the
 * request's stream early, and the connection is reset under the sender's next request.
 */
async function readMultipart(request: Request): Promise<FieldsResult> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      limits: BODY_LIMITS.multipart,
      defParamCharset: "utf8",
    });
  } catch {
    await discard(request);
    return malformed;
  }
  const source = request.body ? Readable.fromWeb(request.body as never) : Readable.from([]);
  const ended = new Promise<void>((resolve) => {
    source.on("end", resolve);
    source.on("close", resolve);
    source.on("error", () => resolve());
  });
  const result = await new Promise<FieldsResult>((resolve) => {
    const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    let outcome: FieldsResult | undefined;
    const finish = (result: FieldsResult) => {
      if (outcome) return;
      outcome = result;
      if (!result.ok) {
        // The answer is decided: the rest of the body is read past and discarded.
        source.unpipe(parser);
        source.resume();
      }
      resolve(result);
    };
    const overLimit = () => finish(tooLarge);
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return overLimit();
      // The first value of a repeated name wins; __proto__ and friends are plain keys on a null-prototype object.
      if (!(name in fields)) fields[name] = value;
    });
    parser.on("file", (_name, stream) => {
      stream.on("limit", overLimit);
      stream.resume();
    });
    parser.on("partsLimit", overLimit);
    parser.on("filesLimit", overLimit);
    parser.on("fieldsLimit", overLimit);
    parser.on("error", () => finish(malformed));
    parser.on("close", () => finish({ ok: true, fields: { ...fields } }));
    source.on("error", () => finish(malformed));
    source.pipe(parser);
  });
  await ended;
  return result;
}
