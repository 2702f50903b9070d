import { Link } from "react-router";
import { useCatalogue, useLocalizedPath } from "#app/i18n/use-locale.ts";

/** A clear placeholder for a page whose content arrives in a later issue: never a blank page. */
export function ComingSoon({ what }: { what: string }) {
  const text = useCatalogue().common.comingSoon;
  const localized = useLocalizedPath();
  return (
    <section className="section container coming-soon" aria-labelledby="coming-soon-heading">
      <h2 id="coming-soon-heading">{text.heading}</h2>
      <p>
        {text.beforeCalculator(what)}
        <Link to={localized("/solar-calculator")}>{text.calculatorLink}</Link>
        {text.betweenLinks}
        <Link to={localized("/contact")}>{text.contactLink}</Link>
        {text.afterContact}
      </p>
    </section>
  );
}
