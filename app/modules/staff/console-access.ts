import { CONSOLE_ROUTES } from "#app/route-table.ts";

type ConsoleRoutes = (typeof CONSOLE_ROUTES)[number];

/**
 * Who may open each console address and change things through it, as app/route-table.ts declares
 * with each console route. tests/e2e/console-access.spec.ts walks every /sales route of app/routes.ts
 * against this table.
 */
export const CONSOLE_ACCESS = Object.fromEntries(
  CONSOLE_ROUTES.map((entry) => [`/${entry.path}`, entry.console]),
) as { [R in ConsoleRoutes as `/${R["path"]}`]: R["console"] };

export type ConsolePath = keyof typeof CONSOLE_ACCESS;
