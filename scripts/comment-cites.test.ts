import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { commentLines, findCites, formatFindings, scanTree } from "./comment-cites.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const decisions = path.join(root, "docs", "decisions");

/** The findings' reasons for one file's source, checked against this checkout's records. */
const reasons = (file: string, source: string) => findCites(file, source, decisions).map((f) => f.reason);

describe("comments cite the repository (docs/decisions/205)", () => {
  it("no comment in app/, server/ or scripts/ names an outside document or a record that does not exist", () => {
    const findings = scanTree(root);
    expect(formatFindings(findings)).toBe("");
  });
});

describe("the comment scanner", () => {
  it("reads line, block, JSX and CSS comments, and not strings, templates or JSX text", () => {
    const tsx = [
      "// one",
      'const url = "https://example.org/seed 000"; /* two */',
      "const t = `// not a comment ${1}`;",
      "export const X = () => (",
      "  <p>",
      "    {/* three */}",
      "    // not a comment either",
      "  </p>",
      ");",
    ].join("\n");
    const texts = commentLines("x.tsx", tsx).map((c) => c.map((l) => `${l.line}:${l.text}`).join("|"));
    expect(texts).toEqual(["1:// one", "2:/* two */", "6:/* three */"]);
    const lines = commentLines("x.ts", "// one\n// two\nconst a = 1;\n// three").map((c) =>
      c.map((l) => l.line),
    );
    expect(lines).toEqual([[1, 2], [4]]);
    expect(
      commentLines("x.css", "a { color: red; }\n/* four\n five */").map((c) => c.map((l) => l.line)),
    ).toEqual([[2, 3]]);
  });

  it.each([
    ["// The envelope (seed 000 section 7).", "cites a seed"],
    ['// The envelope (Seed 001 "Footer").', "cites a seed"],
    ["// As the seed's answer says.", "cites a seed"],
    ["// Cross-site posts are refused (checklist VAL-4).", "cites the checklist"],
    ["// Cross-site posts are refused (VAL-4).", "cites a checklist item id"],
    ["// Logs never hold a phone (DP-6).", "cites a checklist item id"],
    ["// The sales console (issue 12).", "cites an issue number"],
    ["// Since issues 13 and 14.", "cites an issue number"],
    ["// Fixed in issue #23.", "cites an issue number"],
    ["// Section 7 of it (§7).", "cites a section of an outside document"],
    ["// The specification's envelope.", "names the specification without the record that states it"],
  ])("flags %s", (comment, reason) => {
    expect(reasons("x.ts", comment)).toContain(reason);
  });

  it("flags a cite broken across the lines of a block comment, on the line it starts", () => {
    const source = "/**\n * Never in an address (checklist\n * DP-7).\n */";
    const found = findCites("x.ts", source, decisions);
    expect(found.map((f) => [f.line, f.reason])).toEqual([
      [2, "cites the checklist"],
      [3, "cites a checklist item id"],
    ]);
  });

  it.each([
    "// 404 and 429 answers; HTTP 413 above the limit.",
    "// Dates as ISO 8601; WCAG 2.2 AA; RFC 8259; NIST 800-63B 5.2.2; UTF-8; SHA-256.",
    "// Retention until 2026-11-28, 14 Dec 2022; ISO 3166-2:IN codes; GTM-XXXX container.",
    "// A random seed for fast-check; seed the database; scripts/seed-data.",
    "/* Colours #000 and #fff3; anchor #main. */",
    "// See docs/decisions/105 and docs/decisions/105-spam-and-abuse-limits.md (record 111).",
    "// The specification's envelope (docs/decisions/200, JSON API).",
    "// The technical specifications page; a product specification record; the spec's own page.",
  ])("leaves %s alone", (comment) => {
    expect(reasons("x.ts", comment)).toEqual([]);
  });

  it("flags a cited decision record that does not exist, by number or by file name", () => {
    expect(reasons("x.ts", "// Why: docs/decisions/999.")).toEqual([
      "cites a missing decision record (docs/decisions/999)",
    ]);
    expect(reasons("x.ts", "// Why: docs/decisions/105-no-such-slug.md.")).toEqual([
      "cites a missing decision record (docs/decisions/105-no-such-slug.md)",
    ]);
    expect(reasons("x.ts", "// As record 998 says.")).toEqual([
      "cites a missing decision record (record 998)",
    ]);
  });
});
