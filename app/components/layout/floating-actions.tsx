import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { CALCULATOR_BUTTON_SCROLL_THRESHOLD_PX } from "./timings.ts";

/** The fixed Become a Partner button (bottom-left) and the floating calculator button. */
export function FloatingActions() {
  const scrolledPast = useScrolledPast(CALCULATOR_BUTTON_SCROLL_THRESHOLD_PX);
  return (
    <>
      <Link to="/become-partner" className="floating-button floating-button--partner">
        <Icon name="handshake" size={20} />
        Become a Partner
      </Link>
      {scrolledPast ? (
        <Link
          to="/solar-calculator"
          className="floating-button floating-button--calculator"
          onClick={() => window.scrollTo({ top: 0, behavior: "instant" })}
        >
          <Icon name="calculator" size={24} />
          <span className="visually-hidden">Solar Calculator</span>
        </Link>
      ) : null}
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
