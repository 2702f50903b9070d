import { Icon } from "#app/components/ui/icon.tsx";
import { useCatalogue } from "#app/i18n/use-locale.ts";
import { QUOTE_FORM_ID } from "./quote-form-slot.tsx";

/**
 * The landing page's floating 'Get A Quote' button. A plain link to the form's anchor, so it works
 * without JavaScript; with it, the page scrolls smoothly (html { scroll-behavior: smooth }) and the
 * first field takes focus so keyboard and screen reader users land in the form.
 */
export function GetAQuoteButton() {
  const label = useCatalogue().forms.enquiry.getAQuote;
  return (
    <a
      href={`#${QUOTE_FORM_ID}`}
      className="floating-button floating-button--quote"
      onClick={(event) => {
        const target = document.getElementById(QUOTE_FORM_ID);
        if (!target) return;
        event.preventDefault();
        const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        target.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
        target.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1']), select")?.focus({
          preventScroll: true,
        });
        history.replaceState(history.state, "", `#${QUOTE_FORM_ID}`);
      }}
    >
      <Icon name="mail" size={20} />
      {label}
    </a>
  );
}
