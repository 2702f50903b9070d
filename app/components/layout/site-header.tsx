import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { mainMenuFor } from "#app/content/navigation.ts";
import { site } from "#app/content/site.ts";
import { DisclosureMenu } from "#app/components/ui/disclosure-menu.tsx";
import { useOnChange } from "#app/components/ui/use-on-change.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { useCatalogue, useLocale, useLocalizedPath } from "#app/i18n/use-locale.ts";
import { Logo } from "./logo.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";

/** Blinking stops after this long even if never hovered: WCAG 2.2.2 allows at most 5 s unprompted. */
const CALCULATOR_BLINK_MAX_MS = 5000;

/** The phone menu, a popover its button opens (and app/html/native-controls.ts guards from a repeat tap). */
const MAIN_MENU_ID = "main-menu";

export function SiteHeader() {
  const { pathname } = useLocation();
  const [blinking, setBlinking] = useState(true);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const text = useCatalogue().common.header;
  const menuRef = useRef<HTMLElement>(null);

  // The phone menu is a popover the browser opens and closes (docs/decisions/197); a navigation the app
  // makes closes it, as a page load would.
  useOnChange(pathname, () => {
    if (menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover();
  });
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
        {/* The browser says whether it is expanded; the stylesheet swaps the two icons. */}
        <button
          type="button"
          className="main-nav__toggle icon-button"
          popoverTarget={MAIN_MENU_ID}
          aria-label={text.menu}
        >
          <Icon name="menu" size={28} className="main-nav__icon-open" />
          <Icon name="close" size={28} className="main-nav__icon-close" />
        </button>
        <nav
          ref={menuRef}
          aria-label={text.mainNav}
          id={MAIN_MENU_ID}
          className="main-nav__menu"
          popover="auto"
        >
          <ul className="main-nav__list">
            {mainMenuFor(locale).map((item) =>
              "children" in item ? (
                <li key={item.label}>
                  <DisclosureMenu
                    label={item.label}
                    closeKey={pathname}
                    group="main-nav"
                    className="main-nav__dropdown"
                  >
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
