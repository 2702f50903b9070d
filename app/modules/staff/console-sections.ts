import { CONSOLE_ROUTES, type ConsoleFacts } from "#app/route-table.ts";
import { can, type Permission, type Role } from "./roles.ts";

type Section = { to: string; label: string; permission: Permission };

/**
 * The console's sections, in the order of the route table, and the permission each needs to view: the
 * navigation shows only what a role may open.
 */
export const CONSOLE_SECTIONS: readonly Section[] = CONSOLE_ROUTES.flatMap(({ path, console }) => {
  const facts: ConsoleFacts = console;
  return "nav" in facts && facts.nav && facts.view
    ? [{ to: `/${path}`, label: facts.nav, permission: facts.view }]
    : [];
});

export function sectionsFor(role: Role) {
  return CONSOLE_SECTIONS.filter((section) => can(role, section.permission)).map(({ to, label }) => ({
    to,
    label,
  }));
}
