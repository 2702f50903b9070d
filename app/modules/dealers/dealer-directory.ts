/**
 * "Find a dealer near you" (docs/decisions/166): the approved dealers sales chose to list, arranged for a
 * visitor. Isomorphic: the server renders it for a search without JavaScript, the page arranges what
 * the API sent with it.
 */
export type ListedDealer = { name: string; city: string; district: string; state: string; phone: string };
export type Place = { state: string; district: string };

export type DealerDirectory =
  /** No search: every listed dealer, by state, then district. */
  | { kind: "all"; states: { state: string; districts: { district: string; dealers: ListedDealer[] }[] }[] }
  /** A pin code's place: dealers in its district first, then the rest of its state. */
  | { kind: "near"; place: Place; inDistrict: ListedDealer[]; inState: ListedDealer[] }
  /** A pin code we do not know. */
  | { kind: "unknown-pincode"; pincode: string };

export const DEALER_DIRECTORY_TEXT = {
  title: "Find a dealer near you",
  intro:
    "Arka dealers install and service the integrated solar roof in their area. Call or WhatsApp one near you.",
  search: "Your pin code",
  searchButton: "Find dealers",
  showAll: "Show all dealers",
  inDistrict: (district: string) => `Dealers in ${district}`,
  inState: (state: string) => `Elsewhere in ${state}`,
  noneNear: (place: Place) =>
    `No dealer is listed in ${place.district}, ${place.state} yet. Our team can still help you directly.`,
  none: "No dealer is listed yet. Our team can help you directly.",
  unknownPincode: (pincode: string) =>
    `We do not know the pin code ${pincode}. Please check it, or pick your state below.`,
  call: "Call",
  whatsApp: "WhatsApp",
  enquire: "Send us an enquiry",
  loading: "Loading dealers…",
  failed: "The list of dealers could not be loaded. Please try again, or send us an enquiry.",
} as const;

export function isPincode(value: string): boolean {
  return /^[1-9]\d{5}$/.test(value);
}

/** The directory for a search: all dealers, or those near a pin code's place (undefined: unknown pin code). */
export function arrangeDealers(
  dealers: readonly ListedDealer[],
  search: { pincode?: string; place?: Place | undefined },
): DealerDirectory {
  if (search.pincode && !search.place) return { kind: "unknown-pincode", pincode: search.pincode };
  if (search.place) {
    const { place } = search;
    const sameState = dealers.filter((d) => d.state === place.state);
    return {
      kind: "near",
      place,
      inDistrict: sameState.filter((d) => d.district === place.district),
      inState: sameState.filter((d) => d.district !== place.district),
    };
  }
  const states = new Map<string, Map<string, ListedDealer[]>>();
  for (const dealer of dealers) {
    const districts = states.get(dealer.state) ?? new Map<string, ListedDealer[]>();
    districts.set(dealer.district, [...(districts.get(dealer.district) ?? []), dealer]);
    states.set(dealer.state, districts);
  }
  return {
    kind: "all",
    states: [...states].map(([state, districts]) => ({
      state,
      districts: [...districts].map(([district, list]) => ({ district, dealers: list })),
    })),
  };
}

/** tel: link for a 10-digit Indian mobile number. */
export function telHref(phone: string): string {
  return `tel:+91${phone}`;
}

/** "9876543210" → "+91 98765 43210" (DESIGN.md: phone numbers as people read them). */
export function displayPhone(phone: string): string {
  return `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
}
