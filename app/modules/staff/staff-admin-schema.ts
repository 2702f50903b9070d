import { z } from "zod";
import { ROLES } from "./roles.ts";
import { STAFF_ADMIN_MESSAGES } from "#app/languages/en/console/staff.ts";

/** An invitation from /sales/staff: the same checks as `npm run staff -- add`. */
export const StaffInviteSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, STAFF_ADMIN_MESSAGES.invalidEmail)
    .regex(/^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u, STAFF_ADMIN_MESSAGES.invalidEmail),
  // No control characters: PostgreSQL cannot store a NUL (docs/decisions/198).
  name: z
    .string()
    .trim()
    .min(1, STAFF_ADMIN_MESSAGES.invalidName)
    .max(100, STAFF_ADMIN_MESSAGES.invalidName)
    .regex(/^\P{Cc}*$/u, STAFF_ADMIN_MESSAGES.invalidName),
  role: z.enum(ROLES, STAFF_ADMIN_MESSAGES.invalidRole),
});

export type StaffInvite = z.infer<typeof StaffInviteSchema>;

/** A role change or a disable/enable: which account, and the role the admin saw (for concurrent edits). */
export const StaffChangeSchema = z.object({
  user: z.coerce.number().int().positive(),
  from: z.enum(ROLES).optional(),
  role: z.enum(ROLES).optional(),
});
