import { z } from "zod";
import { ROLES } from "./roles.ts";
import { STAFF_ADMIN_MESSAGES } from "./staff-admin-messages.ts";

/** An invitation from /sales/staff: the same checks as `npm run staff -- add`. */
export const StaffInviteSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, STAFF_ADMIN_MESSAGES.invalidEmail)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, STAFF_ADMIN_MESSAGES.invalidEmail),
  name: z.string().trim().min(1, STAFF_ADMIN_MESSAGES.invalidName).max(100, STAFF_ADMIN_MESSAGES.invalidName),
  role: z.enum(ROLES, STAFF_ADMIN_MESSAGES.invalidRole),
});

export type StaffInvite = z.infer<typeof StaffInviteSchema>;

/** A role change or a disable/enable: which account, and the role the admin saw (for concurrent edits). */
export const StaffChangeSchema = z.object({
  user: z.coerce.number().int().positive(),
  from: z.enum(ROLES).optional(),
  role: z.enum(ROLES).optional(),
});
