import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readStylesheetBundles } from "./build-stylesheet-bundles.ts";

const BUNDLES = path.resolve("app/styles/bundles");

describe("stylesheet bundles", () => {
  const members = readStylesheetBundles(BUNDLES);

  it("bundle files that exist", () => {
    expect(members.size).toBeGreaterThan(10);
    for (const member of members.keys()) expect(fs.existsSync(member), member).toBe(true);
  });

  it("serve the site-wide styles (root.tsx renders styles/app.css) from a file named app.css", () => {
    expect(members.get(path.resolve("app/styles/app.css"))).toBe(path.join(BUNDLES, "app.css"));
  });

  it("serve every stylesheet a component renders on its own from the site-wide bundle or a page's", () => {
    // Each `?url` stylesheet under app/components is in a bundle, or is a route's single sheet.
    const componentSheets = fs
      .readdirSync(path.resolve("app/components"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".tsx"))
      .flatMap((file) => {
        const source = fs.readFileSync(path.resolve("app/components", file), "utf8");
        return [...source.matchAll(/from "([^"]+\.css)\?url"/g)].map(([, sheet]) =>
          sheet!.startsWith("#app/")
            ? path.resolve("app", sheet!.slice(5))
            : path.resolve("app/components", path.dirname(file), sheet!),
        );
      });
    expect(componentSheets.length).toBeGreaterThan(5);
    for (const sheet of componentSheets) expect(members.has(sheet), sheet).toBe(true);
  });

  describe("a stylesheet in two bundles", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bundles-"));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it("is refused: a page could then get both", () => {
      fs.writeFileSync(path.join(dir, "shared.css"), ".a{}");
      fs.writeFileSync(path.join(dir, "one.css"), '@import "./shared.css";');
      fs.writeFileSync(path.join(dir, "two.css"), '@import "./shared.css";');
      expect(() => readStylesheetBundles(dir)).toThrow(/in two stylesheet bundles/);
    });
  });
});
