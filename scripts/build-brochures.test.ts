import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { buildBrochures } from "./build-brochures.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "brochures-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The text a PDF shows, roughly: page content streams inflated, hex strings decoded. */
function pageText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  let text = "";
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g))
      text += Buffer.from(hex[1] ?? "", "hex").toString("latin1");
    text += " ";
  }
  return text;
}

describe("brochure PDFs", async () => {
  const files = await buildBrochures(dir);

  it("writes one file per brochure the footer links to", () => {
    expect(files.map((f) => path.basename(f)).sort()).toEqual(site.brochures.map((b) => b.file).sort());
  });

  it.each(site.brochures.map((b) => b.file))("%s is a valid PDF with the product title", (file) => {
    const pdf = fs.readFileSync(path.join(dir, file));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF/);
    const raw = pdf.toString("latin1");
    expect(raw).toMatch(/\/Type \/Page\b/);
    const title = file
      .replace(".pdf", "")
      .split("_")
      .map((w) => w[0]?.toUpperCase() + w.slice(1))
      .join(" ");
    expect(raw).toContain(`(${title})`);
    // Kerning splits words into pieces, so compare without the gaps.
    expect(pageText(pdf).replace(/\s+/g, "")).toContain(title.replace(/\s+/g, ""));
    expect(pageText(pdf)).toContain("Module Details");
  });
});
