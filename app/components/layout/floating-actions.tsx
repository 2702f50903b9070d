import type { CSSProperties } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { useCatalogue, useLocalizedPath } from "#app/i18n/use-locale.ts";
import { EnquireNowButton, EnquireNowPanel, useEnquireNow } from "./enquire-now.tsx";
import { CALCULATOR_BUTTON_SCROLL_THRESHOLD_PX } from "./timings.ts";
import { WhatsAppLink } from "./whatsapp-link.tsx";

/**
 * The floating controls: Become a Partner (bottom-left) with WhatsApp above it, Enquire Now
 * (bottom-right) with the calculator above it, in one labelled landmark so every control sits in a
 * region (docs/decisions/008-shared-layout-behaviour.md, 118-phone-layout-keyboard-and-whatsapp.md).
 * The Enquire Now panel stays outside the landmark.
 */
/** The threshold for the stylesheet's no-JavaScript rule (styles/app.css), from its one place. */
const thresholdStyle = {
  "--calculator-threshold": `${CALCULATOR_BUTTON_SCROLL_THRESHOLD_PX}px`,
} as CSSProperties;

export function FloatingActions() {
  const enquiry = useEnquireNow();
  const localized = useLocalizedPath();
  const text = useCatalogue().common.floating;
  return (
    <>
      <aside className="floating-actions" aria-label={text.label} style={thresholdStyle}>
        <Link to={localized("/become-partner")} className="floating-button floating-button--partner">
          <Icon name="handshake" size={20} />
          {text.becomePartner}
        </Link>
        <WhatsAppLink floating />
        {/* Always in the page; shown past the scroll threshold by the stylesheet, before and after the
            app loads (app/html/scroll-marker.ts). Before the app, a plain link lands at the page's top. */}
        <Link
          to={localized("/solar-calculator")}
          className="floating-button floating-button--calculator"
          onClick={() => window.scrollTo({ top: 0, behavior: "instant" })}
        >
          <Icon name="calculator" size={24} />
          <span className="visually-hidden">{text.solarCalculator}</span>
        </Link>
        <EnquireNowButton />
      </aside>
      <EnquireNowPanel {...enquiry} />
    </>
  );
}
