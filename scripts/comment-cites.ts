/**
 * Comments cite the repository (docs/decisions/205): this finds comments in app/, server/ and scripts/
 * that name a document a newcomer cannot open (the specification's source files, the security list of
 * docs/decisions/204 or one of its item ids, an issue number), and cited decision records that do not
 * exist. `node scripts/comment-cites.ts [folders…]` prints file:line for each;
 * scripts/comment-cites.test.ts fails on any.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const SCANNED_FOLDERS = ["app", "server", "scripts"];
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", ".css"];
const SKIPPED = new Set(["node_modules", ".react-router", "build"]);

/** The item id prefixes of the security requirements (docs/decisions/204). */
const ITEM_ID = String.raw`\b(?:OTP|ABU|VAL|HDR|DUR|DP|TST)-\d+\b`;

/** What a comment may not name, each with the reason printed beside a hit. */
export const FORBIDDEN: readonly { pattern: RegExp; reason: string }[] = [
  {
    pattern: /\bseeds?(?:\s+|_)0\d\d\b|\bseeds\/|\bthe seed(?:'s|s)?\b(?!\s+(?:of|value|number))/i,
    reason: "a seed",
  },
  { pattern: /\bchecklists?\b/i, reason: "the checklist" },
  { pattern: new RegExp(ITEM_ID), reason: "a checklist item id" },
  { pattern: /\b(?:issues?|pull requests?|PR)\s*#?\d+/i, reason: "an issue number" },
  { pattern: /§/, reason: "a section of an outside document" },
];

/**
 * The specification named as a reason, in a comment that cites no record: the reader needs
 * docs/decisions/200 (or a narrower record) to look it up. Product specifications are not the document,
 * and "spec" alone is left alone: it is as often a browser test file.
 */
const NAMES_SPECIFICATION =
  /\b(?<!technical |product )specifications?(?:'s)?\b(?!\s+(?:records?|values?|groups?|tables?))/i;
const CITES_RECORD = /\bdocs\/decisions\/\d{3}/;

/** A decision record cited by number, with or without its slug and `.md`, or as "record" and its number. */
const RECORD_CITE = /\bdocs\/decisions\/(\d{3})((?:-[a-z0-9]+)*)(\.md)?|\brecords?\s+(\d{3})\b/gi;

export type CommentLine = { line: number; text: string };
export type Finding = { file: string; line: number; reason: string; text: string };

/** Each comment's text, one entry per source line (1-based), in .ts/.tsx/.js/.mjs (via the TypeScript parser) or .css. */
export function commentLines(fileName: string, source: string): CommentLine[][] {
  if (fileName.endsWith(".css")) {
    const comments: CommentLine[][] = [];
    for (const match of source.matchAll(/\/\*[\s\S]*?\*\//g))
      comments.push(splitLines(source, match.index, match[0]));
    return comments;
  }
  const kind = fileName.endsWith(".tsx")
    ? ts.ScriptKind.TSX
    : fileName.endsWith(".ts")
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JSX;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  // Text between JSX tags is not trivia, even where it starts with `//`.
  const jsxText: [number, number][] = [];
  const ranges = new Map<number, ts.CommentRange>();
  const collect = (found: ts.CommentRange[] | undefined) => {
    for (const range of found ?? []) {
      if (jsxText.some(([from, to]) => range.pos >= from && range.pos < to)) continue;
      ranges.set(range.pos, range);
    }
  };
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) {
      jsxText.push([node.pos, node.end]);
      return;
    }
    collect(ts.getLeadingCommentRanges(source, node.pos));
    collect(ts.getTrailingCommentRanges(source, node.end));
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  // `//` comments on consecutive lines are one comment, as a reader sees them.
  const merged: { pos: number; end: number; line: boolean }[] = [];
  for (const range of [...ranges.values()].sort((a, b) => a.pos - b.pos)) {
    const line = range.kind === ts.SyntaxKind.SingleLineCommentTrivia;
    const last = merged.at(-1);
    if (last?.line && line && /^\r?\n[ \t]*$/.test(source.slice(last.end, range.pos))) last.end = range.end;
    else merged.push({ pos: range.pos, end: range.end, line });
  }
  return merged.map((range) => splitLines(source, range.pos, source.slice(range.pos, range.end)));
}

function splitLines(source: string, start: number, text: string): CommentLine[] {
  const first = source.slice(0, start).split("\n").length;
  return text.split("\n").map((line, i) => ({ line: first + i, text: line }));
}

/** The cites in one file's comments that break the rule, with the records folder to check cited numbers against. */
export function findCites(fileName: string, source: string, decisionsDir: string): Omit<Finding, "file">[] {
  const records = existsSync(decisionsDir) ? readdirSync(decisionsDir) : [];
  const recordExists = (number: string, slug: string) =>
    slug
      ? records.includes(`${number}${slug}.md`)
      : records.some((name) => name.startsWith(`${number}-`) && name.endsWith(".md"));
  // Most files hold nothing that could match anywhere: skip parsing them.
  const suspect =
    FORBIDDEN.some(({ pattern }) => pattern.test(source)) ||
    NAMES_SPECIFICATION.test(source) ||
    [...source.matchAll(RECORD_CITE)].some((m) => !recordExists(m[1] ?? m[4]!, m[2] ?? ""));
  if (!suspect) return [];
  const findings: Omit<Finding, "file">[] = [];
  for (const comment of commentLines(fileName, source)) {
    // A cite may break across lines: test the comment as one text, report the line it starts on.
    const words = comment.map((l) =>
      l.text.replace(/^\s*(?:\/\/+|\/\*+|\*+(?!\/)|\{\/\*)?/, "").replace(/\*\/\}?\s*$/, ""),
    );
    const joined = words.join(" ");
    const lineAt = (index: number) => {
      let offset = 0;
      for (let i = 0; i < words.length; i++) {
        offset += words[i]!.length + 1;
        if (index < offset) return comment[i]!;
      }
      return comment[comment.length - 1]!;
    };
    for (const { pattern, reason } of FORBIDDEN) {
      const global = new RegExp(
        pattern.source,
        pattern.flags.includes("g") ? pattern.flags : pattern.flags + "g",
      );
      const hit = new Set<number>();
      for (const match of joined.matchAll(global)) {
        const at = lineAt(match.index + match[0].search(/\S/));
        if (hit.has(at.line)) continue;
        hit.add(at.line);
        findings.push({ line: at.line, reason: `cites ${reason}`, text: at.text.trim() });
      }
    }
    const named = NAMES_SPECIFICATION.exec(joined);
    if (named && !CITES_RECORD.test(joined)) {
      const at = lineAt(named.index);
      findings.push({
        line: at.line,
        reason: "names the specification without the record that states it",
        text: at.text.trim(),
      });
    }
    for (const match of joined.matchAll(RECORD_CITE)) {
      if (recordExists(match[1] ?? match[4]!, match[2] ?? "")) continue;
      const at = lineAt(match.index);
      findings.push({
        line: at.line,
        reason: `cites a missing decision record (${match[0]})`,
        text: at.text.trim(),
      });
    }
  }
  return findings.sort((a, b) => a.line - b.line);
}

/** Every source file under the folders, relative to root, sorted. */
export function sourceFiles(root: string, folders: readonly string[] = SCANNED_FOLDERS): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (EXTENSIONS.some((ext) => entry.name.endsWith(ext))) files.push(relative);
    }
  };
  for (const folder of folders) if (existsSync(path.join(root, folder))) walk(folder);
  return files.sort();
}

/** Every finding under the folders of the checkout at root. */
export function scanTree(root: string, folders: readonly string[] = SCANNED_FOLDERS): Finding[] {
  const decisions = path.join(root, "docs", "decisions");
  return sourceFiles(root, folders).flatMap((file) =>
    findCites(file, readFileSync(path.join(root, file), "utf8"), decisions).map((f) => ({ file, ...f })),
  );
}

export function formatFindings(findings: readonly Finding[]): string {
  return findings.map((f) => `${f.file}:${f.line}: ${f.reason}: ${f.text}`).join("\n");
}

if (import.meta.main) {
  const folders = process.argv.slice(2);
  const findings = scanTree(process.cwd(), folders.length > 0 ? folders : SCANNED_FOLDERS);
  if (findings.length > 0) console.log(formatFindings(findings));
  console.log(`${findings.length} finding(s)`);
  process.exitCode = findings.length > 0 ? 1 : 0;
}
