/**
 * A call-back request's card on the Data requests screen (docs/decisions/166): named as one, its own fields
 * shown, and its name and mobile offered for correction. The page's action is tested in
 * tests/integration/privacy-console.test.ts; the browser suite walks the screen with an enquiry.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CORRECTABLE_FIELDS } from "#app/modules/privacy/lead-corrections.ts";
import type { FoundLead } from "#app/modules/privacy/privacy-records.ts";
import { PrivacyLeadCard } from "./privacy-lead-card.tsx";
import { PRIVACY_MESSAGES as M } from "#app/languages/en/console/privacy.ts";

const PHONE = "9876543210";

const callback: FoundLead = {
  kind: "callback",
  id: 7,
  createdAt: Date.UTC(2026, 10, 22, 6),
  version: 2,
  matchedBy: ["phone"],
  anonymisedAt: null,
  fields: {
    name: "Meera K",
    phone: PHONE,
    preferred_date: "2026-11-23",
    preferred_slot: "evening",
    page_path: "/contact",
  },
  answers: [],
  estimate: null,
  clientIp: "203.0.113.7",
  status: "new",
  lostReason: null,
  noticeVersion: null,
  flags: [],
  campaign: { id: "23", source: "website" },
  attribution: null,
};

function renderCard(lead: FoundLead): string {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () =>
        createElement(PrivacyLeadCard, {
          lead,
          subject: { phone: PHONE, email: null },
          correctable: CORRECTABLE_FIELDS[lead.kind],
          notice: null,
        }),
    },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/"] }));
}

describe("a call-back request on the Data requests screen", () => {
  it("is titled as one, shows its own fields, and offers its name and mobile for correction", () => {
    const html = renderCard(callback);
    expect(html).toContain(`<h4 id="callback-7-title">${M.lead.callback(7)}</h4>`);
    expect(M.lead.callback(7)).toBe("Call-back request 7");
    expect(html).toContain("+91 98765 43210");
    expect(html).toContain(`<dt>${M.lead.fields.preferred_date}</dt><dd>23 November 2026</dd>`);
    expect(html).toContain(`<dt>${M.lead.fields.preferred_slot}</dt><dd>evening (4 pm to 7 pm)</dd>`);
    expect(html).toContain('<input type="hidden" name="kind" value="callback"/>');
    expect(html).toContain('<input type="hidden" name="version" value="2"/>');
    const options = [...html.matchAll(/<option value="([^"]+)">/g)].map((m) => m[1]);
    expect(options).toEqual(["name", "phone"]);
    // No e-mail or address row: a call-back request has none.
    expect(html).not.toContain(`<dt>${M.lead.fields.email}</dt>`);
  });

  it("shows no correction form once erased", () => {
    const html = renderCard({
      ...callback,
      anonymisedAt: Date.UTC(2026, 10, 23),
      fields: { name: "[erased]", phone: "[erased]" },
    });
    expect(html).not.toContain("<form");
  });
});
