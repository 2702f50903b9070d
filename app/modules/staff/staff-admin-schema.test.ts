import { describe, expect, it } from "vitest";
import { StaffInviteSchema } from "./staff-admin-schema.ts";
import { STAFF_ADMIN_MESSAGES } from "#app/languages/en/console/staff.ts";

describe("an invitation with a control character (docs/decisions/198)", () => {
  it("gets the field's message", () => {
    const errors = (fields: Record<string, string>) =>
      StaffInviteSchema.safeParse({
        email: "vik@example.com",
        name: "Vikram",
        role: "sales",
        ...fields,
      }).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(errors({ name: "Vik\u0000ram" })).toEqual([["name", STAFF_ADMIN_MESSAGES.invalidName]]);
    expect(errors({ email: "vik\u0000@example.com" })).toEqual([
      ["email", STAFF_ADMIN_MESSAGES.invalidEmail],
    ]);
    expect(errors({})).toBeUndefined();
  });
});
