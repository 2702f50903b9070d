import type { ReactNode } from "react";
import { ENQUIRE_NOW_ID } from "./enquire-now.tsx";
import { FloatingActions } from "./floating-actions.tsx";
import { PageLoader } from "./page-loader.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { useCatalogue } from "#app/i18n/use-locale.ts";

/**
 * The shared layout around every page of the main site (docs/decisions/200, Layout).
 * Two skip links come first: to the page's content, and to the Enquire Now button, which otherwise
 * sits after the whole page in the tab order (docs/decisions/118-phone-layout-keyboard-and-whatsapp.md).
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  const common = useCatalogue().common;
  return (
    <>
      <a href="#main" className="skip-link">
        {common.skipToContent}
      </a>
      <a href={`#${ENQUIRE_NOW_ID}`} className="skip-link">
        {common.skipToEnquireNow}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <FloatingActions />
      <PageLoader />
    </>
  );
}
