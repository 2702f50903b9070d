import { Link, useLocation } from "react-router";
import { LOCALE_INFO, LOCALES, localizedPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocale } from "#app/i18n/use-locale.ts";

/**
 * Links to this same page in every language (issue 15): plain links, so they work before the app loads.
 * Each name is written in its own language and marked as such, so a screen reader says it right.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
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
