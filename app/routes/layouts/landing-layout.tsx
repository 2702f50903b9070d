import { isRouteErrorResponse, Link, Outlet } from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/landing-layout";
import { LanguageSwitcher } from "#app/components/layout/language-switcher.tsx";
import { Logo } from "#app/components/layout/logo.tsx";
import { StatusMessage } from "#app/components/pages/status-message.tsx";
import { SocialLinks } from "#app/components/ui/social-links.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { site } from "#app/content/site.ts";
import { useCatalogue, useLocalizedPath } from "#app/i18n/use-locale.ts";

/**
 * The campaign landing page has its own slim frame (docs/decisions/200, Content): logo, its own footer
 * with five social links and the year. The main menu is left out so the page keeps one purpose
 * (docs/decisions/010-landing-page-frame.md).
 */
function LandingChrome({ children }: { children: ReactNode }) {
  const year = new Date().getFullYear();
  const { common, pages } = useCatalogue();
  const localized = useLocalizedPath();
  return (
    <>
      <a href="#main" className="skip-link">
        {common.skipToContent}
      </a>
      <header className="landing-header">
        <div className="container landing-header__inner">
          <Link to={localized("/integrated-solar-roof")} aria-label={pages.landing.logoLabel(site.product)}>
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
            © {year} {site.companyName} {common.footer.allRightsReserved}
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
  const common = useCatalogue().common;
  const localized = useLocalizedPath();
  return (
    <LandingChrome>
      <title>{`${notFound ? common.notFoundTitle : common.errorTitle} | ${site.product}`}</title>
      <div className="container section">
        <StatusMessage
          tone="error"
          title={notFound ? common.notFoundTitle : common.errorTitle}
          message={notFound ? common.notFound : common.errorDefault}
          to={localized("/integrated-solar-roof")}
          buttonLabel={common.goHome}
        />
      </div>
    </LandingChrome>
  );
}
