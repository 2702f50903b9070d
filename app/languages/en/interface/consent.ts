/**
 * The notice at collection every lead form shows (docs/decisions/165), in its own
 * area: English pages also offer it in Hindi, so the Hindi notice is built into the browser bundle
 * (app/components/forms/form-parts.tsx) while the rest of a catalogue loads only for its own pages.
 */
export const consent = {
  /** The notice up to the privacy policy link. */
  lead: (collected: string, purpose: string) =>
    `We collect your ${collected} only to ${purpose}. We do not sell them or use them for marketing. Our`,
  link: "privacy policy",
  newTab: " (opens in a new tab)",
  rest: "explains how long we keep them, how to withdraw consent or ask for them to be erased, and how to complain.",
  /** The summary of the same notice offered in this language on an English page. */
  readHere: "Read this notice in English",
  enquiry: {
    collected: "name, email, mobile number, location and answers above",
    purpose: "answer your enquiry and call you back about Arka solar roofs",
  },
  dealer: {
    collected: "name, email, mobile number, address and business details",
    purpose: "assess your partner application and contact you about it",
  },
  callback: {
    collected: "name and mobile number",
    purpose: "call you back about Arka solar roofs at the time you chose",
  },
};
