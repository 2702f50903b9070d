import { data } from "react-router";

/** What a form post without a form body is told (a script or a scanner, never a browser's form). */
export const NOT_A_FORM_MESSAGE =
  "Send this as a form (application/x-www-form-urlencoded or multipart/form-data).";

/**
 * The posted form. A body that is not a form (JSON, plain text, a broken multipart) is the sender's
 * mistake, so it is answered 415 with a plain message instead of failing as a server error.
 */
export async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ message: NOT_A_FORM_MESSAGE }, { status: 415 });
  }
}

/** Plain text values of a posted form (files are ignored). */
export async function postedText(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [key, value] of await postedForm(request)) if (typeof value === "string") values[key] = value;
  return values;
}
