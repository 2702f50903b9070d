import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { API_ROUTES } from "#app/route-table.ts";
import type { Services } from "#app/services.ts";
import { loadContext } from "./load-context.ts";

/**
 * The specification's JSON URLs without the site: the same resource route modules (app/routes/api),
 * served by React Router's own request handler from a build holding only them. The API-only server
 * (benchmark, crash and cluster tests) and the API tests use it, since they run without
 * `react-router build`; the site serves the same modules from its build (docs/decisions/201).
 */
export async function apiRoutesHandler(services: Services): Promise<RequestHandler> {
  const routes: ServerBuild["routes"] = { root: { id: "root", path: "", module: resourceOnly({}) } };
  for (const { path, file } of API_ROUTES) {
    const id = file.replace(/\.ts$/, "");
    routes[id] = { id, parentId: "root", path, module: resourceOnly(await import(`#app/${file}`)) };
  }
  const build: ServerBuild = {
    // Only resource routes are here: a path none of them matches is a plain 404, never a page.
    entry: { module: { default: () => new Response("Not Found", { status: 404 }) } },
    routes,
    assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "api" },
    publicPath: "/",
    assetsBuildDirectory: "",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  };
  return createRequestHandler({ build, getLoadContext: loadContext(services), mode: "production" });
}

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/** A module without a component: React Router answers it as a resource route (its loader or action). */
function resourceOnly(module: object): RouteModule {
  return module as RouteModule;
}
