import type { ReactNode } from "react";
import { EnquireNow } from "./enquire-now.tsx";
import { FloatingActions } from "./floating-actions.tsx";
import { PageLoader } from "./page-loader.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** The shared layout around every page of the main site (seed 000 section 2, seed 001 "Footer"). */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <FloatingActions />
      <EnquireNow />
      <PageLoader />
    </>
  );
}
