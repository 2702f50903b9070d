import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { mainMenuFor } from "#app/content/navigation.ts";
import { site } from "#app/content/site.ts";
import { DisclosureMenu } from "#app/components/ui/disclosure-menu.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useCatalogue, useLocale, useLocalizedPath } from "#app/i18n/use-locale.ts";
import { Logo } from "./logo.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";

/** Blinking stops after this long even if never hovered: WCAG 2.2.2 allows at most 5 s unprompted. */
const CALCULATOR_BLINK_MAX_MS = 5000;

export function SiteHeader() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [blinking, setBlinking] = useState(true);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const text = useCatalogue().common.header;

  // A navigation closes the phone menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  useEffect(() => {
    const timer = setTimeout(() => setBlinking(false), CALCULATOR_BLINK_MAX_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <header className="site-header">
      <div className="top-bar">
        <div className="container top-bar__inner">
          <Link
            to={localized("/solar-calculator")}
            className="top-bar__calculator"
            data-blinking={blinking || undefined}
            onMouseEnter={() => setBlinking(false)}
            onFocus={() => setBlinking(false)}
          >
            <Icon name="calculator" size={18} />
            {text.solarCalculator}
          </Link>
          <LanguageSwitcher />
          <a className="top-bar__phone" href={`tel:${site.phone.tel}`}>
            <Icon name="phone" size={18} />
            {site.phone.display}
          </a>
        </div>
      </div>
      <div className="container main-nav">
        <Link to={localized("/")} className="main-nav__logo" aria-label={text.logoHome(site.product)}>
          <Logo />
        </Link>
        <button
          type="button"
          className="main-nav__toggle icon-button"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          aria-label={text.menu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? "close" : "menu"} size={28} />
        </button>
        <nav
          aria-label={text.mainNav}
          id="main-menu"
          className="main-nav__menu"
          data-open={menuOpen || undefined}
        >
          <ul className="main-nav__list">
            {mainMenuFor(locale).map((item) =>
              "children" in item ? (
                <li key={item.label}>
                  <DisclosureMenu label={item.label} closeKey={pathname} className="main-nav__dropdown">
                    <ul className="dropdown-list">
                      {item.children.map((child) => (
                        <li key={child.to}>
                          <NavLink to={localized(child.to)} className="dropdown-list__link">
                            {child.label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </DisclosureMenu>
                </li>
              ) : (
                <li key={item.to}>
                  <NavLink to={localized(item.to)} end className="main-nav__link">
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
