/**
 * Writes the site's default social picture: public/assets/images/social/arka-card.svg, drawn from the
 * illustration parts, and its PNG rendering, arka-card.png (1200 × 630), which is what Facebook, WhatsApp,
 * LinkedIn and X read for og:image (they do not read SVG). Run: node scripts/illustrations/social-card.ts
 * Both files are committed: the build needs no browser. Playwright renders the PNG in the system Chromium the
 * browser tests drive (docs/decisions/117-tariffs-as-of-today.md).
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { socialCard } from "./scenes.ts";
import { site } from "../../app/content/site.ts";
import { socialImage } from "../../app/content/meta.ts";

const out = path.resolve(import.meta.dirname, "../../public/assets", socialImage.src);
const svgFile = out.replace(/\.png$/, ".svg");
const drawing = socialCard(site.product, site.tagline, socialImage.width, socialImage.height);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(svgFile, drawing);

// Debian's Chromium, as the browser tests use (playwright.config.ts): no downloaded browser.
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
try {
  const page = await browser.newPage({ viewport: { width: socialImage.width, height: socialImage.height } });
  await page.setContent(`<body style="margin:0">${drawing}</body>`);
  await page.locator("svg").first().screenshot({ path: out, type: "png" });
} finally {
  await browser.close();
}
console.log(`wrote ${path.relative(process.cwd(), svgFile)} and ${path.relative(process.cwd(), out)}`);
