import { describe, expect, it } from "vitest";
import { MAX_LEVELS, chunkGroups, planChunks, type ModuleInfoLike } from "./build-code-splitting.ts";

/** A module graph as Rolldown reports it; `size` stands for a module's minified bytes. */
type FakeModule = { size: number; imports?: string[]; lazyImports?: string[]; entry?: boolean };

const ROUTE = "?__react-router-build-client-route";
const app = (file: string) => `/site/app/${file}`;

function graph(modules: Record<string, FakeModule>) {
  const infos = new Map<string, ModuleInfoLike>();
  for (const [id, module] of Object.entries(modules)) {
    const dynamicImporters = Object.entries(modules)
      .filter(([, other]) => other.lazyImports?.includes(id))
      .map(([importer]) => importer);
    infos.set(id, {
      isEntry: module.entry ?? false,
      dynamicImporters,
      importedIds: module.imports ?? [],
      code: "x".repeat(module.size),
    });
  }
  return { ids: [...infos.keys()], ctx: { getModuleInfo: (id: string) => infos.get(id) ?? null } };
}

/** A route module as React Router's plugin feeds it: an entry that imports the route's code. */
function route(file: string, imports: string[], extra: Partial<FakeModule> = {}): Record<string, FakeModule> {
  return {
    [app(`${file}${ROUTE}`)]: { size: 0, entry: true, imports: [app(file)] },
    [app(file)]: { size: 500, imports, ...extra },
  };
}

const routes = [
  {
    file: "routes/site-layout.tsx",
    children: [{ file: "routes/home.tsx" }, { file: "routes/about.tsx" }, { file: "routes/contact.tsx" }],
  },
  { file: "routes/landing-layout.tsx", children: [{ file: "routes/landing.tsx" }] },
];

const modules: Record<string, FakeModule> = {
  "/site/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx": {
    size: 300,
    entry: true,
    imports: ["/site/node_modules/react-dom/index.js"],
  },
  "/site/node_modules/react-dom/index.js": { size: 100_000, imports: ["/site/node_modules/react/index.js"] },
  "/site/node_modules/react/index.js": { size: 8_000 },
  ...route("root.tsx", [app("components/stylesheet.tsx"), "/site/node_modules/react/index.js"]),
  [app("components/stylesheet.tsx")]: { size: 150 },
  ...route("routes/site-layout.tsx", [app("components/logo.tsx"), app("components/nav.tsx")], {
    lazyImports: [app("components/panel.tsx")],
  }),
  [app("components/logo.tsx")]: { size: 300 },
  [app("components/nav.tsx")]: { size: 3_000 },
  [app("components/panel.tsx")]: { size: 4_000, imports: [app("components/form.tsx")] },
  ...route("routes/home.tsx", [
    app("components/logo.tsx"),
    app("components/gallery.tsx"),
    app("content/small.ts"),
  ]),
  ...route("routes/about.tsx", [
    app("components/gallery-caption.tsx"),
    app("components/nav.tsx"),
    app("content/small.ts"),
  ]),
  ...route("routes/contact.tsx", [
    app("components/form.tsx"),
    app("components/gallery-caption.tsx"),
    app("content/small.ts"),
  ]),
  // One big module for three pages, and a small one for two of them that needs it.
  [app("components/gallery.tsx")]: { size: 6_000 },
  [app("components/gallery-caption.tsx")]: { size: 200, imports: [app("components/gallery.tsx")] },
  // Shared by the lazy panel and the contact page.
  [app("components/form.tsx")]: { size: 9_000, imports: [app("content/form-labels.ts")] },
  [app("content/form-labels.ts")]: { size: 100 },
  ...route("routes/landing-layout.tsx", []),
  ...route("routes/landing.tsx", [app("content/small.ts")]),
  // Used across both layouts, by routes only.
  [app("content/small.ts")]: { size: 250 },
};

const { ids, ctx } = graph(modules);
const options = {
  appDirectory: "/site/app",
  rootRouteFile: "root.tsx",
  routes,
  sizeOf: (_: string, code: string) => code.length,
};
const plan = planChunks(ids, ctx, options);
const chunkOf = (id: string) => plan.get(id)?.name;

describe("chunk plan", () => {
  it("puts the client entry and everything the root route imports in the shell", () => {
    expect(chunkOf("/site/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx")).toBe(
      "shell",
    );
    expect(chunkOf("/site/node_modules/react-dom/index.js")).toBe("shell");
    expect(chunkOf(app("components/stylesheet.tsx"))).toBe("shell");
    expect(plan.get(app("components/stylesheet.tsx"))?.level).toBe(0);
  });

  it("leaves route modules and lazily imported modules to their own chunks", () => {
    for (const file of ["root.tsx", "routes/home.tsx", "routes/site-layout.tsx", "components/panel.tsx"]) {
      expect(plan.has(app(file)), file).toBe(false);
      expect(plan.has(app(`${file}${ROUTE}`)), file).toBe(false);
    }
  });

  it("groups what a layout loads anyway with that layout's part of the site", () => {
    // Imported by the site layout (every site page) and by a page of it.
    expect(chunkOf(app("components/logo.tsx"))).toBe("shared-site");
    expect(chunkOf(app("components/nav.tsx"))).toBe("shared-site");
  });

  it("folds a small chunk into the chunk it imports, which its pages load anyway", () => {
    expect(chunkOf(app("components/gallery-caption.tsx"))).toBe(chunkOf(app("components/gallery.tsx")));
    expect(chunkOf(app("content/form-labels.ts"))).toBe(chunkOf(app("components/form.tsx")));
  });

  it("folds a small module used across layouts into a chunk loaded wherever it is needed", () => {
    const host = chunkOf(app("content/small.ts"));
    expect(host).toBeDefined();
    expect(host).not.toBe(chunkOf(app("components/gallery.tsx")));
  });

  it("keeps lazily loaded code out of eagerly loaded chunks", () => {
    const form = chunkOf(app("components/form.tsx"));
    expect(form).not.toBe("shell");
    expect(form).not.toBe("shared-site");
  });

  it("leaves no chunk but the shell under the minimum", () => {
    const sizes = new Map<string, number>();
    for (const [id, { name }] of plan) sizes.set(name, (sizes.get(name) ?? 0) + (modules[id]?.size ?? 0));
    for (const [name, bytes] of sizes) if (name !== "shell") expect(bytes, name).toBeGreaterThanOrEqual(1024);
  });

  it("ranks every group below the groups it imports from", () => {
    for (const [id, { level }] of plan) {
      for (const dependency of modules[id]?.imports ?? []) {
        const placed = plan.get(dependency);
        if (placed && placed.name !== plan.get(id)?.name)
          expect(placed.level, `${id} → ${dependency}`).toBeLessThan(level);
      }
    }
  });
});

describe("chunk groups", () => {
  it("name each module only in its own level's group, shell first", () => {
    const groups = chunkGroups(options);
    expect(groups).toHaveLength(MAX_LEVELS);
    expect(groups[0]?.priority).toBeGreaterThan(groups[1]?.priority ?? Infinity);
    for (const group of groups) for (const id of ids) group.test(id);
    const names = groups.map((group) => group.name(app("components/stylesheet.tsx"), ctx));
    expect(names.filter((name) => name !== null)).toEqual(["shell"]);
    expect(names[0]).toBe("shell");
  });
});
