import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { DEFAULT_LOCALE, PREFIXED_LOCALES, type Locale } from "./i18n/locales.ts";
import { API_ROUTES } from "./routes/api/api-routes.ts";

/** The one list of URLs (seed 000 section 2). Prerendering and the sitemap use app/content/prerender-paths.ts. */
export default [
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  // The specification's JSON URLs: resource routes over the forms' intake (docs/decisions/201).
  ...API_ROUTES.map(({ path, file }) => route(path, file)),
  // The sales console (issue 12): rendered per request, never cached or indexed; every loader and
  // action asks app/modules/staff/authorize.server.ts first.
  route("sales/sign-in", "routes/sales/sign-in.tsx"),
  route("sales/sign-in/:token", "routes/sales/sign-in-link.tsx"),
  route("sales/sign-out", "routes/sales/sign-out.ts"),
  route("sales/passkeys/register-options", "routes/sales/passkeys-register-options.ts"),
  route("sales/passkeys/register", "routes/sales/passkeys-register.ts"),
  route("sales/passkeys/sign-in-options", "routes/sales/passkeys-sign-in-options.ts"),
  route("sales/passkeys/sign-in", "routes/sales/passkeys-sign-in.ts"),
  route("sales/export.csv", "routes/sales/export-csv.ts"),
  layout("routes/layouts/console-layout.tsx", [
    route("sales", "routes/sales/inbox.tsx"),
    route("sales/leads/:kind/:id", "routes/sales/lead.tsx"),
    route("sales/account", "routes/sales/account.tsx"),
    route("sales/dashboard", "routes/sales/dashboard.tsx"),
    route("sales/dealers", "routes/sales/dealers.tsx"),
    route("sales/privacy", "routes/sales/privacy.tsx"),
    route("sales/staff", "routes/sales/staff.tsx"),
    route("sales/audit", "routes/sales/audit.tsx"),
  ]),
  route("sales/privacy/export.json", "routes/sales/privacy-export-json.ts"),
  ...publicPages("en"),
  ...PREFIXED_LOCALES.flatMap((locale) => publicPages(locale)),
] satisfies RouteConfig;

/**
 * The public site in one language: English at the unprefixed URLs with the route ids React Router gives
 * by default ("routes/about"), each other language under its prefix with ids in front ("hi/routes/about",
 * /hi/about), so the same modules serve every language (docs/decisions/180).
 */
function publicPages(locale: Locale): RouteConfigEntry[] {
  const prefixed = locale !== DEFAULT_LOCALE;
  const at = (path: string) => (prefixed ? (path ? `${locale}/${path}` : locale) : path);
  const id = (file: string) => (prefixed ? { id: `${locale}/${file.replace(/\.tsx?$/, "")}` } : {});
  const page = (path: string, file: string) => route(at(path), file, id(file));
  const frame = (file: string, children: RouteConfigEntry[]) => layout(file, id(file), children);
  return [
    frame("routes/layouts/site-layout.tsx", [
      prefixed ? page("", "routes/home.tsx") : index("routes/home.tsx"),
      page("about", "routes/about.tsx"),
      page("products/:id", "routes/product.tsx"),
      page("portfolio", "routes/portfolio.tsx"),
      page("technical-specs/:id", "routes/technical-specs.tsx"),
      page("news", "routes/news.tsx"),
      page("blog", "routes/blog-list.tsx"),
      page("blog/:slug", "routes/blog-article.tsx"),
      page("contact", "routes/contact.tsx"),
      page("solar-calculator", "routes/solar-calculator.tsx"),
      page("solar-panels/:title", "routes/state-tariff.tsx"),
      page("state-search", "routes/state-search.ts"),
      page("become-partner", "routes/become-partner.tsx"),
      page("request-callback", "routes/request-callback.tsx"),
      page("dealers", "routes/dealers.tsx"),
      page("terms-conditions", "routes/legal/terms-conditions.tsx"),
      page("privacy-policy", "routes/legal/privacy-policy.tsx"),
      page("cookie-policy", "routes/legal/cookie-policy.tsx"),
      page("success", "routes/outcome/success.tsx"),
      page("error", "routes/outcome/error.tsx"),
      page("*", "routes/not-found.tsx"),
    ]),
    frame("routes/layouts/landing-layout.tsx", [
      page("integrated-solar-roof", "routes/landing.tsx"),
      page("integrated-solar-roof/success", "routes/outcome/landing-success.tsx"),
      page("integrated-solar-roof/error", "routes/outcome/landing-error.tsx"),
    ]),
  ];
}
