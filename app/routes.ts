import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** The one list of URLs (seed 000 section 2). Prerendering and the sitemap use app/content/prerender-paths.ts. */
export default [
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  layout("routes/layouts/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("products/:id", "routes/product.tsx"),
    route("portfolio", "routes/portfolio.tsx"),
    route("technical-specs/:id", "routes/technical-specs.tsx"),
    route("news", "routes/news.tsx"),
    route("blog", "routes/blog-list.tsx"),
    route("blog/:slug", "routes/blog-article.tsx"),
    route("contact", "routes/contact.tsx"),
    route("solar-calculator", "routes/solar-calculator.tsx"),
    route("solar-panels/:title", "routes/state-tariff.tsx"),
    route("state-search", "routes/state-search.ts"),
    route("become-partner", "routes/become-partner.tsx"),
    route("terms-conditions", "routes/legal/terms-conditions.tsx"),
    route("privacy-policy", "routes/legal/privacy-policy.tsx"),
    route("cookie-policy", "routes/legal/cookie-policy.tsx"),
    route("success", "routes/outcome/success.tsx"),
    route("error", "routes/outcome/error.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/layouts/landing-layout.tsx", [
    route("integrated-solar-roof", "routes/landing.tsx"),
    route("integrated-solar-roof/success", "routes/outcome/landing-success.tsx"),
    route("integrated-solar-roof/error", "routes/outcome/landing-error.tsx"),
  ]),
] satisfies RouteConfig;
