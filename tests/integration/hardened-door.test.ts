/**
 * The hardened door (docs/decisions/198), on the built site run as its own process, on SQLite and on
 * PostgreSQL:
 * - eight 50 MB posts at once (declared and chunked; to a page's form action and to the JSON API) are
 *   each cut at the body limit with a 413 (a chunked one may instead find its connection closed), the
 *   server's resident memory (read from /proc) stays flat, and a normal enquiry sent right after is stored;
 * - a control character in any field of any lead form, posted to its page or to the API, gets that
 *   field's message and stores nothing (PostgreSQL cannot store a NUL: it used to be a 500).
 * Skipped on a checkout without a build (scripts/test-all.sh builds first).
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BODY_LIMIT_BYTES } from "#app/platform/limits/body-limit.ts";
import { validationMessages } from "#app/modules/leads/schema/field-rules.ts";
import { postedBody, postForm, validEnquiryForm, type PostOutcome } from "#tests/support/big-posts.ts";
import { startCluster, type Cluster } from "#tests/support/cluster.ts";
import { dialectsUnderTest } from "#tests/support/databases.ts";
import { validDealerApplication } from "#tests/support/dealer-fixture.ts";
import { validEnquiry } from "#tests/support/enquiry-fixture.ts";

const BUILT = fs.existsSync(path.resolve("build/server/index.js"));
const dialects = await dialectsUnderTest();
const MB = 1024 * 1024;
/** Eight posts of 50 MB went through before; what they may add to the server's memory now. */
const MEMORY_GROWTH_BOUND_MB = 48;
const M = validationMessages("en");
const NUL = "\u0000";

function rssKb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
}

/** How many leads of every kind are stored. */
async function leadCount(cluster: Cluster): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from leads`.execute(cluster.db);
  return Number(rows[0]?.n ?? 0);
}

let phoneCounter = 0;
function freshPhone() {
  phoneCounter += 1;
  return `9${String(300_000_000 + phoneCounter * 7919).slice(-9)}`;
}

/** HTML text as a page shows it (the messages are HTML-escaped there). */
const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

describe.skipIf(!BUILT && process.env.CI !== "true").each(dialects)("the hardened door on %s", (dialect) => {
  let cluster: Cluster;
  let site: string;
  let pid: number;
  beforeAll(async () => {
    cluster = await startCluster({ dialect, serve: "site" });
    const instance = cluster.instances[0];
    if (!instance) throw new Error("no server");
    site = instance.url;
    pid = instance.pid;
  }, 60_000);
  afterAll(async () => cluster?.stop());

  it(
    "cuts eight concurrent 50 MB posts at the limit, keeps its memory and stores the next lead",
    { timeout: 120_000 },
    async () => {
      // Warm: the page's code loaded and one enquiry stored, so what follows measures the posts only.
      expect(
        (
          await postForm(
            `${site}/contact`,
            validEnquiryForm(cluster.formToken(), { phone_number: freshPhone() }),
          )
        ).status,
      ).toBe(302);
      const before = rssKb(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 20);
      const targets = [
        { url: `${site}/contact`, json: false },
        { url: `${site}/api/arka/enquiries/create`, json: true },
      ];
      const posts = targets.flatMap((target) =>
        [true, false, true, false].map((declared) => ({ ...target, declared })),
      );
      let outcomes: PostOutcome[];
      try {
        outcomes = await Promise.all(
          posts.map((post) => postedBody(post.url, 50 * MB, { declared: post.declared })),
        );
      } finally {
        clearInterval(sampler);
      }
      peak = Math.max(peak, rssKb(pid));
      posts.forEach((post, i) => {
        const outcome = outcomes[i] as PostOutcome;
        const what = `${post.url} ${post.declared ? "declared" : "chunked"}`;
        if (!post.declared && outcome.status === 0) {
          // Cut while still sending: the connection closed under the client before it read the answer.
          expect(["ECONNRESET", "EPIPE"], what).toContain(outcome.error);
          return;
        }
        expect(outcome.status, what).toBe(413);
        if (post.json)
          expect(JSON.parse(outcome.body), what).toEqual({
            status: 413,
            message: "The request is too large.",
          });
        else expect(outcome.body, what).toContain("Too much to send");
      });
      // At least the declared ones were never read past their headers: far less than 50 MB each was taken.
      expect(peak - before, `rss grew from ${before} kB to ${peak} kB`).toBeLessThan(
        MEMORY_GROWTH_BOUND_MB * 1024,
      );

      const stored = await leadCount(cluster);
      const normal = await postForm(
        `${site}/contact`,
        validEnquiryForm(cluster.formToken(), { phone_number: freshPhone() }),
      );
      expect(normal.status).toBe(302);
      expect(normal.location).toMatch(/^\/success/);
      expect(await leadCount(cluster)).toBe(stored + 1);
    },
  );

  it("reads a form just under the limit and refuses one just over it, whatever the path", async () => {
    const under = await postedBody(`${site}/contact`, DEFAULT_BODY_LIMIT_BYTES, { declared: true });
    // Read and validated (a 64 KB name is too long), not refused as too large.
    expect(under.status).toBe(400);
    const over = await postedBody(`${site}/contact`, DEFAULT_BODY_LIMIT_BYTES + 1, { declared: true });
    expect(over.status).toBe(413);
    // A path no route has, the console, a passkey's JSON: the same limit before anything reads them.
    for (const [route, contentType] of [
      ["/no-such-page", "application/x-www-form-urlencoded"],
      ["/sales/sign-in", "application/x-www-form-urlencoded"],
      ["/sales/passkeys/sign-in", "application/json"],
    ] as const) {
      const answer = await postedBody(`${site}${route}`, DEFAULT_BODY_LIMIT_BYTES + 1, {
        declared: true,
        contentType,
      });
      expect(answer.status, route).toBe(413);
      if (contentType === "application/json") expect(JSON.parse(answer.body)).toMatchObject({ status: 413 });
    }
  });

  it("answers a control character in any enquiry field of the page's form with the field's message", async () => {
    const stored = await leadCount(cluster);
    const valid = validEnquiryForm(cluster.formToken(), { phone_number: freshPhone() });
    const messages: Record<string, string> = {
      name: M.enquiry.invalidCharacters(M.fieldNames.name),
      city: M.enquiry.invalidCharacters(M.fieldNames.city),
      email: M.enquiry.emailInvalid,
      phone_number: M.enquiry.phoneDigitsOnly,
      pincode: M.enquiry.pincodeDigitsOnly,
      state: M.enquiry.stateUnknown,
    };
    for (const page of ["/contact", "/integrated-solar-roof"]) {
      for (const [field, message] of Object.entries(messages)) {
        const answer = await postForm(`${site}${page}`, {
          ...valid,
          form_token: cluster.formToken(),
          [field]: `${valid[field as keyof typeof valid].slice(0, 2)}${NUL}${valid[field as keyof typeof valid].slice(2)}`,
        });
        expect(answer.status, `${page} ${field}`).toBe(400);
        expect(answer.text, `${page} ${field}`).toContain(escaped(message));
      }
    }
    expect(await leadCount(cluster)).toBe(stored);
  });

  it("answers a control character in any field of the API's lead forms with the field's message", async () => {
    const stored = await leadCount(cluster);
    const enquiry = validEnquiry({ phone_number: freshPhone() });
    const enquiryFields = [
      "name",
      "email",
      "phone_number",
      "state",
      "district",
      "city",
      "pincode",
      "campaign_id",
      "source",
    ];
    for (const field of enquiryFields) {
      const value = String((enquiry as Record<string, unknown>)[field] ?? "web");
      const answer = await cluster.post(0, "/api/arka/enquiries/create", {
        ...enquiry,
        [field]: `${value.slice(0, 1)}${NUL}${value.slice(1)}`,
        form_token: cluster.formToken(),
      });
      expect(answer.status, field).toBe(400);
      expect(answer.body.errors?.[field], field).toBeTruthy();
    }
    const answers = await cluster.post(0, "/api/arka/enquiries/create", {
      ...enquiry,
      enquiry_requirements: { ...enquiry.enquiry_requirements, 1: `Indus${NUL}trial` },
      form_token: cluster.formToken(),
    });
    expect(answers.status).toBe(400);
    expect(answers.body.errors?.["enquiry_requirements.1"]).toBeTruthy();

    const dealer = validDealerApplication(freshPhone());
    for (const field of ["first_name", "last_name", "street", "city"]) {
      const value = String((dealer as Record<string, unknown>)[field]);
      const answer = await cluster.post(0, "/api/arka/dealers/subscription/create", {
        ...dealer,
        [field]: `${value.slice(0, 1)}${NUL}${value.slice(1)}`,
        form_token: cluster.formToken(),
      });
      expect(answer.status, field).toBe(400);
      const what = {
        first_name: "firstName",
        last_name: "lastName",
        street: "address",
        city: "city",
      } as const;
      expect(answer.body.errors?.[field], field).toBe(
        M.dealer.invalidCharacters(M.fieldNames[what[field as keyof typeof what]]),
      );
    }
    const gst = await cluster.post(0, "/api/arka/dealers/subscription/create", {
      ...dealer,
      requirements: { ...(JSON.parse(dealer.requirements) as object), gst_number: `27AA${NUL}AAA0000A1Z5` },
      form_token: cluster.formToken(),
    });
    expect(gst.status).toBe(400);
    expect(gst.body.errors?.["requirements.gst_number"]).toBeTruthy();

    const callback = await cluster.post(0, "/api/arka/callbacks/create", {
      name: `Asha${NUL}`,
      phone_number: freshPhone(),
      preferred_time: "tomorrow_morning",
      form_token: cluster.formToken(),
    });
    expect(callback.status).toBe(400);
    expect(callback.body.errors?.name).toBe(M.enquiry.invalidCharacters(M.fieldNames.name));

    const otp = await cluster.post(0, "/api/communication/sms/send/otp", {
      phone_number: `98${NUL}76543210`,
    });
    expect(otp.status).toBeGreaterThanOrEqual(400);
    expect(otp.status).toBeLessThan(500);
    expect(await leadCount(cluster)).toBe(stored);
  });
});
