import busboy from "busboy";
import express, { type Request, type Response } from "express";
import { DEFAULT_BODY_LIMIT_BYTES } from "../body-limit.ts";

/** Body limits (docs/decisions/100). No endpoint takes files: any file part is drained and ignored. */
export const BODY_LIMITS = {
  jsonBytes: DEFAULT_BODY_LIMIT_BYTES,
  multipart: { fileSize: 5 * 1024 * 1024, files: 5, fields: 100, parts: 110, fieldSize: 16 * 1024 },
} as const;

export type FieldsResult =
  { ok: true; fields: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415; message: string };

const formParser = express.urlencoded({
  extended: false,
  limit: BODY_LIMITS.jsonBytes,
  parameterLimit: BODY_LIMITS.multipart.fields,
});

const TOO_LARGE = "The request is too large.";
const MALFORMED = "The request could not be read.";
const UNSUPPORTED =
  "Send the form as multipart/form-data, application/x-www-form-urlencoded or application/json.";

/**
 * The posted fields as a plain object, from multipart (as the specification sends), URL-encoded forms or
 * JSON. Anything else is 415 (docs/decisions/100); over-limit bodies are 413; broken ones 400.
 */
export async function readFields(req: Request, res: Response): Promise<FieldsResult> {
  if (req.is("multipart/form-data")) return readMultipart(req);
  if (req.is("application/json")) return readJson(req);
  if (req.is("application/x-www-form-urlencoded")) {
    try {
      await new Promise<void>((resolve, reject) =>
        formParser(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
      );
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 413) return { ok: false, status: 413, message: TOO_LARGE };
      if (status === 415) return { ok: false, status: 415, message: UNSUPPORTED };
      return { ok: false, status: 400, message: MALFORMED };
    }
    const body: unknown = req.body;
    return { ok: true, fields: isPlainObject(body) ? { ...body } : {} };
  }
  return { ok: false, status: 415, message: UNSUPPORTED };
}

/**
 * A JSON body, read directly: every lead the API takes in passes here, and express.json's general
 * machinery (decoders, inflation, its own content-type parsing) cost the HTTP thread about as much as
 * the rest of the request (docs/decisions/106-lead-thread.md). UTF-8 only, as JSON requires (RFC 8259);
 * compressed bodies are refused like any other unsupported type.
 */
function readJson(req: Request): Promise<FieldsResult> {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers["content-type"] ?? "")?.[1];
  const encoding = req.headers["content-encoding"];
  if ((charset && !/^utf-?8$/i.test(charset)) || (encoding && encoding.toLowerCase() !== "identity")) {
    req.resume();
    return Promise.resolve({ ok: false, status: 415, message: UNSUPPORTED });
  }
  const declared = Number(req.headers["content-length"]);
  if (declared > BODY_LIMITS.jsonBytes) {
    req.resume();
    return Promise.resolve({ ok: false, status: 413, message: TOO_LARGE });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (result: FieldsResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    req.on("data", (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > BODY_LIMITS.jsonBytes) return finish({ ok: false, status: 413, message: TOO_LARGE });
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (settled) return;
      let body: unknown;
      try {
        // A byte-order mark is tolerated, as express.json did.
        body = JSON.parse(
          Buffer.concat(chunks, size)
            .toString("utf8")
            .replace(/^\uFEFF/, ""),
        );
      } catch {
        return finish({ ok: false, status: 400, message: MALFORMED });
      }
      finish({ ok: true, fields: isPlainObject(body) ? { ...body } : {} });
    });
    req.on("error", () => finish({ ok: false, status: 400, message: MALFORMED }));
    req.on("aborted", () => finish({ ok: false, status: 400, message: MALFORMED }));
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readMultipart(req: Request): Promise<FieldsResult> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: BODY_LIMITS.multipart, defParamCharset: "utf8" });
    } catch {
      resolve({ ok: false, status: 400, message: MALFORMED });
      return;
    }
    const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    let outcome: FieldsResult | undefined;
    const finish = (result: FieldsResult) => {
      if (outcome) return;
      outcome = result;
      if (!result.ok) {
        // Stop reading: the answer is decided, the rest of the body is discarded.
        req.unpipe(parser);
        req.resume();
      }
      resolve(result);
    };
    const tooLarge = () => finish({ ok: false, status: 413, message: TOO_LARGE });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return tooLarge();
      // The first value of a repeated name wins; __proto__ and friends are plain keys on a null-prototype object.
      if (!(name in fields)) fields[name] = value;
    });
    parser.on("file", (_name, stream) => {
      stream.on("limit", tooLarge);
      stream.resume();
    });
    parser.on("partsLimit", tooLarge);
    parser.on("filesLimit", tooLarge);
    parser.on("fieldsLimit", tooLarge);
    parser.on("error", () => finish({ ok: false, status: 400, message: MALFORMED }));
    parser.on("close", () => finish({ ok: true, fields: { ...fields } }));
    req.on("error", () => finish({ ok: false, status: 400, message: MALFORMED }));
    req.on("aborted", () => finish({ ok: false, status: 400, message: MALFORMED }));
    req.pipe(parser);
  });
}
