import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { decodeVisit, VISIT_COOKIE } from "#app/modules/leads/schema/attribution.ts";
import { listenOnLoopback } from "#tests/support/listen.ts";
import { visitAttribution } from "./visit-attribution.ts";

let url = "";
let close = async () => {};
beforeAll(async () => {
  const app = express();
  app.use(visitAttribution());
  app.use((_req, res) => void res.send("page"));
  ({ url, close } = await listenOnLoopback(app));
});
afterAll(() => close());

async function visit(path: string, cookie = "") {
  const response = await fetch(`${url}${path}`, { headers: cookie ? { cookie } : {} });
  const set = response.headers.get("set-cookie") ?? "";
  return { set, value: /arka_visit=([^;]*)/.exec(set)?.[1] };
}

it("remembers a campaign landing for the visit: the first stays, the latest replaces, other pages leave it", async () => {
  const landed = await visit("/?c_id=77&src=fb&utm_campaign=x");
  expect(landed.set).toMatch(/HttpOnly; Secure; SameSite=Lax/);
  expect(landed.set).not.toMatch(/Max-Age|Expires/);
  expect(decodeVisit(landed.value)).toEqual({
    first: { c_id: "77", src: "fb", utm_campaign: "x" },
    last: { c_id: "77", src: "fb", utm_campaign: "x" },
  });
  expect((await visit("/about", `${VISIT_COOKIE}=${landed.value}`)).value).toBeUndefined();
  const again = await visit("/contact?gclid=abc", `${VISIT_COOKIE}=${landed.value}`);
  expect(decodeVisit(again.value)).toEqual({
    first: { c_id: "77", src: "fb", utm_campaign: "x" },
    last: { gclid: "abc" },
  });
  expect((await visit("/api/health?c_id=1")).value).toBeUndefined();
});
