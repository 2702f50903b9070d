import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler, Response } from "express";

/** What the JSON answer says (the same words as the lead API's own 413). */
export const BODY_TOO_LARGE_MESSAGE = "The request is too large.";

/**
 * Cuts every request body at `limitBytes`, whatever reads it afterwards (the React Router handler, the
 * JSON API, the console's passkey posts), without reading it itself (docs/decisions/198):
 * - a declared Content-Length over the limit is answered 413 at once, before a byte of the body is read;
 * - a body without one (chunked) is counted as Node receives it and answered 413 the moment it passes
 *   the limit; whoever was reading it sees the request fail, so nothing is stored from a cut body.
 * Either way the connection is closed after the answer, so the client stops sending.
 * A declared length within the limit needs no counting: Node's parser never delivers more than it.
 */
export function bodyLimit(limitBytes: number): RequestHandler {
  return (req, res, next) => {
    const declared = req.headers["content-length"];
    if (declared !== undefined && Number(declared) > limitBytes) {
      tooLarge(req, res, limitBytes, wantsJson(req));
      return;
    }
    if (declared === undefined && req.headers["transfer-encoding"] !== undefined) {
      // Decided now: once a router has the request, `req.path` is relative to where it is mounted.
      const json = wantsJson(req);
      countAsReceived(req, limitBytes, () => cut(req, res, limitBytes, json));
    }
    next();
  };
}

/**
 * Counts the body's bytes at the one place Node hands them to the request stream (`push`), so the count
 * runs ahead of any reader and changes nothing about how the stream is read; a chunk past the limit is
 * never handed on.
 */
function countAsReceived(req: IncomingMessage, limitBytes: number, onOver: () => void) {
  const push = req.push.bind(req);
  let received = 0;
  let over = false;
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    // Past the limit, chunks are dropped and the socket keeps flowing (the lingering close below).
    if (over) return true;
    if (chunk !== null && chunk !== undefined) {
      received += typeof chunk === "string" ? Buffer.byteLength(chunk, encoding) : (chunk as Buffer).length;
      if (received > limitBytes) {
        over = true;
        onOver();
        return true;
      }
    }
    return push(chunk, encoding);
  };
}

/** A streamed body passed the limit: answer 413 if nobody answered yet, then fail the request for its reader. */
function cut(req: Request, res: Response, limitBytes: number, json: boolean) {
  const error = Object.assign(new Error("request body over the limit"), { status: 413, expose: true });
  // The reader may not be listening yet; a request's error must never become an uncaught exception.
  req.on("error", () => {});
  const fail = () => req.destroy(error);
  if (res.headersSent) return fail();
  // The reader fails once the connection is gone (after the answer and the lingering close below).
  req.socket.once("close", fail);
  tooLarge(req, res, limitBytes, json);
}

/**
 * How long a connection answered 413 keeps reading (and dropping) what the client still sends before it
 * is closed. Closed at once, the client's system gets a reset while it uploads and may drop the answer
 * unread, so a browser shows "connection reset" instead of the page (nginx's lingering close, for the
 * same reason). Memory stays flat: nothing read is kept.
 */
const LINGER_MS = 2000;

/** Closes the connection after the answer, lingering as above instead of Node's immediate close. */
function closeAfterAnswer(req: Request, res: Response) {
  res.setHeader("Connection", "close");
  const socket = req.socket;
  Object.assign(socket, {
    destroySoon() {
      socket.end();
      const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
      socket.once("close", () => clearTimeout(timer));
    },
  });
}

/**
 * The 413 answer: the JSON envelope for the API and for JSON posts; for a form post from a browser, a
 * short page that says what happened and what to do. `Connection: close` ends the upload.
 */
function tooLarge(req: Request, res: Response, limitBytes: number, json: boolean) {
  closeAfterAnswer(req, res);
  res.status(413);
  if (json) {
    res.json({ status: 413, message: BODY_TOO_LARGE_MESSAGE });
    return;
  }
  const limit = `${Math.round(limitBytes / 1024)} KB`;
  res
    .type("html")
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>Too much to send</title><h1>Too much to send</h1>` +
        `<p>What this form sent is larger than the ${limit} any of our forms accepts, so nothing was saved.</p>` +
        `<p>Please go back, shorten what you typed, and send the form again.</p></html>`,
    );
}

function wantsJson(req: Request): boolean {
  return (
    req.path.startsWith("/api/") ||
    Boolean(req.is(["application/json", "+json"])) ||
    req.accepts(["html", "json"]) === "json"
  );
}
