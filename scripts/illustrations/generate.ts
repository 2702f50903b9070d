/**
 * Writes the original illustrations of the home, portfolio, news and landing pages into
 * public/assets/images/. Run: node scripts/illustrations/generate.ts
 * The output is committed; re-run after changing a part or a scene (docs/decisions/121-original-illustrations.md).
 */
import fs from "node:fs";
import path from "node:path";
import {
  aerialScene,
  awardScene,
  closeUpScene,
  comparisonScene,
  expoScene,
  featureIcon,
  logoMark,
  networkScene,
  peopleScene,
  wideScene,
} from "./scenes.ts";
import { palette } from "./parts.ts";

const root = path.resolve(import.meta.dirname, "../../public/assets/images");

const files: Record<string, string> = {
  // Portfolio: one folder, numbered images per project (the first is the card image).
  "portfolio/un-habitat-nairobi-1.svg": wideScene("office", "day"),
  "portfolio/un-habitat-nairobi-2.svg": closeUpScene("day", 1),
  "portfolio/un-habitat-nairobi-3.svg": peopleScene("office", "morning"),
  "portfolio/arka-factory-miryalguda-1.svg": wideScene("factory", "day"),
  "portfolio/arka-factory-miryalguda-2.svg": aerialScene(1),
  "portfolio/arka-factory-miryalguda-3.svg": closeUpScene("morning", 2),
  "portfolio/arka-factory-miryalguda-4.svg": wideScene("factory", "dusk"),
  "portfolio/arka-factory-miryalguda-5.svg": peopleScene("factory", "morning"),
  "portfolio/airindia-ramp-hyderabad-1.svg": wideScene("ramp", "day"),
  "portfolio/airindia-ramp-hyderabad-2.svg": closeUpScene("day", 3),
  "portfolio/airindia-ramp-hyderabad-3.svg": wideScene("ramp", "dusk"),
  "portfolio/ap-cm-camp-office-vijayawada-1.svg": wideScene("office", "morning"),
  "portfolio/ap-cm-camp-office-vijayawada-2.svg": peopleScene("office", "day"),
  "portfolio/ap-cm-camp-office-vijayawada-3.svg": closeUpScene("morning", 4),
  "portfolio/cyber-towers-bustop-hyderabad-1.svg": wideScene("bus", "day"),
  "portfolio/cyber-towers-bustop-hyderabad-2.svg": closeUpScene("day", 5),
  "portfolio/cyber-towers-bustop-hyderabad-3.svg": wideScene("bus", "dusk"),
  "portfolio/intersolar-mumbai-2019-1.svg": peopleScene("booth", "day"),
  "portfolio/intersolar-mumbai-2019-2.svg": wideScene("booth", "morning"),
  "portfolio/intersolar-mumbai-2019-3.svg": closeUpScene("day", 6),
  "portfolio/jaggatiyal-factory-jagityal-1.svg": wideScene("factory2", "day"),
  "portfolio/jaggatiyal-factory-jagityal-2.svg": aerialScene(2),
  "portfolio/jaggatiyal-factory-jagityal-3.svg": closeUpScene("morning", 7),
  "portfolio/jaggatiyal-factory-jagityal-4.svg": wideScene("factory2", "dusk"),
  "portfolio/v6-news-hyderabad-1.svg": wideScene("studio", "day"),
  "portfolio/v6-news-hyderabad-2.svg": closeUpScene("day", 8),
  "portfolio/v6-news-hyderabad-3.svg": wideScene("studio", "dusk"),
  // News cards.
  "news/award-night.svg": awardScene(),
  "news/dealer-network.svg": networkScene(),
  "news/intersolar-stand.svg": expoScene(),
  "news/jagityal-plant.svg": peopleScene("factory2", "morning"),
  "news/v6-interview.svg": peopleScene("studio", "day"),
  "news/bus-shelter.svg": peopleScene("bus", "day"),
  // Video thumbnails (16:9, the facade shows them until a visitor plays the video).
  "videos/home-film.svg": wideScene("homes", "morning", 1280, 720),
  "videos/how-it-is-made.svg": wideScene("factory", "day", 1280, 720),
  "videos/installation.svg": closeUpScene("day", 9, 1280, 720),
  "videos/bus-shelter.svg": wideScene("bus", "morning", 1280, 720),
  "videos/airport-ramp.svg": wideScene("ramp", "day", 1280, 720),
  "videos/customer-story.svg": peopleScene("homes", "day", 1280, 720),
  // Home page.
  "home/hero-poster.svg": wideScene("homes", "day", 1600, 900),
  "home/what-is-arka.svg": wideScene("homes", "morning"),
  "home/compare-conventional.svg": comparisonScene("conventional"),
  "home/compare-arka.svg": comparisonScene("arka"),
  "home/feature-roof.svg": featureIcon("roof"),
  "home/feature-temperature.svg": featureIcon("temperature"),
  "home/feature-efficiency.svg": featureIcon("efficiency"),
  "home/feature-aesthetics.svg": featureIcon("aesthetics"),
  // Landing page.
  "landing/hero-homes.svg": wideScene("homes", "day"),
  "landing/hero-factory.svg": wideScene("factory", "morning"),
  "landing/hero-roof.svg": closeUpScene("dusk", 10),
  "landing/about.svg": peopleScene("homes", "morning"),
  "landing/gallery-1.svg": wideScene("homes", "morning"),
  "landing/gallery-2.svg": closeUpScene("day", 11),
  "landing/gallery-3.svg": aerialScene(3),
  "landing/gallery-4.svg": wideScene("factory2", "day"),
  "landing/gallery-5.svg": wideScene("homes", "dusk"),
  "landing/gallery-6.svg": peopleScene("homes", "day"),
  "landing/cert-iso-9001.svg": logoMark("ISO 9001", "shield", palette.navy, "Quality management"),
  "landing/cert-iec-61215.svg": logoMark("IEC 61215", "hexagon", "#1D4ED8", "Module design"),
  "landing/cert-iec-61730.svg": logoMark("IEC 61730", "square", "#15803D", "Module safety"),
  "landing/cert-bis.svg": logoMark("BIS", "circle", "#B45309", "Bureau of Indian Standards"),
  "landing/press-deccan-daily.svg": logoMark("Deccan Daily", "square", palette.navy),
  "landing/press-energy-today.svg": logoMark("Energy Today", "circle", "#B45309"),
  "landing/press-business-lens.svg": logoMark("Business Lens", "hexagon", "#1D4ED8"),
  "landing/press-green-tribune.svg": logoMark("Green Tribune", "shield", "#15803D"),
  "landing/press-tech-bharat.svg": logoMark("Tech Bharat", "circle", palette.navy),
  "landing/press-metro-chronicle.svg": logoMark("Metro Chronicle", "square", "#9F1239"),
};

let total = 0;
for (const [file, content] of Object.entries(files)) {
  const out = path.join(root, file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, content);
  total += content.length;
}
console.log(`wrote ${Object.keys(files).length} illustrations, ${Math.round(total / 1024)} KB in all`);
