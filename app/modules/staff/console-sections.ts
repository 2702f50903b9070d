import { can, type Permission, type Role } from "./roles.ts";

/** The console's sections and the permission each needs: the navigation shows only what a role may open. */
export const CONSOLE_SECTIONS = [
  { to: "/sales", label: "Inbox", permission: "read" },
  { to: "/sales/dashboard", label: "Dashboard", permission: "read" },
  { to: "/sales/dealers", label: "Dealers", permission: "read" },
  { to: "/sales/privacy", label: "Data requests", permission: "privacy" },
  { to: "/sales/staff", label: "Staff", permission: "manageStaff" },
  { to: "/sales/audit", label: "Audit log", permission: "audit" },
  { to: "/sales/account", label: "Account", permission: "read" },
] as const satisfies readonly { to: string; label: string; permission: Permission }[];

export function sectionsFor(role: Role) {
  return CONSOLE_SECTIONS.filter((section) => can(role, section.permission)).map(({ to, label }) => ({
    to,
    label,
  }));
}
