import { z } from "zod";

/** A legal page: our own text, in sections, validated when the content test runs. */
export const LegalDocumentSchema = z.object({
  lastUpdated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  intro: z.array(z.string().min(1)),
  sections: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        heading: z.string().min(1),
        paragraphs: z.array(z.string().min(1)),
        list: z.array(z.string().min(1)).optional(),
      }),
    )
    .min(1),
});

export type LegalDocument = z.infer<typeof LegalDocumentSchema>;
