import tariffs from "../../data/tariffs.json" with { type: "json" };

/**
 * The 36 regions with a tariff page. The page URL is the region's name with spaces replaced by hyphens
 * (seed 000 section 2), so `/solar-panels/West-Bengal`.
 */
export type TariffStateName = { name: string; urlTitle: string };

function displayName(state: string): string {
  // "West Bengal (Kolkata)" names the licensee's area; the page is about the state.
  return state.replace(/\s*\(.*\)\s*$/, "");
}

export const tariffStateNames: TariffStateName[] = tariffs.map((entry) => {
  const name = displayName(entry.state);
  return { name, urlTitle: name.replace(/ /g, "-") };
});

export function findTariffStateName(urlTitle: string): TariffStateName | undefined {
  return tariffStateNames.find((s) => s.urlTitle.toLowerCase() === urlTitle.toLowerCase());
}
