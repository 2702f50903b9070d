import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LegalDocumentSchema, type LegalDocument } from "./legal-document.ts";
import { document as cookiePolicy } from "./cookie-policy.ts";
import { document as privacyPolicy, privacySectionIds } from "./privacy-policy.ts";
import { document as terms, termsConstants } from "./terms-conditions.ts";
import { LegalPage } from "#app/components/pages/legal-page.tsx";
import { site } from "#app/content/site.ts";

const documents = { terms, privacyPolicy, cookiePolicy };

/** Every word of a document, as a reader sees it. */
function fullText(doc: LegalDocument): string {
  return [...doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])])].join(
    "\n",
  );
}

/** The page as the server renders it, tags stripped, entities decoded. */
function renderedText(doc: LegalDocument): string {
  const html = renderToStaticMarkup(createElement(LegalPage, { pageKey: "terms-conditions", document: doc }));
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe.each(Object.entries(documents))("%s", (_name, doc) => {
  it("matches the legal document schema", () => {
    expect(LegalDocumentSchema.safeParse(doc).error).toBeUndefined();
  });

  it("has unique section ids", () => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names the company from the site config and leaves no placeholder text", () => {
    const text = fullText(doc);
    expect(text).toContain(site.email.split("@")[1]);
    expect(text).not.toMatch(/\{[a-z]+\}|undefined|being written|TODO/i);
  });
});

describe("terms and conditions", () => {
  const requiredSections = [
    "general terms",
    "license",
    "definitions",
    "restrictions",
    "return and refund",
    "consent",
    "links",
    "cookies",
    "changes",
    "third-party services",
    "termination",
    "copyright notice",
    "indemnification",
    "no warranties",
    "limitation of liability",
    "severability",
    "waiver",
    "amendments",
    "entire agreement",
    "intellectual property",
    "arbitration",
    "notice of dispute",
    "submissions",
    "promotions",
    "typographical errors",
    "miscellaneous",
    "disclaimer",
  ];

  it.each(requiredSections)("has a section on %s", (topic) => {
    const id = topic.replace(/ /g, "-");
    const section = terms.sections.find((s) => s.id === id);
    expect(section, `section #${id}`).toBeDefined();
    expect(section?.heading.toLowerCase()).toContain(topic.split(" ")[0]);
  });

  it("shows the dispute, notice and claim periods and the contact e-mail on the page", () => {
    const text = renderedText(terms);
    expect(text).toContain(`${termsConstants.informalNegotiationDays} days`);
    expect(text).toContain(`${termsConstants.materialChangeNoticeDays} days`);
    expect(text).toContain(`within ${termsConstants.claimPeriod}`);
    expect(text).toContain(site.email);
  });

  it("ties the 60-day negotiation to the notice of dispute and the 30-day notice to changes", () => {
    const section = (id: string) => terms.sections.find((s) => s.id === id)?.paragraphs.join(" ") ?? "";
    expect(section("notice-of-dispute")).toContain(`${termsConstants.informalNegotiationDays} days`);
    expect(section("changes")).toContain(`${termsConstants.materialChangeNoticeDays} days`);
    expect(section("limitation-of-liability")).toContain(termsConstants.claimPeriod);
  });
});

describe("privacy policy", () => {
  const requiredTopics: Array<[topic: string, id: string, mustMention: RegExp]> = [
    ["data collected", "data-we-collect", /pincode/i],
    ["social login", "social-login", /social/i],
    ["calls and chats", "calls-and-chats", /call/i],
    ["age limits", "age-limits", /under 13[\s\S]*under 18/],
    ["referrals", "referrals", /refer/i],
    ["communications", "communications", /unsubscribe/i],
    ["payment information", "payment-information", /payment/i],
    ["device and location", "device-and-location", /location/i],
    ["cookies", "cookies", /Cookie Policy/],
    ["other sources", "other-sources", /dealer/i],
    ["purposes", "purposes", /quotation/i],
    [
      "retention",
      "retention",
      /at least 1 year[\s\S]*anonymised 24 months \(2 years\) after its last activity/,
    ],
    ["processors", "who-we-share-with", /SMS[\s\S]*e-mail[\s\S]*hosting/i],
    ["breach notification", "breach-notification", /Data Protection Board of India/],
    ["rights", "your-rights", /correct[\s\S]*erase/i],
    ["withdrawing consent", "withdraw-consent", /withdraw/i],
    ["grievance officer", "grievance-officer", /72 hours[\s\S]*30 days/],
    ["complaint to the Board", "complaints-board", /Data Protection Board of India/],
  ];

  it.each(requiredTopics)("covers %s", (_topic, id, mustMention) => {
    const section = privacyPolicy.sections.find((s) => s.id === id);
    expect(section, `section #${id}`).toBeDefined();
    expect([...(section?.paragraphs ?? []), ...(section?.list ?? [])].join(" ")).toMatch(mustMention);
  });

  it("names the three kinds of data subjects", () => {
    const text = fullText(privacyPolicy).toLowerCase();
    for (const subject of ["users", "design partners", "service partners"]) expect(text).toContain(subject);
  });

  it("numbers its sections in order", () => {
    privacyPolicy.sections.forEach((s, i) => expect(s.heading).toMatch(new RegExp(`^${i + 1}\\. `)));
  });

  it("exports the ids the consent notice links to, and they exist", () => {
    const ids = privacyPolicy.sections.map((s) => s.id);
    for (const id of Object.values(privacySectionIds)) expect(ids).toContain(id);
  });

  it("gives the grievance officer's contact from the site config", () => {
    expect(fullText(privacyPolicy)).toContain(site.grievanceOfficer.email);
  });
});

describe("cookie policy", () => {
  it("describes the error page's local storage, analytics and the absence of advertising cookies", () => {
    const text = fullText(cookiePolicy);
    expect(text).toMatch(/local storage/i);
    expect(text).toMatch(/Tag Manager/);
    expect(text).toMatch(/no advertising/i);
  });
});
