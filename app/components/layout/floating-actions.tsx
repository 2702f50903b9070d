import { useEffect, useState } from "react";
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
export function FloatingActions() {
  const scrolledPast = useScrolledPast(CALCULATOR_BUTTON_SCROLL_THRESHOLD_PX);
  const enquiry = useEnquireNow();
  const localized = useLocalizedPath();
  const text = useCatalogue().common.floating;
  return (
    <>
      <aside className="floating-actions" aria-label={text.label}>
        <Link to={localized("/become-partner")} className="floating-button floating-button--partner">
          <Icon name="handshake" size={20} />
          {text.becomePartner}
        </Link>
        <WhatsAppLink floating />
        {scrolledPast ? (
          <Link
            to={localized("/solar-calculator")}
            className="floating-button floating-button--calculator"
            onClick={() => window.scrollTo({ top: 0, behavior: "instant" })}
          >
            <Icon name="calculator" size={24} />
            <span className="visually-hidden">{text.solarCalculator}</span>
          </Link>
        ) : null}
        <EnquireNowButton onOpen={enquiry.openPanel} />
      </aside>
      <EnquireNowPanel open={enquiry.open} opened={enquiry.opened} close={enquiry.close} />
    </>
  );
}

/** True once the page has scrolled more than `threshold` pixels (hidden at or below it). */
function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}
