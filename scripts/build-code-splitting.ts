/**
 * How the browser build groups modules into chunks (docs/decisions/170). Rolldown's automatic
 * splitting makes one chunk per set of entries that share some code, which left thirty chunks under
 * 1 KiB (a 52-byte stylesheet URL, the 435-byte JSX runtime), each one more request. The plan here:
 *
 * 1. **The shell**: the client entry and everything it and the root route import. Every page that runs
 *    scripts loads all of it anyway, so it is one file (the entry chunk, which has no exports).
 * 2. **One group per part of the site** (site, landing page, console, or a combination): modules that
 *    every page of those parts loads anyway, because the part's layout imports them.
 * 3. Everything else as Rolldown would split it, one chunk per set of entries loading it; then each
 *    chunk under 1 KiB (minified) joins a chunk that is loaded wherever it is needed: the chunk of code
 *    it imports, else its parts' group, else the shell. A page never loads a chunk only for someone
 *    else's code; it may get a folded chunk's few hundred bytes it does not use, one request fewer.
 *
 * Route modules and lazily imported modules keep their own chunks: React Router imports each route by
 * its URL, and an entry merged with other code would be left behind as a re-export stub of a few bytes.
 * A module only one entry loads stays in that entry's chunk, as Rolldown would put it.
 *
 * Every module two or more entries load gets a named group, and a group's dependencies are always
 * captured first (groups are ranked by depth, shell first): Rolldown otherwise pulls a group's imports
 * into the group (`includeDependenciesRecursively`, which React Router's `preserveEntrySignatures:
 * "exports-only"` requires).
 */
import path from "node:path";
import { minifySync } from "vite";

/** No chunk smaller than this (minified bytes) on its own (docs/decisions/170). */
export const MIN_CHUNK_BYTES = 1024;

/** Depth levels of chunk groups (a group depending on another sits one level below it). */
export const MAX_LEVELS = 24;

/** The part of Rolldown's module info the plan reads. */
export type ModuleInfoLike = {
  isEntry: boolean;
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
  code: string | null;
};
export type ChunkingContextLike = { getModuleInfo(id: string): ModuleInfoLike | null };

/** A route table entry (app/routes.ts); `file` is relative to the app directory. */
export type RouteEntry = { file: string; children?: RouteEntry[] };

export type ChunkPlanOptions = {
  appDirectory: string;
  /** The root route module, relative to the app directory. */
  rootRouteFile: string;
  routes: readonly RouteEntry[];
  minChunkBytes?: number;
  /** A module's size in a chunk; defaults to its minified size. */
  sizeOf?: (id: string, code: string) => number;
};

/** Where each planned module goes: its group's name and depth (0 = the shell, captured first). */
export type ChunkPlan = Map<string, { name: string; level: number }>;

const SHELL = "shell";
const ANYWHERE = "*";
const CLIENT_ENTRY = /[\\/]entry\.client\.[jt]sx?$/;

const withoutQuery = (id: string) => id.replace(/\?.*$/, "");

function minifiedSize(id: string, code: string): number {
  try {
    const file = path.basename(withoutQuery(id)).replace(/\.[cm]?[jt]sx?$/, ".js");
    const result = minifySync(file, code, { module: true });
    return Buffer.byteLength(result.errors.length === 0 ? result.code : code);
  } catch {
    return Buffer.byteLength(code);
  }
}

/** A part of the site and the route module that every page of it loads. */
type Part = { name: string; anchor: string };

/** Each route module's part: its layout (routes/layouts/site-layout.tsx → "site"), or itself. */
function partsOfRoutes(routes: readonly RouteEntry[], appDirectory: string): Map<string, Part> {
  const parts = new Map<string, Part>();
  const visit = (entries: readonly RouteEntry[], parent: Part | undefined) => {
    for (const entry of entries) {
      const file = path.resolve(appDirectory, entry.file);
      const name = path
        .basename(file)
        .replace(/\.[cm]?[jt]sx?$/, "")
        .replace(/-layout$/, "");
      const part = parent ?? { name, anchor: file };
      parts.set(file, part);
      if (entry.children) visit(entry.children, part);
    }
  };
  visit(routes, undefined);
  return parts;
}

/** Every module statically reachable from `start` (itself included). */
function staticClosure(start: string, ctx: ChunkingContextLike): Set<string> {
  const seen = new Set([start]);
  const stack = [start];
  while (stack.length > 0) {
    for (const imported of ctx.getModuleInfo(stack.pop() as string)?.importedIds ?? []) {
      if (!seen.has(imported)) {
        seen.add(imported);
        stack.push(imported);
      }
    }
  }
  return seen;
}

/** Plans every module's chunk at once (modules left out stay with their entry). */
export function planChunks(
  moduleIds: readonly string[],
  ctx: ChunkingContextLike,
  options: ChunkPlanOptions,
): ChunkPlan {
  const minBytes = options.minChunkBytes ?? MIN_CHUNK_BYTES;
  const sizeOf = options.sizeOf ?? minifiedSize;
  const partOf = partsOfRoutes(options.routes, options.appDirectory);
  const rootRoute = path.resolve(options.appDirectory, options.rootRouteFile);
  const info = (id: string) => ctx.getModuleInfo(id);
  const included = new Set(moduleIds);
  const sizes = new Map<string, number>();
  const size = (id: string) => {
    let bytes = sizes.get(id);
    if (bytes === undefined) {
      const code = info(id)?.code;
      bytes = code == null ? 0 : sizeOf(id, code);
      sizes.set(id, bytes);
    }
    return bytes;
  };
  const isRouteModule = (id: string) => withoutQuery(id) === rootRoute || partOf.has(withoutQuery(id));
  const isClientEntry = (id: string) => CLIENT_ENTRY.test(withoutQuery(id)) && info(id)?.isEntry === true;
  const isLazyEntry = (id: string) =>
    info(id)?.isEntry !== true && (info(id)?.dynamicImporters.length ?? 0) > 0;

  // Entries: React Router's inputs (client entry, route modules, route chunks) and lazily imported modules.
  const closures = new Map<string, Set<string>>();
  for (const id of moduleIds) {
    if (info(id)?.isEntry || isLazyEntry(id)) closures.set(id, staticClosure(id, ctx));
  }
  const loadedBy = new Map<string, string[]>();
  for (const [entry, closure] of closures) {
    for (const member of closure) loadedBy.set(member, [...(loadedBy.get(member) ?? []), entry]);
  }

  // Where each entry loads: anywhere (client entry, root route), a part of the site, or for a lazily
  // imported module, wherever the modules importing it load.
  const shellModules = new Set<string>();
  const partsOf = new Map<string, Set<string>>();
  const anchorOf = new Map<string, string>();
  for (const [entry, closure] of closures) {
    if (!info(entry)?.isEntry) continue;
    const file = withoutQuery(entry);
    const part = partOf.get(file);
    if (isClientEntry(entry) || file === rootRoute) {
      for (const member of closure) shellModules.add(member);
      partsOf.set(entry, new Set([ANYWHERE]));
    } else if (part) {
      partsOf.set(entry, new Set([part.name]));
      if (file === part.anchor && !entry.includes("?route-chunk=")) anchorOf.set(part.name, entry);
    }
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const lazy of closures.keys()) {
      if (!isLazyEntry(lazy)) continue;
      const parts = partsOf.get(lazy) ?? new Set<string>();
      partsOf.set(lazy, parts);
      for (const importer of info(lazy)?.dynamicImporters ?? []) {
        for (const entry of loadedBy.get(importer) ?? []) {
          for (const part of partsOf.get(entry) ?? []) {
            if (!parts.has(part)) changed = Boolean(parts.add(part));
          }
        }
      }
    }
  }
  const partsLoading = (entries: readonly string[]) =>
    new Set(entries.flatMap((entry) => [...(partsOf.get(entry) ?? [ANYWHERE])]));
  const loadsEagerly = (part: string, id: string) =>
    part !== ANYWHERE && closures.get(anchorOf.get(part) ?? "")?.has(id) === true;

  // First placement: the shell, the parts' groups, and one chunk per set of entries for the rest.
  const chunkOf = new Map<string, string>();
  const partsOfChunk = new Map<string, ReadonlySet<string>>();
  const partsChunk = (parts: ReadonlySet<string>) => {
    if (parts.has(ANYWHERE)) return SHELL;
    const name = `shared-${[...parts].sort().join("-")}`;
    partsOfChunk.set(name, parts);
    return name;
  };
  const entrySetNames = new Map<string, string>();
  for (const id of moduleIds) {
    const module = info(id);
    if (!module) continue;
    if (isClientEntry(id) || (shellModules.has(id) && !module.isEntry && !isRouteModule(id))) {
      chunkOf.set(id, SHELL);
      continue;
    }
    if (module.isEntry || isLazyEntry(id) || isRouteModule(id)) continue;
    const entries = loadedBy.get(id) ?? [];
    if (entries.length < 2) continue;
    const parts = partsLoading(entries);
    if (!parts.has(ANYWHERE) && [...parts].every((part) => loadsEagerly(part, id))) {
      // Every page of those parts loads it before anything is clicked.
      chunkOf.set(id, partsChunk(parts));
      continue;
    }
    const key = [...entries].sort().join("\n");
    let name = entrySetNames.get(key);
    if (name === undefined) {
      // Named after its first module, as Rolldown would; a group name must be unique.
      const base = path.basename(withoutQuery(id)).replace(/\.[^.]+$/, "");
      name = base;
      for (let n = 2; partsOfChunk.has(name) || name === SHELL; n++) name = `${base}-${n}`;
      entrySetNames.set(key, name);
      partsOfChunk.set(name, parts);
    }
    chunkOf.set(id, name);
  }

  // The chunks each chunk imports (modules Rolldown leaves out, such as re-export-only files, are
  // looked through to what they re-export).
  const dependenciesOf = (id: string, seen = new Set<string>()): string[] =>
    (info(id)?.importedIds ?? []).flatMap((dependency) => {
      if (included.has(dependency)) return [dependency];
      if (seen.has(dependency)) return [];
      seen.add(dependency);
      return dependenciesOf(dependency, seen);
    });
  const members = () => {
    const byChunk = new Map<string, string[]>();
    for (const [id, name] of chunkOf) byChunk.set(name, [...(byChunk.get(name) ?? []), id]);
    return byChunk;
  };
  const importsOf = (chunk: string, byChunk: Map<string, string[]>) => {
    const imported = new Set<string>();
    for (const id of byChunk.get(chunk) ?? []) {
      for (const dependency of dependenciesOf(id)) {
        const other = chunkOf.get(dependency);
        if (other === undefined) {
          // Entries keep their own chunks; anything else would be pulled into this group.
          if (info(dependency)?.isEntry || isLazyEntry(dependency)) continue;
          throw new Error(`chunk plan: ${dependency} (imported by ${id}) has no chunk`);
        }
        if (other !== chunk) imported.add(other);
      }
    }
    return imported;
  };
  const levels = () => {
    const byChunk = members();
    const level = new Map<string, number>();
    const visiting = new Set<string>();
    const levelOf = (chunk: string): number => {
      const known = level.get(chunk);
      if (known !== undefined) return known;
      if (visiting.has(chunk)) throw new Error(`chunk plan: import cycle through ${chunk}`);
      visiting.add(chunk);
      const deepest = Math.max(-1, ...[...importsOf(chunk, byChunk)].map(levelOf));
      visiting.delete(chunk);
      level.set(chunk, chunk === SHELL ? 0 : deepest + 1);
      return level.get(chunk) as number;
    };
    for (const chunk of byChunk.keys()) levelOf(chunk);
    return { level, byChunk };
  };

  // Fold every chunk under the minimum into one loaded wherever it is needed: the deepest chunk it
  // imports (the others are then imported from there, so no cycle appears), else its parts' group,
  // else the shell. Smallest first, so small neighbours gather before they are judged.
  for (;;) {
    const { level, byChunk } = levels();
    const small = [...byChunk]
      .filter(([chunk, ids]) => chunk !== SHELL && ids.reduce((total, id) => total + size(id), 0) < minBytes)
      .sort(([, a], [, b]) => a.reduce((t, id) => t + size(id), 0) - b.reduce((t, id) => t + size(id), 0));
    const [first] = small;
    if (!first) break;
    const [chunk, ids] = first;
    const imported = [...importsOf(chunk, byChunk)].filter((other) => other !== SHELL);
    let host: string;
    if (imported.length > 0) {
      host = imported.reduce((deepest, other) =>
        (level.get(other) ?? 0) > (level.get(deepest) ?? 0) ? other : deepest,
      );
    } else {
      // Its parts' group, unless that group imports something that imports this chunk.
      const group = partsChunk(partsOfChunk.get(chunk) ?? new Set([ANYWHERE]));
      const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
        from === to ||
        [...importsOf(from, byChunk)].some(
          (next) => !seen.has(next) && seen.add(next) && reaches(next, to, seen),
        );
      const importers = [...byChunk.keys()].filter((other) => importsOf(other, byChunk).has(chunk));
      host =
        group === chunk || !byChunk.has(group) || importers.some((importer) => reaches(group, importer))
          ? SHELL
          : group;
    }
    for (const id of ids) chunkOf.set(id, host);
  }

  const { level } = levels();
  const plan: ChunkPlan = new Map();
  for (const [id, name] of chunkOf) {
    const depth = level.get(name) ?? 0;
    if (depth >= MAX_LEVELS) throw new Error(`chunk plan: ${name} is ${depth} levels deep; raise MAX_LEVELS`);
    plan.set(id, { name, level: depth });
  }
  return plan;
}

/**
 * The `output.codeSplitting.groups` for the browser build: one group per depth level, shallowest
 * (the shell) with the highest priority, so that a group's imports are captured before it is. Rolldown
 * calls every `test` of a group before its first `name`; the first `name` call plans all modules.
 */
export function chunkGroups(options: ChunkPlanOptions) {
  const ids = new Set<string>();
  let plan: ChunkPlan | undefined;
  return Array.from({ length: MAX_LEVELS }, (_, level) => ({
    priority: MAX_LEVELS - level,
    test: (id: string) => {
      if (!plan) ids.add(id);
      return true;
    },
    name: (id: string, ctx: ChunkingContextLike) => {
      plan ??= planChunks([...ids], ctx, options);
      const placed = plan.get(id);
      return placed?.level === level ? placed.name : null;
    },
  }));
}
