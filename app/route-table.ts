import { site } from "./content/site.ts";
import type { Permission } from "./modules/staff/roles.ts";

/**
 * Every route with the facts about it (docs/decisions/202). app/routes.ts builds React Router's
 * configuration from these entries, and the lists other code reads are derived here: the prerendered
 * pages (app/content/prerender-paths.ts), the pages that load the app on first use
 * (app/html/hydrate-on-use.ts), who may open each console address (app/modules/staff/console-access.ts)
 * and the console's navigation (app/modules/staff/console-sections.ts). Kept free of content and
 * React: the app's root imports it in the browser too.
 */

/** The content a prerendered page's parameter stands for: one page per item (app/content/prerender-paths.ts). */
export type PrerenderCollection = "products" | "blogArticles" | "tariffStates";

export type PageFacts = {
  /** Rendered to HTML at build time (docs/decisions/004); with a parameter, once per item of a collection. */
  prerender?: true | PrerenderCollection;
  /** A form page rendered once for every visitor and kept for a while (docs/decisions/172). */
  sharedFormPage?: true;
  /** Served as plain HTML; the app's script loads on first use (app/html/hydrate-on-use.ts). */
  loadsOnFirstUse?: true;
  /** Left out of the sitemap: an outcome page answers a form and is not worth a search result. */
  notIndexed?: true;
};

/** A public page, in every language (docs/decisions/180); `path` is the English one, "" for home. */
export type PublicPage = { path: string; file: string } & PageFacts;

/** A public page of app/routes/ with its facts. */
const page = (path: string, file: string, facts: PageFacts = {}): PublicPage => ({
  path,
  file: `routes/${file}`,
  ...facts,
});

/** A content page: prerendered, and the app loads on first use. */
const CONTENT = { prerender: true, loadsOnFirstUse: true } as const;
/** A form page rendered once for every visitor that loads the app on first use (docs/decisions/173). */
const FORM_PAGE = { sharedFormPage: true, loadsOnFirstUse: true } as const;
/** An outcome page: answers a form, so it is not worth a search result. */
const OUTCOME = { ...CONTENT, notIndexed: true } as const;

/** The public pages, in the layout that frames them. */
export const PUBLIC_FRAMES: readonly { layout: string; pages: readonly PublicPage[] }[] = [
  {
    layout: "routes/layouts/site-layout.tsx",
    pages: [
      page("", "home.tsx", CONTENT),
      page("about", "about.tsx", CONTENT),
      page("products/:id", "product.tsx", { ...CONTENT, prerender: "products" }),
      page("portfolio", "portfolio.tsx", CONTENT),
      page("technical-specs/:id", "technical-specs.tsx", { ...CONTENT, prerender: "products" }),
      page("news", "news.tsx", CONTENT),
      page("blog", "blog-list.tsx", CONTENT),
      page("blog/:slug", "blog-article.tsx", { ...CONTENT, prerender: "blogArticles" }),
      page("contact", "contact.tsx", FORM_PAGE),
      // Its figures answer the first tap, so the app loads with the page (docs/decisions/197).
      page("solar-calculator", "solar-calculator.tsx", { sharedFormPage: true }),
      page("solar-panels/:title", "state-tariff.tsx", { ...CONTENT, prerender: "tariffStates" }),
      page("state-search", "state-search.ts"),
      page("become-partner", "become-partner.tsx", FORM_PAGE),
      page("request-callback", "request-callback.tsx"),
      // A prerendered shell; the list comes from the server (a search without JavaScript is rendered
      // per request: server/prerendered-pages.ts).
      page("dealers", "dealers.tsx", { prerender: true }),
      page("terms-conditions", "legal/terms-conditions.tsx", CONTENT),
      page("privacy-policy", "legal/privacy-policy.tsx", CONTENT),
      page("cookie-policy", "legal/cookie-policy.tsx", CONTENT),
      page("success", "outcome/success.tsx", OUTCOME),
      page("error", "outcome/error.tsx", OUTCOME),
      page("*", "not-found.tsx", { loadsOnFirstUse: true }),
    ],
  },
  {
    layout: "routes/layouts/landing-layout.tsx",
    pages: [
      page("integrated-solar-roof", "landing.tsx", FORM_PAGE),
      page("integrated-solar-roof/success", "outcome/landing-success.tsx", OUTCOME),
      page("integrated-solar-roof/error", "outcome/landing-error.tsx", OUTCOME),
    ],
  },
];

/**
 * Who may open a console address (`view`, for GET) and change things through it (`change`, for POST);
 * `public`: the sign-in steps, which work without a session. Each route asks requireStaff for exactly
 * these. `nav` names the section in the console's navigation, shown to the roles that may view it,
 * in the order of this table.
 */
export type ConsoleFacts =
  | { public: true }
  | { view?: Permission; change?: Permission }
  | { view: Permission; change?: Permission; nav: string };

/** A console route (never prerendered, never cached); `framed` ones render inside the console's layout. */
export type ConsoleRoute = { path: string; file: string; framed: boolean; console: ConsoleFacts };

export const CONSOLE_LAYOUT = "routes/layouts/console-layout.tsx";

/** A console route of app/routes/sales/, its path and facts kept literal for CONSOLE_ACCESS's keys. */
function sales<const P extends string, const F extends ConsoleFacts>(
  path: P,
  file: string,
  facts: F,
  framed = false,
) {
  return { path, file: `routes/sales/${file}`, framed, console: facts };
}

const PUBLIC = { public: true } as const;
const FRAMED = true;

/** The sales console (docs/decisions/112): every loader and action asks app/console-access.server.ts first. */
export const CONSOLE_ROUTES = [
  sales("sales/sign-in", "sign-in.tsx", PUBLIC),
  sales("sales/sign-in/:token", "sign-in-link.tsx", PUBLIC),
  sales("sales/sign-out", "sign-out.ts", PUBLIC),
  sales("sales/passkeys/register-options", "passkeys-register-options.ts", { change: "read" }),
  sales("sales/passkeys/register", "passkeys-register.ts", { change: "read" }),
  sales("sales/passkeys/sign-in-options", "passkeys-sign-in-options.ts", PUBLIC),
  sales("sales/passkeys/sign-in", "passkeys-sign-in.ts", PUBLIC),
  sales("sales/export.csv", "export-csv.ts", { view: "export" }),
  sales("sales", "inbox.tsx", { view: "read", nav: "Inbox" }, FRAMED),
  sales("sales/leads/:kind/:id", "lead.tsx", { view: "read", change: "work" }, FRAMED),
  sales("sales/dashboard", "dashboard.tsx", { view: "read", change: "work", nav: "Dashboard" }, FRAMED),
  sales("sales/dealers", "dealers.tsx", { view: "read", change: "work", nav: "Dealers" }, FRAMED),
  sales("sales/privacy", "privacy.tsx", { view: "privacy", change: "privacy", nav: "Data requests" }, FRAMED),
  sales("sales/staff", "staff.tsx", { view: "manageStaff", change: "manageStaff", nav: "Staff" }, FRAMED),
  sales("sales/audit", "audit.tsx", { view: "audit", nav: "Audit log" }, FRAMED),
  sales("sales/account", "account.tsx", { view: "read", change: "read", nav: "Account" }, FRAMED),
  // A POST (the phone or e-mail travels in the body, never the address); GET says so.
  sales("sales/privacy/export.json", "privacy-export-json.ts", { view: "privacy", change: "privacy" }),
] satisfies readonly ConsoleRoute[];

/** Machine-readable files built from the page lists (app/routes/sitemap.xml.ts, robots.txt.ts), prerendered. */
export const RESOURCE_ROUTES = [
  { path: "sitemap.xml", file: "routes/sitemap.xml.ts" },
  { path: "robots.txt", file: "routes/robots.txt.ts" },
] as const satisfies readonly { path: string; file: string }[];

/**
 * The specification's JSON URLs (docs/decisions/100), each a resource route over the same intake as the
 * forms (docs/decisions/201). The site registers them with the rest; server/api-routes.ts serves them
 * alone for the API-only server (benchmark, crash and cluster tests), which runs without a build.
 */
export const API_ROUTES = [
  {
    path: `api/${site.productKey}/conceptHierarchy/list/enquiryrequirements`,
    file: "routes/api/enquiry-questions.ts",
  },
  {
    path: `api/${site.productKey}/dealers/subscription/requirement/inputs/list`,
    file: "routes/api/dealer-inputs.ts",
  },
  { path: `api/${site.productKey}/enquiries/create`, file: "routes/api/enquiry-create.ts" },
  { path: `api/${site.productKey}/dealers/subscription/create`, file: "routes/api/dealer-create.ts" },
  { path: `api/${site.productKey}/callbacks/create`, file: "routes/api/callback-create.ts" },
  { path: "api/communication/sms/send/otp", file: "routes/api/otp-send.ts" },
  { path: "api/communication/sms/verify/otp", file: "routes/api/otp-verify.ts" },
  { path: "api/communication/bot-check/challenge", file: "routes/api/bot-check-challenge.ts" },
  { path: "api/forms/token", file: "routes/api/form-token.ts" },
  { path: "api/v2/geoservice/district/IN", file: "routes/api/geo-districts.ts" },
  { path: "api/dealers/directory", file: "routes/api/dealers-directory.ts" },
  { path: "common/json/indianStatesCities.json", file: "routes/api/states-cities.ts" },
  { path: "api/*", file: "routes/api/not-found.ts" },
] as const satisfies readonly { path: string; file: string }[];

/** Every public page with its facts, in table order. */
export const PUBLIC_PAGES: readonly PublicPage[] = PUBLIC_FRAMES.flatMap((frame) => frame.pages);

/** A route's id as React Router gives it by default: its file under app/ without the extension. */
export function routeIdOf(file: string): string {
  return file.replace(/\.tsx?$/, "");
}
