import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "react-router";
import { useEffect, type ReactNode } from "react";
import type { Route } from "./+types/root";
import { TagManager } from "./components/layout/tag-manager.tsx";
import { JsonLd } from "./components/ui/json-ld.tsx";
import { organizationJsonLd } from "./content/json-ld.ts";
import { useNonce } from "./nonce.tsx";
import bodyFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import headingFont from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import appStyles from "./styles/app.css?url";
import devanagariFont from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";
import teluguFont from "@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2?url";
import hindiNameFont from "./styles/fonts/language-name-hi.woff2?url";
import teluguNameFont from "./styles/fonts/language-name-te.woff2?url";
import { catalogueFor } from "./i18n/catalogue.ts";
import { baseRouteId, LOCALE_INFO, localizedPath, type Locale } from "./i18n/locales.ts";
import { useLocale } from "./i18n/use-locale.ts";
import { Stylesheet } from "./components/ui/stylesheet.tsx";
import {
  HYDRATE_ON_USE_ROUTES,
  HYDRATE_ON_USE_SCRIPT,
  HYDRATED_ATTRIBUTE,
  ON_USE_MARKER_NAME,
} from "./html/hydrate-on-use.ts";
import { LANGUAGE_SWITCH_SCRIPT } from "./html/language-switch.ts";
import { NATIVE_CONTROLS_SCRIPT } from "./html/native-controls.ts";
import { SCROLL_MARKER_SCRIPT } from "./html/scroll-marker.ts";

// Both fonts are font-display: optional (styles/fonts.css): preloaded, they usually arrive in time to be used.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: bodyFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: headingFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * Each language's own script font (styles/fonts.css), preloaded only on that language's pages
 * (docs/decisions/180).
 */
const SCRIPT_FONTS: Partial<Record<Locale, string>> = { hi: devanagariFont, te: teluguFont };

/**
 * The language switcher's names in their own scripts (2 KB each, styles/app.css): preloaded so they are
 * there for the first paint, as a font that comes later is not swapped in (font-display: optional).
 */
const LANGUAGE_NAME_FONTS = [hindiNameFont, teluguNameFont];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const locale = useLocale();
  const scriptFont = SCRIPT_FONTS[locale];
  // The sales console shows personal data: no analytics there (docs/decisions/116), no site metadata.
  const matches = useMatches();
  const inConsole = matches.some((match) => (match.handle as { console?: boolean } | undefined)?.console);
  // Public pages load the app on first use (app/html/hydrate-on-use.ts, records 171 and 173).
  const onUse = HYDRATE_ON_USE_ROUTES.has(baseRouteId(matches.at(-1)?.id ?? ""));
  // Marks that React has taken the page over (the "js" class only says scripts run): from here on a
  // click reaches React's handlers, not the plain HTML behind them. The browser tests wait for it.
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
  return (
    <html lang={LOCALE_INFO[locale].tag} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#13233D" />
        <Stylesheet href={appStyles} />
        {scriptFont ? (
          <link rel="preload" href={scriptFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        ) : null}
        {inConsole
          ? null
          : LANGUAGE_NAME_FONTS.map((href) => (
              <link
                key={href}
                rel="preload"
                href={href}
                as="font"
                type="font/woff2"
                crossOrigin="anonymous"
              />
            ))}
        {/* Marks that scripts run, so no-JavaScript fallbacks can be styled away (styles/app.css), and
            from the first paint whether the page has scrolled far enough for the calculator button. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: `document.documentElement.classList.add("js");${SCROLL_MARKER_SCRIPT}${inConsole ? "" : `;${NATIVE_CONTROLS_SCRIPT}`}`,
          }}
        />
        {onUse ? <meta name={ON_USE_MARKER_NAME} content="on-use" /> : null}
        <Meta />
        <Links />
        {inConsole ? null : <JsonLd data={organizationJsonLd()} />}
        {inConsole ? null : <TagManager />}
      </head>
      <body>
        {children}
        {/* After the page's forms, before the app: the language switch keeps what was entered. */}
        {inConsole ? null : (
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: LANGUAGE_SWITCH_SCRIPT }}
          />
        )}
        <ScrollRestoration />
        <Scripts />
        {onUse ? (
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: HYDRATE_ON_USE_SCRIPT }}
          />
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort when a layout itself fails; page errors are handled inside the site layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const locale = useLocale();
  const common = catalogueFor(locale).common;
  return (
    <main id="main" className="container section">
      <h1>{status === 404 ? common.notFoundTitle : common.errorTitle}</h1>
      <p>{common.errorDefault}</p>
      <a href={localizedPath("/", locale)}>{common.goHome}</a>
      {import.meta.env.DEV && error instanceof Error ? <pre>{error.stack}</pre> : null}
    </main>
  );
}
