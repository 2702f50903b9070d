import { isRouteErrorResponse, Link, Outlet } from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/landing-layout";
import { LanguageSwitcher } from "#app/components/layout/language-switcher.tsx";
import { Logo } from "#app/components/layout/logo.tsx";
import { StatusMessage } from "#app/components/pages/status-message.tsx";
import { SocialLinks } from "#app/components/ui/social-links.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { messages } from "#app/content/messages.ts";
import { site } from "#app/content/site.ts";

/**
 * The campaign landing page has its own slim frame (seed 001 "Landing page"): logo, its own footer
 * with five social links and the year. The main menu is left out so the page keeps one purpose
 * (docs/decisions/010-landing-page-frame.md).
 */
function LandingChrome({ children }: { children: ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="landing-header">
        <div className="container landing-header__inner">
          <Link to="/integrated-solar-roof" aria-label={`${site.product} integrated solar roof`}>
            <Logo />
          </Link>
          <div className="landing-header__end">
            <LanguageSwitcher />
            <a className="top-bar__phone landing-header__phone" href={`tel:${site.phone.tel}`}>
              <Icon name="phone" size={18} />
              {site.phone.display}
            </a>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="landing-footer">
        <div className="container landing-footer__inner">
          <SocialLinks className="social-list" linkClassName="social-list__link" />
          {/* The company name ends with its own full stop ("Pvt. Ltd."): no second one after it. */}
          <p>
            © {year} {site.companyName} All rights reserved.
          </p>
        </div>
      </footer>
    </>
  );
}

export default function LandingLayout() {
  return (
    <LandingChrome>
      <Outlet />
    </LandingChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <LandingChrome>
      <title>{`${notFound ? messages.notFoundTitle : messages.errorTitle} | Arka`}</title>
      <div className="container section">
        <StatusMessage
          tone="error"
          title={notFound ? messages.notFoundTitle : messages.errorTitle}
          message={notFound ? messages.notFound : messages.errorDefault}
          to="/integrated-solar-roof"
          buttonLabel={messages.goHome}
        />
      </div>
    </LandingChrome>
  );
}
