/**
 * Scenes composed from parts.ts: one function per kind of picture the content pages show.
 */
import {
  airportRamp,
  busStop,
  cloud,
  defs,
  expoBooth,
  factory,
  ground,
  house,
  office,
  palette,
  palm,
  person,
  road,
  type Sky,
  skyRect,
  solarQuad,
  studio,
  sun,
  svg,
  terraceHouse,
  text,
  tree,
} from "./parts.ts";

export type Subject = "office" | "factory" | "factory2" | "ramp" | "bus" | "booth" | "studio" | "homes";

/** The building that shows a subject, drawn standing on `groundY`, centred at `cx`. */
function subjectBuilding(subject: Subject, cx: number, groundY: number, scale = 1): string {
  switch (subject) {
    case "office":
      return office(cx - 260 * scale, groundY, 520 * scale, 260 * scale);
    case "factory":
      return factory(cx - 330 * scale, groundY, 660 * scale, 220 * scale, 5);
    case "factory2":
      return factory(cx - 280 * scale, groundY, 560 * scale, 200 * scale, 4, palette.wallWarm);
    case "ramp":
      return airportRamp(cx - 380 * scale, groundY, 520 * scale);
    case "bus":
      return (
        busStop(cx - 200 * scale, groundY, 360 * scale) +
        person(cx - 60, groundY, palette.sun) +
        person(cx + 40, groundY, palette.wallBlue, 0.9)
      );
    case "booth":
      return expoBooth(cx - 300 * scale, groundY, 600 * scale, 340 * scale);
    case "studio":
      return studio(cx - 260 * scale, groundY, 480 * scale, 240 * scale);
    case "homes":
      return (
        house(cx - 440 * scale, groundY, 260 * scale, 170 * scale, palette.wallWarm) +
        terraceHouse(cx - 110 * scale, groundY, 220 * scale, 220 * scale, palette.wallPink) +
        house(cx + 170 * scale, groundY, 260 * scale, 170 * scale, palette.wallBlue)
      );
  }
}

function sunFor(sky: Sky, w: number): string {
  if (sky === "dusk") return sun(w * 0.18, 560, 60);
  if (sky === "morning") return sun(w * 0.82, 240, 56);
  return sun(w * 0.84, 130, 56);
}

/** A building in its setting: sky, sun, clouds, trees and ground. */
export function wideScene(subject: Subject, sky: Sky, w = 1200, h = 800, extras = ""): string {
  const groundY = Math.round(h * 0.78);
  const trees =
    subject === "office" && sky !== "dusk"
      ? palm(w * 0.1, groundY) + palm(w * 0.92, groundY, 0.8)
      : tree(w * 0.08, groundY) + tree(w * 0.93, groundY, 0.8);
  return svg(
    w,
    h,
    defs(sky) +
      skyRect(w, h) +
      sunFor(sky, w) +
      cloud(w * 0.3, h * 0.16, 1) +
      cloud(w * 0.62, h * 0.1, 0.7, 0.7) +
      ground(groundY, w, h) +
      road(groundY + 50, w) +
      trees +
      subjectBuilding(subject, w / 2, groundY, Math.min(w / 940, 1.6)) +
      (sky === "dusk" ? `<rect width="${w}" height="${h}" fill="${palette.navy}" opacity=".18"/>` : "") +
      extras,
  );
}

/** A close view of the roof: the cells on their cement base fill the frame. */
export function closeUpScene(sky: Sky, seed: number, w = 1200, h = 800): string {
  const tilt = 60 + (seed % 4) * 25;
  const panels = [0, 1, 2]
    .map((i) => {
      const y = 300 + i * 150;
      const shift = i * tilt;
      return solarQuad(
        [
          [80 + shift * 0.4, y],
          [1000 + shift * 0.2, y - 40],
          [1120 + shift * 0.2, y + 110],
          [20 + shift * 0.4, y + 150],
        ],
        14,
      );
    })
    .join("");
  return svg(
    w,
    h,
    defs(sky, 40) +
      skyRect(w, h) +
      sunFor(sky, w) +
      cloud(w * 0.4, 120, 0.9) +
      `<rect y="${h - 80}" width="${w}" height="80" fill="${palette.cementLight}"/>` +
      panels +
      `<path d="M900 260l60 -20 40 40" stroke="#fff" stroke-width="6" opacity=".7" fill="none"/>`,
  );
}

/** Seen from above: roofs covered in cells, roads and trees around them. */
export function aerialScene(seed: number, w = 1200, h = 800): string {
  let roofs = "";
  const cols = 3 + (seed % 2);
  for (let i = 0; i < cols; i++) {
    const x = 80 + i * ((w - 160) / cols);
    const rw = (w - 160) / cols - 60;
    roofs += `<rect x="${x - 10}" y="150" width="${rw + 20}" height="440" fill="${palette.cement}"/>`;
    roofs += `<rect x="${x}" y="160" width="${rw}" height="420" fill="url(#c)"/>`;
  }
  let trees = "";
  for (let i = 0; i < 7; i++)
    trees += `<circle cx="${90 + i * 170}" cy="${700 + (i % 2) * 30}" r="34" fill="${palette.leaf}"/>`;
  return svg(
    w,
    h,
    defs("day", 30) +
      `<rect width="${w}" height="${h}" fill="#CFD8B8"/>` +
      `<rect y="${620}" width="${w}" height="50" fill="${palette.road}"/>` +
      `<rect x="${w - 70}" width="50" height="${h}" fill="${palette.road}"/>` +
      roofs +
      trees +
      `<circle cx="${w - 150}" cy="90" r="40" fill="${palette.sun}" opacity=".9"/>`,
  );
}

/** People standing in front of a subject: a visit, an inauguration, a handover. */
export function peopleScene(subject: Subject, sky: Sky, w = 1200, h = 800): string {
  const groundY = Math.round(h * 0.78);
  const crowd = [0, 1, 2, 3, 4]
    .map((i) =>
      person(
        w * 0.3 + i * 110,
        groundY + 60,
        [palette.terracotta, palette.sun, palette.wallBlue, palette.leaf, palette.navy][i]!,
        1.3,
      ),
    )
    .join("");
  return wideScene(subject, sky, w, h, crowd);
}

/** A stage with a trophy: awards and recognition. */
export function awardScene(w = 1200, h = 800): string {
  return svg(
    w,
    h,
    defs("dusk") +
      `<rect width="${w}" height="${h}" fill="${palette.navy}"/>` +
      `` +
      `<rect y="${h - 200}" width="${w}" height="200" fill="#1E3A66"/>` +
      `<rect x="${w / 2 - 160}" y="${h - 330}" width="320" height="130" fill="${palette.cementLight}"/>` +
      `<path d="M${w / 2 - 70} ${h - 560}h140q0 120-70 140q-70-20-70-140z" fill="${palette.sun}"/>` +
      `<rect x="${w / 2 - 12}" y="${h - 420}" width="24" height="50" fill="${palette.sun}"/>` +
      `<rect x="${w / 2 - 60}" y="${h - 370}" width="120" height="40" rx="6" fill="${palette.sunSoft}"/>` +
      person(w / 2 - 260, h - 200, palette.terracotta, 1.5) +
      person(w / 2 + 260, h - 200, palette.wallBlue, 1.5) +
      solarQuad(
        [
          [80, 140],
          [360, 120],
          [380, 320],
          [60, 340],
        ],
        10,
      ) +
      solarQuad(
        [
          [840, 120],
          [1120, 140],
          [1140, 340],
          [820, 320],
        ],
        10,
      ),
  );
}

/** A map of India's regions with dealer pins: network and partnership news. */
export function networkScene(w = 1200, h = 800): string {
  const pins = [
    [520, 380],
    [600, 470],
    [480, 520],
    [640, 300],
    [560, 600],
    [700, 420],
  ]
    .map(
      ([x, y]) =>
        `<path d="M${x} ${y}c-20-30-30-40-30-56a30 30 0 0 1 60 0c0 16-10 26-30 56z" fill="${palette.sun}"/><circle cx="${x}" cy="${y! - 56}" r="10" fill="${palette.navy}"/>`,
    )
    .join("");
  return svg(
    w,
    h,
    defs("day") +
      `<rect width="${w}" height="${h}" fill="${palette.wallBlue}"/>` +
      `<path d="M520 110l90 30 40 80 70 20 60 60-40 50 30 60-90 70-60 110-60 90-40-80-50-120-40-90-90-10 20-70 60-20 30-80 40-40z" fill="${palette.wallGreen}" stroke="${palette.cement}" stroke-width="6"/>` +
      pins +
      text(80, 720, "", 40, palette.navy),
  );
}

/** Comparison slider pair: the same home with a conventional roof or with the integrated roof. */
export function comparisonScene(kind: "conventional" | "arka", w = 1200, h = 700): string {
  const groundY = 560;
  const x = 330;
  const hw = 540;
  const top = groundY - 240;
  const walls =
    `<rect x="${x}" y="${top}" width="${hw}" height="240" fill="${palette.wallWarm}"/>` +
    `<rect x="${x + 60}" y="${top + 60}" width="110" height="90" rx="4" fill="${palette.navy}"/>` +
    `<rect x="${x + hw - 170}" y="${top + 60}" width="110" height="90" rx="4" fill="${palette.navy}"/>` +
    `<rect x="${x + 225}" y="${top + 100}" width="90" height="140" rx="4" fill="${palette.terracotta}"/>`;
  const roof =
    kind === "arka"
      ? solarQuad(
          [
            [x + 60, top - 130],
            [x + hw - 60, top - 130],
            [x + hw + 40, top + 6],
            [x - 40, top + 6],
          ],
          12,
        )
      : `<polygon points="${x + 60},${top - 130} ${x + hw - 60},${top - 130} ${x + hw + 40},${top + 6} ${x - 40},${top + 6}" fill="#B7B2A6"/>` +
        Array.from(
          { length: 9 },
          (_, i) =>
            `<path d="M${x - 30 + i * 70} ${top + 4}L${x + 70 + i * 50} ${top - 128}" stroke="#9C978B" stroke-width="5"/>`,
        ).join("") +
        `<rect x="${x + 140}" y="${top - 110}" width="8" height="70" fill="${palette.cementDark}"/>` +
        `<rect x="${x + 330}" y="${top - 110}" width="8" height="70" fill="${palette.cementDark}"/>` +
        `<polygon points="${x + 100},${top - 160} ${x + 380},${top - 160} ${x + 400},${top - 100} ${x + 80},${top - 100}" fill="${palette.cell}" stroke="#C0C4CA" stroke-width="6"/>`;
  return svg(
    w,
    h,
    defs(kind === "arka" ? "day" : "morning", 34) +
      skyRect(w, h) +
      sun(1020, 110, 52) +
      cloud(260, 110, 1) +
      ground(groundY, w, h) +
      tree(150, groundY) +
      tree(1060, groundY, 0.9) +
      walls +
      roof,
  );
}

/** An original press or certification mark: a shape and a name, in one of the brand colours. */
export function logoMark(
  name: string,
  shape: "circle" | "shield" | "square" | "hexagon",
  colour: string,
  sub = "",
  w = 320,
  h = 160,
): string {
  const shapes = {
    circle: `<circle cx="70" cy="80" r="46" fill="${colour}"/><circle cx="70" cy="80" r="26" fill="#fff"/>`,
    shield: `<path d="M30 40h80v44q0 36-40 52q-40-16-40-52z" fill="${colour}"/><path d="M52 84l14 14 26-30" stroke="#fff" stroke-width="9" fill="none"/>`,
    square: `<rect x="26" y="36" width="88" height="88" rx="14" fill="${colour}"/><rect x="46" y="56" width="48" height="48" rx="6" fill="#fff"/>`,
    hexagon: `<path d="M70 30l44 25v50l-44 25-44-25v-50z" fill="${colour}"/><circle cx="70" cy="80" r="18" fill="#fff"/>`,
  };
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" rx="16" fill="#fff"/>` +
      shapes[shape] +
      text(132, sub ? 78 : 92, name, name.length > 10 ? 24 : 30, palette.ink) +
      (sub ? text(132, 110, sub, sub.length > 20 ? 13 : 16, "#5B616B", "start", 400) : ""),
  );
}

/** Flat feature icons for the home page's four features. */
export function featureIcon(kind: "roof" | "temperature" | "efficiency" | "aesthetics"): string {
  const body = {
    roof:
      solarQuad(
        [
          [30, 40],
          [90, 40],
          [110, 90],
          [10, 90],
        ],
        6,
      ) + `<rect x="20" y="90" width="80" height="20" fill="${palette.wallWarm}"/>`,
    temperature: `<rect x="48" y="16" width="24" height="70" rx="12" fill="${palette.cementLight}" stroke="${palette.navy}" stroke-width="5"/><circle cx="60" cy="92" r="18" fill="${palette.wallBlue}" stroke="${palette.navy}" stroke-width="5"/><rect x="56" y="50" width="8" height="40" fill="#3B82C4"/>`,
    efficiency: `<path d="M66 12 30 68h26l-8 40 40-58H62z" fill="${palette.sun}" stroke="${palette.navy}" stroke-width="5" stroke-linejoin="round"/>`,
    aesthetics:
      `<path d="M14 64 60 24l46 40v46H14z" fill="${palette.wallPink}"/>` +
      solarQuad(
        [
          [36, 30],
          [84, 30],
          [110, 66],
          [10, 66],
        ],
        5,
      ) +
      `<rect x="50" y="80" width="20" height="30" fill="${palette.terracotta}"/>`,
  }[kind];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">${defs("day", 14)}${body}</svg>\n`;
}

/** Trade-show or event poster scene, for news. */
export function expoScene(w = 1200, h = 800): string {
  return peopleScene("booth", "day", w, h);
}

/**
 * The picture social sites show when a page is shared (Open Graph, 1200 × 630): homes under solar roofs on
 * the right, the brand and its line on a navy panel on the left. Rendered to PNG by social-card.ts.
 */
export function socialCard(brand: string, line: string, w = 1200, h = 630): string {
  const panel = 480;
  const sceneWidth = w - panel;
  const scene = wideScene("homes", "day", sceneWidth, h)
    .replace(
      /^<svg[^>]*>/,
      `<svg x="${panel}" y="0" width="${sceneWidth}" height="${h}" viewBox="0 0 ${sceneWidth} ${h}">`,
    )
    .trimEnd();
  const words = line.split(" ");
  const half = Math.ceil(words.length / 2);
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${palette.navy}"/>` +
      scene +
      `<rect x="60" y="150" width="72" height="10" rx="5" fill="${palette.sun}"/>` +
      text(60, 270, brand, 112, palette.white) +
      text(60, 350, words.slice(0, half).join(" "), 40, palette.sunSoft, "start", 600) +
      text(60, 402, words.slice(half).join(" "), 40, palette.sunSoft, "start", 600) +
      text(60, 510, "Integrated solar roofs", 26, palette.cementLight, "start", 400) +
      text(60, 546, "for Indian homes", 26, palette.cementLight, "start", 400),
  );
}
