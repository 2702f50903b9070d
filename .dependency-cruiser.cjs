// Declared module edges (docs/decisions/206), checked by `npm run lint`. Type-only imports count: a
// circle of types is still a circle a reader must untangle.

/** Domain modules, lowest first: a module imports only those before it (and the platform). */
const LAYERS = [
  "geo",
  "http",
  "calculator",
  "dated-facts",
  "staff",
  "leads",
  "contact-clicks",
  "otp",
  "dealers",
  "privacy",
  "maintenance",
];

const layerRules = LAYERS.slice(0, -1).map((module, index) => ({
  name: `module-order-${module}`,
  comment: `${module} sits below ${LAYERS.slice(index + 1).join(", ")} and imports none of them`,
  severity: "error",
  from: { path: `^app/modules/${module}/`, pathNot: "\\.test\\.tsx?$" },
  to: { path: `^app/modules/(${LAYERS.slice(index + 1).join("|")})/` },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import circle, type-only imports included",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "platform-imports-no-domain",
      comment: "Shared infrastructure (app/platform) sits below every domain and imports none",
      severity: "error",
      from: { path: "^app/platform/", pathNot: "\\.test\\.ts$" },
      to: {
        path: "^(app/(modules|components|routes|content|i18n|languages|html|services|lead-system|root|request-context|console-access)|server/)",
      },
    },
    {
      name: "every-module-known",
      comment: "A new domain module takes its place in LAYERS (.dependency-cruiser.cjs)",
      severity: "error",
      from: { path: `^app/modules/(?!(${LAYERS.join("|")})/)` },
      to: {},
    },
    ...layerRules,
    {
      name: "ui-not-server",
      comment: "Components and content never reach server code, the platform or the server",
      severity: "error",
      from: { path: "^app/(components|content|languages)/" },
      to: { path: ["\\.server\\.tsx?$", "^server/", "^app/platform/"] },
    },
    {
      name: "modules-not-routes",
      comment: "Domain modules never import routes, components or the composition root",
      severity: "error",
      from: { path: "^app/modules/", pathNot: "\\.test\\.tsx?$" },
      to: {
        path: "^(app/(routes|components|services|lead-system|request-context|console-access|root)|server/)",
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    exclude: { path: "^(build|\\.react-router|node_modules|\\.tools)" },
  },
};
