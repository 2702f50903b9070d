import { expect } from "vitest";

/** A field, a value entered in it, and the message the form must show for it. */
export type FieldCase = [field: string, value: unknown, message: string];

/**
 * Field cases for `it.each`, written by field: `{ email: [["", required], ["x@", invalid]] }` gives
 * `["email", "", required]` and `["email", "x@", invalid]`, in that order.
 */
export function fieldCases(byField: Record<string, [value: unknown, message: string][]>): FieldCase[] {
  return Object.entries(byField).flatMap(([field, cases]) =>
    cases.map(([value, message]): FieldCase => [field, value, message]),
  );
}

/** The lead API refused a submission (400) with `message` under `field`. */
export function expectFieldError(
  response: { status: number; body: { errors?: Record<string, string> } },
  field: string,
  message: string,
) {
  expect(response.status).toBe(400);
  expect(response.body.errors?.[field]).toBe(message);
}
