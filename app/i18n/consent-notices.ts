import { consent as en } from "./en/consent.ts";
import { consent as hi } from "./hi/consent.ts";
import { consent as te } from "./te/consent.ts";
import type { Locale } from "./locales.ts";

/**
 * The notice at collection in every language, built into the browser bundle (a few hundred bytes each):
 * an English page offers the Hindi notice beside its own (docs/decisions/165), so it cannot wait for
 * the Hindi catalogue, which only Hindi pages load (docs/decisions/180).
 */
export const consentNotices: Record<Locale, typeof en> = { en, hi, te };
