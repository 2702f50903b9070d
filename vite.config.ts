import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { assertGtmId } from "./app/content/site.ts";

// Fail the build, not a visitor's browser, when analytics is misconfigured (seed 001 section 8).
assertGtmId();

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Hashed assets are served with a one-year immutable cache (server/static-files.ts).
    assetsInlineLimit: 0,
    // Hashed build output lives apart from /assets (media), so only it is cached as immutable.
    assetsDir: "_build",
  },
  server: { host: "127.0.0.1" },
});
