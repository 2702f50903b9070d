/**
 * Who may do what in the sales console (docs/decisions/112). Every loader and action asks
 * for one permission; the roles grant them.
 */
export const ROLES = ["admin", "sales", "viewer"] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = {
  /** See leads, the dashboard and the dealers. */
  read: ["admin", "sales", "viewer"],
  /** Change a lead: status, assignee, notes, follow-up, spam or not, dealer decision; retry the outbox. */
  work: ["admin", "sales"],
  /** Download leads as CSV (personal data leaves the system: audit-logged). */
  export: ["admin", "sales"],
  /** Invite staff, change roles, disable accounts. */
  manageStaff: ["admin"],
  /** Read the audit log. */
  audit: ["admin"],
  /** Answer data-protection requests: find, export, correct or erase a person's records. */
  privacy: ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
