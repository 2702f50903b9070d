import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postedBody } from "#tests/support/big-posts.ts";
import { listenOnLoopback, type Listening } from "#tests/support/listen.ts";
import { BODY_TOO_LARGE_MESSAGE, bodyLimit } from "./body-limit.ts";

const LIMIT = 4096;

describe("the body limit", () => {
  let served: Listening;
  /** What the reader behind the limit saw of each body: its length, or that reading it failed. */
  const read: string[] = [];
  beforeAll(async () => {
    const app = express();
    app.use(bodyLimit(LIMIT));
    // A reader that takes the whole stream, as React Router's handler does for a form.
    app.post(["/form", "/api/echo"], async (req, res) => {
      try {
        let length = 0;
        for await (const chunk of req) length += (chunk as Buffer).length;
        read.push(`read ${length}`);
        res.json({ length });
      } catch (error) {
        read.push(`failed ${(error as { status?: number }).status ?? "?"}`);
      }
    });
    served = await listenOnLoopback(app);
  });
  afterAll(async () => served?.close());

  it("hands a body within the limit to its reader untouched, declared or chunked", async () => {
    for (const declared of [true, false]) {
      const answer = await postedBody(`${served.url}/form`, LIMIT, { declared });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ length: LIMIT });
    }
  });

  it("answers a declared body over the limit at once, as JSON for the API and as a page for a form", async () => {
    const before = read.length;
    const api = await postedBody(`${served.url}/api/echo`, 10 * 1024 * 1024, { declared: true });
    expect(api.status).toBe(413);
    expect(JSON.parse(api.body)).toEqual({ status: 413, message: BODY_TOO_LARGE_MESSAGE });
    const form = await postedBody(`${served.url}/form`, LIMIT + 1, { declared: true });
    expect(form.status).toBe(413);
    expect(form.body).toContain("Too much to send");
    // Never reached the reader.
    expect(read.length).toBe(before);
  });

  it("cuts a chunked body the moment it passes the limit, and its reader sees the request fail", async () => {
    const before = read.length;
    const answer = await postedBody(`${served.url}/api/echo`, 10 * 1024 * 1024, { declared: false });
    if (answer.status === 0) expect(["ECONNRESET", "EPIPE"]).toContain(answer.error);
    else expect(answer.status).toBe(413);
    await expect.poll(() => read.slice(before), { timeout: 5000 }).toEqual(["failed 413"]);
  });
});
