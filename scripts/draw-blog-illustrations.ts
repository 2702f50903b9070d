/**
 * Draws the seven blog illustrations (flat style: grey cement roofs with dark-blue cells, sun, Indian
 * homes and factories, weather) into public/assets/images/blog/. Run once after changing a scene:
 *   node scripts/draw-blog-illustrations.ts
 * The SVGs are committed, so the build does not depend on this script.
 */
import fs from "node:fs";
import path from "node:path";

const W = 800;
const H = 450;
const colour = {
  sky: "#DCEAF5",
  skyStorm: "#9AA8B8",
  sun: "#F2A900",
  cement: "#8A8F98",
  cementLight: "#E7E5E0",
  cell: "#13233D",
  cellLine: "#3B5A86",
  wall: "#F4E3C3",
  wallShade: "#E2C9A0",
  door: "#7A4B2A",
  ground: "#B9C98F",
  ink: "#0F172A",
  cloud: "#FFFFFF",
  stormCloud: "#5B616B",
  rain: "#3B5A86",
  leaf: "#4F8A3C",
  rupee: "#C98C00",
};

const r = (n: number) => Math.round(n * 10) / 10;

function svg(body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    body +
    `</svg>\n`
  );
}

const sky = (fill = colour.sky) => `<rect width="${W}" height="${H}" fill="${fill}"/>`;
const ground = (y = 380, fill = colour.ground) =>
  `<rect y="${y}" width="${W}" height="${H - y}" fill="${fill}"/>`;

function sun(cx: number, cy: number, radius: number, rays = true): string {
  let out = `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${colour.sun}"/>`;
  if (rays) {
    for (let i = 0; i < 12; i++) {
      const a = (i * Math.PI) / 6;
      const x1 = cx + Math.cos(a) * (radius + 10);
      const y1 = cy + Math.sin(a) * (radius + 10);
      const x2 = cx + Math.cos(a) * (radius + 26);
      const y2 = cy + Math.sin(a) * (radius + 26);
      out += `<line x1="${r(x1)}" y1="${r(y1)}" x2="${r(x2)}" y2="${r(y2)}" stroke="${colour.sun}" stroke-width="6" stroke-linecap="round"/>`;
    }
  }
  return out;
}

function cloud(x: number, y: number, s: number, fill = colour.cloud): string {
  return (
    `<g fill="${fill}"><ellipse cx="${x}" cy="${y}" rx="${40 * s}" ry="${22 * s}"/>` +
    `<ellipse cx="${x + 34 * s}" cy="${y - 14 * s}" rx="${32 * s}" ry="${26 * s}"/>` +
    `<ellipse cx="${x + 70 * s}" cy="${y}" rx="${38 * s}" ry="${20 * s}"/></g>`
  );
}

/** A sloping solar roof: cement edge, then rows of dark-blue cells following the slope. */
function solarRoof(x: number, y: number, w: number, h: number, rows = 3, cols = 6): string {
  const inset = 6;
  let out = `<polygon points="${x},${y + h} ${x + w * 0.12},${y} ${x + w * 0.88},${y} ${x + w},${y + h}" fill="${colour.cement}"/>`;
  for (let row = 0; row < rows; row++) {
    const t0 = row / rows;
    const t1 = (row + 1) / rows;
    const yTop = y + inset + (h - 2 * inset) * t0;
    const yBot = y + inset + (h - 2 * inset) * t1 - 3;
    const left = (t: number) => x + w * 0.12 * (1 - t) + inset;
    const right = (t: number) => x + w - w * 0.12 * (1 - t) - inset;
    for (let col = 0; col < cols; col++) {
      const lt = left(t0) + ((right(t0) - left(t0)) * col) / cols;
      const rt = left(t0) + ((right(t0) - left(t0)) * (col + 1)) / cols - 3;
      const lb = left(t1) + ((right(t1) - left(t1)) * col) / cols;
      const rb = left(t1) + ((right(t1) - left(t1)) * (col + 1)) / cols - 3;
      out += `<polygon points="${r(lt)},${r(yTop)} ${r(rt)},${r(yTop)} ${r(rb)},${r(yBot)} ${r(lb)},${r(yBot)}" fill="${colour.cell}" stroke="${colour.cellLine}" stroke-width="1"/>`;
    }
  }
  return out;
}

/** An Indian home: plastered walls, a door, two windows, and a solar roof. */
function house(x: number, baseY: number, w: number, wallH: number, roofH: number): string {
  const top = baseY - wallH;
  let out = `<rect x="${x + w * 0.06}" y="${top}" width="${w * 0.88}" height="${wallH}" fill="${colour.wall}"/>`;
  out += `<rect x="${x + w * 0.06}" y="${top}" width="${w * 0.88}" height="8" fill="${colour.wallShade}"/>`;
  out += `<rect x="${x + w * 0.44}" y="${baseY - wallH * 0.55}" width="${w * 0.14}" height="${wallH * 0.55}" fill="${colour.door}"/>`;
  out += `<rect x="${x + w * 0.16}" y="${top + wallH * 0.3}" width="${w * 0.16}" height="${wallH * 0.28}" fill="${colour.cellLine}"/>`;
  out += `<rect x="${x + w * 0.68}" y="${top + wallH * 0.3}" width="${w * 0.16}" height="${wallH * 0.28}" fill="${colour.cellLine}"/>`;
  return out + solarRoof(x, top - roofH, w, roofH, 3, 6);
}

/** A factory shed with a saw-tooth of solar roofs and a chimney. */
function factory(x: number, baseY: number, w: number, wallH: number): string {
  const top = baseY - wallH;
  let out = `<rect x="${x + w * 0.78}" y="${top - 90}" width="22" height="90" fill="${colour.cement}"/>`;
  out += `<rect x="${x}" y="${top}" width="${w}" height="${wallH}" fill="${colour.cementLight}"/>`;
  for (let i = 0; i < 5; i++) {
    out += `<rect x="${x + 18 + i * (w / 5)}" y="${top + 24}" width="${w / 5 - 36}" height="18" fill="${colour.cellLine}"/>`;
  }
  out += `<rect x="${x + w * 0.4}" y="${baseY - wallH * 0.5}" width="${w * 0.2}" height="${wallH * 0.5}" fill="${colour.cement}"/>`;
  const teeth = 3;
  const tw = w / teeth;
  for (let i = 0; i < teeth; i++) out += solarRoof(x + i * tw, top - 46, tw, 46, 2, 4);
  return out;
}

function rain(x: number, y: number, w: number, h: number): string {
  let out = `<g stroke="${colour.rain}" stroke-width="3" stroke-linecap="round">`;
  for (let i = 0; i < w / 22; i++) {
    for (let j = 0; j < h / 40; j++) {
      const px = x + i * 22 + (j % 2) * 11;
      const py = y + j * 40 + (i % 3) * 8;
      out += `<line x1="${px}" y1="${py}" x2="${px - 6}" y2="${py + 16}"/>`;
    }
  }
  return out + `</g>`;
}

function wind(x: number, y: number): string {
  return (
    `<g fill="none" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round">` +
    `<path d="M${x} ${y}h120a18 18 0 1 0-18-18"/>` +
    `<path d="M${x + 30} ${y + 30}h150a16 16 0 1 1-16 16"/>` +
    `<path d="M${x - 10} ${y + 60}h90"/></g>`
  );
}

function tree(x: number, baseY: number, s = 1): string {
  return (
    `<rect x="${x - 5 * s}" y="${baseY - 50 * s}" width="${10 * s}" height="${50 * s}" fill="${colour.door}"/>` +
    `<circle cx="${x}" cy="${baseY - 70 * s}" r="${34 * s}" fill="${colour.leaf}"/>`
  );
}

function coins(x: number, baseY: number, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    out += `<ellipse cx="${x}" cy="${baseY - i * 14}" rx="34" ry="11" fill="${colour.rupee}" stroke="${colour.sun}" stroke-width="3"/>`;
  }
  return out;
}

const rupeeSign = (x: number, y: number, size: number, fill = colour.ink) =>
  `<text x="${x}" y="${y}" font-family="sans-serif" font-weight="700" font-size="${size}" fill="${fill}" text-anchor="middle">₹</text>`;

function windTurbine(x: number, baseY: number, h: number): string {
  const hubY = baseY - h;
  let out = `<polygon points="${x - 6},${baseY} ${x + 6},${baseY} ${x + 3},${hubY} ${x - 3},${hubY}" fill="#FFFFFF"/>`;
  for (const a of [0, 120, 240]) {
    out += `<path d="M${x} ${hubY}l-5 -70l5 -6l5 6z" fill="#FFFFFF" transform="rotate(${a + 20} ${x} ${hubY})"/>`;
  }
  return out + `<circle cx="${x}" cy="${hubY}" r="7" fill="${colour.cement}"/>`;
}

const scenes: Record<string, string> = {
  "extreme-weather": svg(
    sky(colour.skyStorm) +
      cloud(90, 80, 1.6, colour.stormCloud) +
      cloud(470, 70, 1.9, colour.stormCloud) +
      `<polygon points="600,95 570,170 598,170 575,240 640,150 610,150 632,95" fill="${colour.sun}"/>` +
      rain(60, 120, 680, 220) +
      wind(40, 210) +
      ground(380, "#8FA36B") +
      house(250, 380, 300, 120, 80) +
      tree(640, 380, 1.1),
  ),
  "go-solar-now": svg(
    sky() +
      sun(640, 100, 52) +
      cloud(90, 90, 1) +
      ground() +
      house(30, 380, 200, 90, 60) +
      house(250, 380, 240, 110, 70) +
      house(510, 380, 200, 95, 60) +
      tree(745, 380, 0.8),
  ),
  recession: svg(
    sky() +
      sun(110, 90, 40) +
      ground() +
      `<polyline points="420,90 500,150 560,130 640,220 740,250" fill="none" stroke="#B91C1C" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>` +
      house(60, 380, 280, 120, 75) +
      coins(520, 368, 3) +
      coins(620, 368, 5) +
      coins(720, 368, 7) +
      rupeeSign(720, 250, 30),
  ),
  investment: svg(
    sky() +
      sun(150, 70, 36) +
      ground() +
      `<g fill="${colour.cellLine}"><rect x="420" y="300" width="50" height="80"/><rect x="490" y="250" width="50" height="130"/><rect x="560" y="190" width="50" height="190"/><rect x="630" y="130" width="50" height="250" fill="${colour.sun}"/></g>` +
      `<polyline points="420,280 500,230 570,170 650,110" fill="none" stroke="${colour.ink}" stroke-width="6" stroke-linecap="round"/>` +
      `<polygon points="660,96 666,124 640,110" fill="${colour.ink}"/>` +
      house(40, 380, 320, 130, 85) +
      rupeeSign(655, 250, 36),
  ),
  "ten-reasons": svg(
    sky() +
      sun(400, 80, 40) +
      ground() +
      // Left: a tin shed with a framed panel propped on legs above it.
      `<rect x="60" y="260" width="240" height="120" fill="${colour.wall}"/>` +
      `<polygon points="50,262 175,210 310,262" fill="#B7BCC4"/>` +
      `<g stroke="${colour.ink}" stroke-width="4"><line x1="110" y1="238" x2="110" y2="196"/><line x1="240" y1="240" x2="240" y2="170"/></g>` +
      `<polygon points="90,200 260,166 266,182 96,216" fill="${colour.cell}" stroke="#C0C4CA" stroke-width="4"/>` +
      // Right: the roof that is itself the solar panel.
      house(470, 380, 280, 120, 80) +
      `<circle cx="400" cy="300" r="36" fill="${colour.ink}"/>` +
      `<text x="400" y="313" font-family="sans-serif" font-weight="700" font-size="36" fill="#FFFFFF" text-anchor="middle">10</text>`,
  ),
  glossary: svg(
    sky(colour.cementLight) +
      // An open notebook with a roof sketch on one page and ruled entries on the other.
      `<path d="M120 90h270v290H140a20 20 0 0 1-20-20z" fill="#FFFFFF"/>` +
      `<path d="M410 90h270v270a20 20 0 0 1-20 20H410z" fill="#FFFFFF"/>` +
      `<rect x="394" y="86" width="12" height="298" fill="${colour.cement}"/>` +
      sun(330, 150, 26, false) +
      solarRoof(160, 220, 200, 70, 3, 5) +
      `<rect x="180" y="290" width="160" height="60" fill="${colour.wall}"/>` +
      `<g font-family="sans-serif" font-weight="700" font-size="26" fill="${colour.ink}">` +
      `<text x="440" y="150">kW</text><text x="440" y="210">kWh</text><text x="440" y="270">Net meter</text><text x="440" y="330">Inverter</text></g>` +
      `<g stroke="${colour.cementLight}" stroke-width="3"><line x1="440" y1="166" x2="650" y2="166"/><line x1="440" y1="226" x2="650" y2="226"/><line x1="440" y1="286" x2="650" y2="286"/><line x1="440" y1="346" x2="650" y2="346"/></g>`,
  ),
  "alt-energy": svg(
    sky() +
      sun(120, 95, 46) +
      cloud(300, 80, 0.9) +
      ground() +
      factory(330, 380, 330, 130) +
      windTurbine(720, 380, 190) +
      tree(60, 380, 1) +
      tree(280, 380, 0.8),
  ),
};

const outDir = path.resolve("public/assets/images/blog");
fs.mkdirSync(outDir, { recursive: true });
for (const [name, content] of Object.entries(scenes)) {
  fs.writeFileSync(path.join(outDir, `${name}.svg`), content);
  console.log(`${name}.svg ${content.length} bytes`);
}
