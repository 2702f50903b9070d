import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, "..", "..");
/** A package's command, run by this Node (a bare `tsc` would take whichever Node is first on PATH). */
const node = (script: string, args: string[], cwd: string) =>
  run(process.execPath, [join(ROOT, "node_modules", script), ...args], { cwd });

/** What a scratch copy leaves out: installed and generated files, and what runs leave behind. */
const NOT_COPIED = new Set([
  "node_modules",
  ".git",
  ".tools",
  "build",
  "var",
  "test-results",
  "playwright-report",
]);

/** The one line a language adds to app/languages/list.ts, beside its folder (docs/decisions/203). */
const line = (code: string, name: string, nativeName: string, script: string) =>
  `  ${code}: { tag: "${code}-IN", nativeName: "${nativeName}", englishName: "${name}", script: /${script}/ },`;

/** The type check of the whole copy: whether it passed, and every error it reported. */
async function typeCheck(dir: string): Promise<{ ok: boolean; errors: string[] }> {
  try {
    await node("typescript/bin/tsc", ["-p", ".", "--noEmit", "--pretty", "false"], dir);
    return { ok: true, errors: [] };
  } catch (error) {
    const { stdout = "" } = error as { stdout?: string };
    return { ok: false, errors: stdout.split("\n").filter((l) => /error TS\d+/.test(l)) };
  }
}

/**
 * Adding a language is its folder and one line (docs/decisions/203), shown on a scratch copy of the
 * repository with one type check (two would double the cost): Tamil, a copy of the Hindi folder, and
 * Kannada, a copy of the Telugu folder missing one interface string, each added by its line alone.
 * The check must report that one string, in Kannada's folder, and nothing else: Tamil and the rest of
 * the site type-check with nothing else touched. About 45 s of processor time (docs/decisions/203); the
 * generous timeout is for a machine shared with other runs.
 */
describe("adding a language", () => {
  const dir = mkdtempSync(join(tmpdir(), "arka-add-language-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is a folder and one line; a missing string fails the type check", { timeout: 600_000 }, async () => {
    cpSync(ROOT, dir, {
      recursive: true,
      filter: (source) => !NOT_COPIED.has(source.slice(ROOT.length + 1).split("/")[0]!),
    });
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
    // The route types: copied with the rest when a type check has made them, else made here.
    if (!existsSync(join(ROOT, ".react-router"))) await node("@react-router/dev/bin.cjs", ["typegen"], dir);

    cpSync(join(dir, "app/languages/hi"), join(dir, "app/languages/ta"), { recursive: true });
    cpSync(join(dir, "app/languages/te"), join(dir, "app/languages/kn"), { recursive: true });
    const list = join(dir, "app/languages/list.ts");
    const lines = readFileSync(list, "utf8").split("\n");
    const last = lines.findLastIndex((l) => /^ {2}[a-z]{2}: \{ tag: /.test(l));
    expect(last, "the list's last language line").toBeGreaterThan(0);
    lines.splice(
      last + 1,
      0,
      line("ta", "Tamil", "தமிழ்", "[\\u0B80-\\u0BFF]"),
      line("kn", "Kannada", "ಕನ್ನಡ", "[\\u0C80-\\u0CFF]"),
    );
    writeFileSync(list, lines.join("\n"));

    const common = join(dir, "app/languages/kn/interface/common.ts");
    const text = readFileSync(common, "utf8");
    const withoutOne = text.replace(/^ {2}skipToContent: .*\n/m, "");
    expect(withoutOne).not.toBe(text);
    writeFileSync(common, withoutOne);

    const { ok, errors } = await typeCheck(dir);
    expect(ok).toBe(false);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^app\/languages\/kn\/interface\/common\.ts\(.*skipToContent/);
  });
});
