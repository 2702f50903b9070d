import { defineConfig } from "vitest/config";

// Unit and integration tests sit beside the code (*.test.ts); browser tests live in tests/e2e.
export default defineConfig({
  test: {
    include: [
      "app/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two cores: keep workers to two so database tests do not starve each other.
    maxWorkers: 2,
  },
});
