/**
 * Words of data/tariffs.json in Telugu, keyed by their English text (read through tariffText() in
 * app/content/tariff-page.ts). Figures stay as in English; names of regulators, orders, companies and
 * sources stay as published.
 */
export const tariffNotesTe: Readonly<Record<string, string>> = {
};
