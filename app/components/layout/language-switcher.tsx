import { Link, useLocation } from "react-router";
import { LOCALE_INFO, LOCALES, localizedPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocale } from "#app/i18n/use-locale.ts";
import { LANGUAGE_SWITCH_ATTRIBUTE } from "#app/html/language-switch.ts";

/**
 * Links to this same page in every language (docs/decisions/180): plain links, so they work before the app
 * loads, and full page loads, so the new language's words and font arrive with its page (docs/decisions/180).
 * Each name is written in its own language and marked as such, so a screen reader says it right.
 * At the click, the page's inline script (app/html/language-switch.ts) makes the link carry what the
 * visitor has entered: the calculator's figures, a form's typed values (docs/decisions/192).
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { pathname: rendered, search, hash } = useLocation();
  // A prerendered page is rendered at "/page/"; the address a visitor uses has no trailing slash.
  const pathname = rendered.replace(/(.)\/+$/, "$1");
  const current = useLocale();
  const common = useCatalogue().common;
  return (
    <nav aria-label={common.languageSwitcherLabel} className={`language-switcher ${className}`.trim()}>
      <ul className="language-switcher__list">
        {LOCALES.map((locale) => {
          const info = LOCALE_INFO[locale];
          return (
            <li key={locale}>
              <Link
                to={localizedPath(`${pathname}${search}${hash}`, locale)}
                reloadDocument
                {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: "" }}
                className="language-switcher__link"
                hrefLang={info.tag}
                lang={info.tag}
                aria-current={locale === current ? "true" : undefined}
              >
                {info.nativeName}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
