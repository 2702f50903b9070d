/**
 * Writes the three product brochures (docs/decisions/200, Layout) as PDFs from the product and spec data,
 * into the built site's asset folder, so the footer's Download Brochure links are real files. Runs after
 * `react-router build` (which empties build/) as part of `npm run build`.
 */
import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { brochureFileFor } from "#app/content/brochures.ts";
import { findProduct, productCatalogue, type Product } from "#app/content/products.ts";
import { fullAddress, site } from "#app/content/site.ts";

export const BROCHURE_DIR = path.join("build", "client", "assets", "images");

const NAVY = "#13233D";
const SUN = "#F2A900";
const MUTED = "#5B616B";

/** One A4 brochure: title band, what the product is, every spec group as a table, how to reach us. */
export function renderBrochure(product: Product, generatedOn = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: {
      Title: product.title,
      Author: site.companyName,
      Subject: `${product.title}: product brochure and technical specifications`,
      CreationDate: generatedOn,
    },
    lang: "en-IN",
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - 100;
  doc.rect(0, 0, doc.page.width, 110).fill(NAVY);
  doc.fillColor(SUN).font("Helvetica-Bold").fontSize(12).text(site.product.toUpperCase(), 50, 36);
  doc.fillColor("#FFFFFF").fontSize(26).text(product.title, 50, 56, { width });
  doc.moveDown(3);
  doc.y = 135;

  if (product.story) {
    doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(14).text(product.story.summary, 50, doc.y, { width });
    doc.moveDown(0.6);
    doc.font("Helvetica").fontSize(11).fillColor("#0F172A");
    for (const paragraph of product.story.paragraphs) {
      doc.text(paragraph, { width, align: "left" });
      doc.moveDown(0.6);
    }
  }

  doc.moveDown(0.5);
  doc
    .fillColor(NAVY)
    .font("Helvetica-Bold")
    .fontSize(16)
    .text("Technical specifications", 50, doc.y, { width });
  doc.moveDown(0.4);
  for (const group of product.specs) {
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc.fillColor(SUN).rect(50, doc.y, width, 22).fill();
    doc
      .fillColor(NAVY)
      .font("Helvetica-Bold")
      .fontSize(11)
      .text(group.title, 58, doc.y + 6, { width: width - 16 });
    doc.moveDown(0.5);
    for (const row of group.rows) {
      const top = doc.y;
      doc.font("Helvetica-Bold").fontSize(10).fillColor("#0F172A").text(row.label, 58, top, { width: 180 });
      const labelBottom = doc.y;
      doc.font("Helvetica").text(row.value, 250, top, { width: width - 208 });
      doc.y = Math.max(labelBottom, doc.y) + 4;
      doc
        .moveTo(50, doc.y - 2)
        .lineTo(50 + width, doc.y - 2)
        .lineWidth(0.5)
        .strokeColor("#E7E5E0")
        .stroke();
    }
    doc.moveDown(0.8);
  }

  // Contact details close the brochure, compact enough to stay on the first page.
  if (doc.y > doc.page.height - 110) doc.addPage();
  doc.moveDown(0.2);
  doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(12).text("Talk to us", 50, doc.y, { width });
  doc.font("Helvetica").fontSize(9.5).fillColor("#0F172A");
  doc.text(`${site.companyName}, ${fullAddress()}`, { width });
  doc.text(`Phone ${site.phone.display}  |  ${site.email}  |  `, { width, continued: true });
  doc.fillColor("#1D4ED8").text(site.website.display, { link: site.website.url, underline: true });
  doc.moveDown(0.3);
  doc
    .fillColor(MUTED)
    .fontSize(8.5)
    .text(
      `Figures are typical values for planning; the project proposal states the values for your site. Generated ${generatedOn.toISOString().slice(0, 10)}.`,
      { width },
    );
  doc.end();
  return done;
}

/** Writes every product's brochure into `outDir`; returns the files written. */
export async function buildBrochures(outDir = BROCHURE_DIR): Promise<string[]> {
  fs.mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  for (const entry of productCatalogue) {
    const file = brochureFileFor(entry.key);
    if (!file) continue;
    const found = findProduct(entry.key, "technical-specs");
    if (!found.ok) throw new Error(`Brochure for ${entry.key}: ${found.message}`);
    const target = path.join(outDir, file);
    fs.writeFileSync(target, await renderBrochure(found.product));
    written.push(target);
  }
  return written;
}

if (import.meta.main) {
  const files = await buildBrochures();
  console.log(`Brochures: ${files.join(", ")}`);
}
