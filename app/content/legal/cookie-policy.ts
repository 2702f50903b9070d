import type { LegalDocument } from "./legal-document.ts";

export const document: LegalDocument = {
  lastUpdated: "2026-11-22",
  intro: ["This page is being written."],
  sections: [{ id: "draft", heading: "Draft", paragraphs: ["Text to follow."] }],
};
