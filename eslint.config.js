import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".react-router/**",
      ".tools/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "var/**",
      "public/**",
      "scripts/.shot.mjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // One-way imports (STYLE.md): UI components and content never reach into domain modules, the
  // database or server code.
  {
    files: ["app/components/**", "app/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["#app/platform/db/*", "**/db/*"],
              message: "Components and content do not touch the database.",
            },
            {
              group: ["*.server", "*.server.ts"],
              message: "Server-only code stays out of components and content.",
            },
            { group: ["#server/*"], message: "Components and content do not import the server." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/modules/**"],
    ignores: ["app/modules/**/*.server.ts", "app/modules/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["*.server", "*.server.ts", "#app/platform/db/*"],
              message: "Isomorphic module code must not import server code.",
            },
          ],
        },
      ],
    },
  },
);
