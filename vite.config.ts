import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { assertGtmId } from "./app/content/site.ts";
import routes from "./app/routes.ts";
import { chunkGroups } from "./scripts/build-code-splitting.ts";
import { stylesheetBundles } from "./scripts/build-stylesheet-bundles.ts";

// Fail the build, not a visitor's browser, when analytics is misconfigured (seed 001 section 8).
assertGtmId();

export default defineConfig({
  // At most two render-blocking stylesheets on a page (docs/decisions/170).
  plugins: [stylesheetBundles("app/styles/bundles"), reactRouter()],
  build: {
    // Hashed assets are served with a one-year immutable cache (server/static-files.ts).
    assetsInlineLimit: 0,
    // Hashed build output lives apart from /assets (media), so only it is cached as immutable.
    assetsDir: "_build",
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // No chunk under 1 KiB on its own (docs/decisions/170).
            codeSplitting: {
              groups: chunkGroups({ appDirectory: "app", rootRouteFile: "root.tsx", routes }),
            },
          },
        },
      },
    },
  },
  server: { host: "127.0.0.1" },
});
