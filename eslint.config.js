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
  // One-way imports (docs/decisions/206): UI components and content may use a domain module's
  // isomorphic code (a form's shared schema, say), never the database or server code. The module
  // order, the platform's edge and import circles are checked by dependency-cruiser in `npm run lint`.
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
  // The console's words live in app/languages/en/console/ (docs/decisions/203): no English written
  // into its components and pages.
  {
    files: [
      "app/components/console/**/*.tsx",
      "app/routes/sales/**/*.tsx",
      "app/routes/layouts/console-layout.tsx",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXText[value=/[A-Za-z]/]",
          message: "Console words belong in app/languages/en/console/.",
        },
        {
          selector:
            "JSXAttribute[name.name=/^(aria-label|label|title|placeholder|alt)$/] > Literal[value=/[A-Za-z]/]",
          message: "Console words belong in app/languages/en/console/.",
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
