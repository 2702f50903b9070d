import { useEffect, useRef } from "react";
import { lookupPincode } from "#app/modules/geo/pincode-lookup.ts";

/**
 * When a full pin code of a known district is typed and state and district are still empty, fills
 * them in (never overwrites a choice the visitor made).
 */
export function usePincodeFill(
  pincode: string,
  state: string,
  district: string,
  fill: (state: string, district: string) => void,
) {
  const fillRef = useRef(fill);
  useEffect(() => {
    fillRef.current = fill;
  });
  const empty = !state && !district;
  useEffect(() => {
    if (!empty || pincode.length !== 6) return;
    let current = true;
    void lookupPincode(pincode).then((place) => {
      if (current && place) fillRef.current(place.state, place.district);
    });
    return () => {
      current = false;
    };
  }, [pincode, empty]);
}
