import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import { DEFAULT_LOCALE, PREFIXED_LOCALES, type Locale } from "./i18n/locales.ts";
import {
  API_ROUTES,
  CONSOLE_LAYOUT,
  CONSOLE_ROUTES,
  PUBLIC_FRAMES,
  RESOURCE_ROUTES,
  routeIdOf,
  type ConsoleRoute,
} from "./route-table.ts";

/** React Router's configuration, built from the route table and its facts (app/route-table.ts). */
export default [
  ...RESOURCE_ROUTES.map(({ path, file }) => route(path, file)),
  ...CONSOLE_ROUTES.filter((entry: ConsoleRoute) => !entry.framed).map(({ path, file }) => route(path, file)),
  layout(
    CONSOLE_LAYOUT,
    CONSOLE_ROUTES.filter((entry: ConsoleRoute) => entry.framed).map(({ path, file }) => route(path, file)),
  ),
  // The specification's JSON URLs: resource routes over the forms' intake (docs/decisions/201).
  ...API_ROUTES.map(({ path, file }) => route(path, file)),
  ...publicPages("en"),
  ...PREFIXED_LOCALES.flatMap((locale) => publicPages(locale)),
] satisfies RouteConfig;

/**
 * The public site in one language: English at the unprefixed URLs with the route ids React Router gives
 * by default ("routes/about"), each other language under its prefix with ids in front ("hi/routes/about",
 * /hi/about), so the same modules serve every language (docs/decisions/180).
 */
function publicPages(locale: Locale): RouteConfigEntry[] {
  const prefixed = locale !== DEFAULT_LOCALE;
  const at = (path: string) => (prefixed ? (path ? `${locale}/${path}` : locale) : path);
  const id = (file: string) => (prefixed ? { id: `${locale}/${routeIdOf(file)}` } : {});
  const page = (path: string, file: string) =>
    path || prefixed ? route(at(path), file, id(file)) : index(file);
  return PUBLIC_FRAMES.map((frame) =>
    layout(
      frame.layout,
      id(frame.layout),
      frame.pages.map((entry) => page(entry.path, entry.file)),
    ),
  );
}
