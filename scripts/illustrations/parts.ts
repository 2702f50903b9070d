/**
 * Drawing parts for the site's original flat illustrations (DESIGN.md "Imagery"): roofs with dark
 * blue cells on a grey cement base, the sun, Indian homes, factories, a bus stop, an airport ramp.
 * Every part returns an SVG fragment; scenes.ts composes them. Plain strings keep each file a few KB.
 */

export const palette = {
  ink: "#0F172A",
  navy: "#13233D",
  cell: "#1E3A66",
  cellLine: "#2F5796",
  cement: "#8A8F98",
  cementLight: "#E7E5E0",
  cementDark: "#6B7079",
  sun: "#F2A900",
  sunSoft: "#FBD46B",
  wallWarm: "#F1E3C8",
  wallPink: "#F2C9B4",
  wallBlue: "#CFE0EC",
  wallGreen: "#D8E6C8",
  terracotta: "#C96A3F",
  leaf: "#5E8C4F",
  leafDark: "#46703A",
  ground: "#D9D2C1",
  road: "#9AA0A8",
  white: "#FFFFFF",
} as const;

export type Sky = "day" | "morning" | "dusk";

const skyStops: Record<Sky, [string, string]> = {
  day: ["#BFDCF0", "#EEF6FB"],
  morning: ["#F9E3BE", "#FDF5E6"],
  dusk: ["#2B3F6B", "#F2A36B"],
};

/** Shared definitions: sky gradient and the cell pattern every solar roof uses. */
export function defs(sky: Sky, cellSize = 26): string {
  const [top, bottom] = skyStops[sky];
  const h = Math.round(cellSize * 0.62);
  return (
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<pattern id="c" width="${cellSize}" height="${h}" patternUnits="userSpaceOnUse">` +
    `<rect width="${cellSize}" height="${h}" fill="${palette.cellLine}"/>` +
    `<rect x="1.5" y="1.5" width="${cellSize - 3}" height="${h - 3}" fill="${palette.cell}"/></pattern></defs>`
  );
}

export function skyRect(w: number, h: number): string {
  return `<rect width="${w}" height="${h}" fill="url(#s)"/>`;
}

export function sun(x: number, y: number, r: number, glow = true): string {
  return (
    (glow ? `<circle cx="${x}" cy="${y}" r="${r * 1.9}" fill="${palette.sun}" opacity=".15"/>` : "") +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${palette.sun}"/>`
  );
}

export function cloud(x: number, y: number, s: number, opacity = 0.9): string {
  return (
    `<g fill="#fff" opacity="${opacity}" transform="translate(${x} ${y}) scale(${s})">` +
    `<ellipse cx="0" cy="0" rx="60" ry="22"/><ellipse cx="-30" cy="-12" rx="30" ry="22"/>` +
    `<ellipse cx="22" cy="-20" rx="36" ry="28"/></g>`
  );
}

export function ground(y: number, w: number, h: number, colour: string = palette.ground): string {
  return `<rect y="${y}" width="${w}" height="${h - y}" fill="${colour}"/>`;
}

export function road(y: number, w: number, height = 60): string {
  let dashes = "";
  for (let x = 20; x < w; x += 120) dashes += `M${x} ${y + height / 2}h60`;
  return (
    `<rect y="${y}" width="${w}" height="${height}" fill="${palette.road}"/>` +
    `<path d="${dashes}" stroke="#fff" stroke-width="5"/>`
  );
}

/**
 * A solar roof panel as a quadrilateral: the cement base shows as a grey rim around the cells.
 * Points run top-left, top-right, bottom-right, bottom-left.
 */
type Point = [number, number];

export function solarQuad(points: [Point, Point, Point, Point], rim = 8): string {
  const [tl, tr, br, bl] = points;
  const inset: [number, number][] = [
    [tl[0] + rim, tl[1] + rim * 0.6],
    [tr[0] - rim, tr[1] + rim * 0.6],
    [br[0] - rim, br[1] - rim * 0.6],
    [bl[0] + rim, bl[1] - rim * 0.6],
  ];
  const p = (pts: [number, number][]) => pts.map(([x, y]) => `${x},${y}`).join(" ");
  return (
    `<polygon points="${p(points)}" fill="${palette.cement}"/>` +
    `<polygon points="${p(inset)}" fill="url(#c)"/>`
  );
}

function windows(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gapX: number,
  gapY: number,
  fill: string,
): string {
  let out = "";
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      out += `<rect x="${x + c * (w + gapX)}" y="${y + r * (h + gapY)}" width="${w}" height="${h}" rx="3" fill="${fill}"/>`;
  return out;
}

/** An Indian home with a gently pitched integrated solar roof. */
export function house(
  x: number,
  groundY: number,
  w: number,
  h: number,
  wall: string = palette.wallWarm,
): string {
  const top = groundY - h;
  const eave = 24;
  const ridge = top - h * 0.42;
  const door = `<rect x="${x + w * 0.42}" y="${groundY - h * 0.55}" width="${w * 0.16}" height="${h * 0.55}" rx="4" fill="${palette.terracotta}"/>`;
  return (
    `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${wall}"/>` +
    `<rect x="${x}" y="${groundY - 12}" width="${w}" height="12" fill="${palette.cementLight}"/>` +
    solarQuad([
      [x + w * 0.16, ridge],
      [x + w * 0.84, ridge],
      [x + w + eave, top + 4],
      [x - eave, top + 4],
    ]) +
    windows(x + w * 0.1, top + h * 0.22, 1, 1, w * 0.2, h * 0.28, 0, 0, palette.navy) +
    windows(x + w * 0.7, top + h * 0.22, 1, 1, w * 0.2, h * 0.28, 0, 0, palette.navy) +
    door
  );
}

/** A flat-roofed two-storey Indian home with a solar canopy over the terrace. */
export function terraceHouse(
  x: number,
  groundY: number,
  w: number,
  h: number,
  wall: string = palette.wallPink,
): string {
  const top = groundY - h;
  return (
    `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${wall}"/>` +
    `<rect x="${x - 6}" y="${top + h / 2 - 6}" width="${w + 12}" height="10" fill="${palette.cementLight}"/>` +
    `<rect x="${x + 10}" y="${top - 46}" width="6" height="46" fill="${palette.cementDark}"/>` +
    `<rect x="${x + w - 16}" y="${top - 46}" width="6" height="46" fill="${palette.cementDark}"/>` +
    solarQuad([
      [x + 4, top - 70],
      [x + w - 4, top - 70],
      [x + w + 8, top - 40],
      [x - 8, top - 40],
    ]) +
    windows(x + w * 0.12, top + h * 0.12, 2, 1, w * 0.28, h * 0.22, w * 0.2, 0, palette.navy) +
    windows(x + w * 0.12, top + h * 0.62, 1, 1, w * 0.28, h * 0.22, 0, 0, palette.navy) +
    `<rect x="${x + w * 0.6}" y="${groundY - h * 0.38}" width="${w * 0.2}" height="${h * 0.38}" rx="3" fill="${palette.terracotta}"/>`
  );
}

/** A shed with a sawtooth roof of solar panels. */
export function factory(
  x: number,
  groundY: number,
  w: number,
  h: number,
  bays = 4,
  wall: string = palette.cementLight,
): string {
  const top = groundY - h;
  const bay = w / bays;
  let roof = "";
  for (let i = 0; i < bays; i++) {
    const bx = x + i * bay;
    roof += solarQuad(
      [
        [bx + bay * 0.1, top - bay * 0.42],
        [bx + bay * 0.62, top - bay * 0.42],
        [bx + bay, top],
        [bx, top],
      ],
      6,
    );
  }
  return (
    `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${wall}"/>` +
    `<rect x="${x}" y="${top}" width="${w}" height="10" fill="${palette.cement}"/>` +
    roof +
    `<rect x="${x + w * 0.08}" y="${groundY - h * 0.55}" width="${w * 0.18}" height="${h * 0.55}" fill="${palette.cementDark}"/>` +
    windows(x + w * 0.34, top + h * 0.28, 4, 1, w * 0.1, h * 0.18, w * 0.05, 0, palette.navy) +
    `<rect x="${x + w * 0.86}" y="${top - h * 0.9}" width="${w * 0.05}" height="${h * 0.9}" fill="${palette.cement}"/>`
  );
}

/** A city bus stop whose canopy is an integrated solar roof. */
export function busStop(x: number, groundY: number, w: number): string {
  const h = w * 0.45;
  const top = groundY - h;
  return (
    `<rect x="${x + 12}" y="${top}" width="10" height="${h}" fill="${palette.cementDark}"/>` +
    `<rect x="${x + w - 22}" y="${top}" width="10" height="${h}" fill="${palette.cementDark}"/>` +
    `<rect x="${x + 20}" y="${top + 14}" width="${w - 40}" height="${h * 0.62}" fill="#DCEBF5" opacity=".7"/>` +
    solarQuad([
      [x - 10, top - 34],
      [x + w + 10, top - 34],
      [x + w + 30, top + 4],
      [x - 30, top + 4],
    ]) +
    `<rect x="${x + w * 0.25}" y="${groundY - h * 0.3}" width="${w * 0.5}" height="10" rx="3" fill="${palette.terracotta}"/>` +
    `<rect x="${x + w * 0.3}" y="${groundY - h * 0.3}" width="8" height="${h * 0.3}" fill="${palette.cementDark}"/>` +
    `<rect x="${x + w * 0.7 - 8}" y="${groundY - h * 0.3}" width="8" height="${h * 0.3}" fill="${palette.cementDark}"/>` +
    `<rect x="${x + w + 50}" y="${top - 20}" width="8" height="${h + 20}" fill="${palette.cementDark}"/>` +
    `<rect x="${x + w + 30}" y="${top - 60}" width="48" height="48" rx="8" fill="${palette.sun}"/>` +
    `<rect x="${x + w + 42}" y="${top - 46}" width="24" height="18" rx="3" fill="${palette.navy}"/>`
  );
}

/** An airport passenger ramp with a solar canopy, and a plane's tail beyond it. */
export function airportRamp(x: number, groundY: number, w: number): string {
  const h = 120;
  const rise = 70;
  let posts = "";
  for (let i = 0; i <= 5; i++) {
    const px = x + (w * i) / 5;
    const py = groundY - (rise * i) / 5;
    posts += `<rect x="${px - 4}" y="${py - h}" width="8" height="${h}" fill="${palette.cementDark}"/>`;
  }
  return (
    `<path d="M${x + w + 40} ${groundY - 40}l70-180h50l-20 180z" fill="${palette.wallBlue}"/>` +
    `<path d="M${x + w + 110} ${groundY - 220}h50l-6 40h-56z" fill="${palette.sun}"/>` +
    `<rect x="${x + w - 10}" y="${groundY - 90}" width="${w * 0.6}" height="60" rx="30" fill="#EEF2F6"/>` +
    `<path d="M${x} ${groundY}L${x + w} ${groundY - rise}v12L${x} ${groundY + 12}z" fill="${palette.cement}"/>` +
    posts +
    solarQuad([
      [x - 20, groundY - h - 30],
      [x + w + 20, groundY - h - rise - 30],
      [x + w + 30, groundY - h - rise + 6],
      [x - 10, groundY - h + 6],
    ]) +
    `<path d="M${x} ${groundY - 40}L${x + w} ${groundY - rise - 40}" stroke="${palette.cementDark}" stroke-width="4"/>`
  );
}

/** A government office block with a flag and a solar roof over its porch and terrace. */
export function office(x: number, groundY: number, w: number, h: number): string {
  const top = groundY - h;
  return (
    `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${palette.wallWarm}"/>` +
    windows(x + w * 0.08, top + h * 0.1, 5, 3, w * 0.12, h * 0.16, w * 0.065, h * 0.1, palette.navy) +
    `<rect x="${x + w * 0.38}" y="${groundY - h * 0.28}" width="${w * 0.24}" height="${h * 0.28}" fill="${palette.terracotta}"/>` +
    solarQuad([
      [x + 20, top - 50],
      [x + w - 20, top - 50],
      [x + w + 10, top],
      [x - 10, top],
    ]) +
    solarQuad(
      [
        [x + w * 0.3, groundY - h * 0.36],
        [x + w * 0.7, groundY - h * 0.36],
        [x + w * 0.76, groundY - h * 0.28],
        [x + w * 0.24, groundY - h * 0.28],
      ],
      4,
    ) +
    `<rect x="${x + w * 0.5 - 2}" y="${top - 120}" width="4" height="70" fill="${palette.cementDark}"/>` +
    `<rect x="${x + w * 0.5 + 2}" y="${top - 120}" width="42" height="9" fill="#FF9933"/>` +
    `<rect x="${x + w * 0.5 + 2}" y="${top - 111}" width="42" height="9" fill="#fff"/>` +
    `<rect x="${x + w * 0.5 + 2}" y="${top - 102}" width="42" height="9" fill="#138808"/>`
  );
}

/** A broadcaster's building with a transmission mast. */
export function studio(x: number, groundY: number, w: number, h: number): string {
  const top = groundY - h;
  return (
    `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${palette.wallBlue}"/>` +
    windows(x + w * 0.08, top + h * 0.12, 4, 2, w * 0.16, h * 0.2, w * 0.07, h * 0.12, palette.navy) +
    `<rect x="${x + w * 0.1}" y="${groundY - h * 0.3}" width="${w * 0.8}" height="${h * 0.16}" fill="${palette.navy}"/>` +
    `<rect x="${x + w * 0.14}" y="${groundY - h * 0.27}" width="${w * 0.12}" height="${h * 0.1}" fill="${palette.sun}"/>` +
    solarQuad([
      [x + 30, top - 46],
      [x + w * 0.7, top - 46],
      [x + w * 0.7 + 20, top],
      [x + 10, top],
    ]) +
    `<path d="M${x + w * 0.85} ${top}l14-150 14 150z" fill="none" stroke="${palette.cementDark}" stroke-width="5"/>` +
    `<circle cx="${x + w * 0.85 + 14}" cy="${top - 156}" r="8" fill="${palette.terracotta}"/>`
  );
}

/** A trade-show stand with a roof sample on display. */
export function expoBooth(x: number, groundY: number, w: number, h: number): string {
  const top = groundY - h;
  return (
    `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${palette.white}"/>` +
    `<rect x="${x}" y="${top}" width="${w}" height="${h * 0.18}" fill="${palette.navy}"/>` +
    `<rect x="${x + 20}" y="${top + h * 0.05}" width="${w * 0.3}" height="${h * 0.08}" rx="4" fill="${palette.sun}"/>` +
    solarQuad(
      [
        [x + w * 0.2, top + h * 0.3],
        [x + w * 0.8, top + h * 0.3],
        [x + w * 0.88, top + h * 0.7],
        [x + w * 0.12, top + h * 0.7],
      ],
      10,
    ) +
    `<rect x="${x + w * 0.3}" y="${top + h * 0.78}" width="${w * 0.4}" height="${h * 0.22}" fill="${palette.cementLight}"/>` +
    `<rect x="${x - 20}" y="${groundY}" width="${w + 40}" height="14" fill="${palette.cement}"/>`
  );
}

export function tree(x: number, groundY: number, s = 1): string {
  return (
    `<g transform="translate(${x} ${groundY}) scale(${s})"><rect x="-6" y="-70" width="12" height="70" fill="#8B5E3C"/>` +
    `<circle cx="0" cy="-96" r="42" fill="${palette.leaf}"/><circle cx="-22" cy="-78" r="26" fill="${palette.leafDark}"/></g>`
  );
}

export function palm(x: number, groundY: number, s = 1): string {
  return (
    `<g transform="translate(${x} ${groundY}) scale(${s})"><path d="M-4 0q-4-80 8-150h6q-8 70-4 150z" fill="#8B5E3C"/>` +
    `<path d="M6-150q-50-20-90 10q40-30 90-4zM6-150q50-24 90 8q-44-26-90-2zM6-150q-30-40-70-40q40 6 68 44zM6-150q34-40 74-36q-44 8-72 40z" fill="${palette.leaf}"/></g>`
  );
}

export function person(x: number, groundY: number, shirt: string = palette.terracotta, s = 1): string {
  return (
    `<g transform="translate(${x} ${groundY}) scale(${s})"><rect x="-9" y="-40" width="7" height="40" fill="${palette.navy}"/>` +
    `<rect x="2" y="-40" width="7" height="40" fill="${palette.navy}"/><rect x="-12" y="-80" width="24" height="42" rx="8" fill="${shirt}"/>` +
    `<circle cx="0" cy="-92" r="11" fill="#8D5A3B"/></g>`
  );
}

export function text(
  x: number,
  y: number,
  value: string,
  size: number,
  fill: string,
  anchor = "start",
  weight = 700,
): string {
  return `<text x="${x}" y="${y}" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${value}</text>`;
}

export function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;
}
