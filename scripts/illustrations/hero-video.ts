/**
 * Renders the home hero's looping background film from the hero illustration: clouds drift across and
 * a glint sweeps over the roofs, and the last frame meets the first. Needs Debian's ffmpeg and
 * librsvg2-bin (rsvg-convert); the output is committed, so only re-run after changing the scene.
 * Run: node scripts/illustrations/hero-video.ts
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cloud } from "./parts.ts";
import { wideScene } from "./scenes.ts";

const W = 1600;
const H = 900;
const FPS = 15;
const SECONDS = 8;
const frames = FPS * SECONDS;
const outDir = path.resolve(import.meta.dirname, "../../public/assets/videos");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "hero-video-"));

for (let i = 0; i < frames; i++) {
  const t = i / frames;
  const span = W + 400;
  const drift = (x: number) => ((x + t * span) % span) - 200;
  const glintX = -600 + t * (W + 1200);
  const extras =
    cloud(drift(200), 150, 1.3, 0.95) +
    cloud(drift(1100), 230, 0.9, 0.8) +
    `<polygon points="${glintX},300 ${glintX + 120},300 ${glintX - 80},760 ${glintX - 200},760" fill="#fff" opacity=".12"/>`;
  const svg = wideScene("homes", "day", W, H, extras);
  const file = path.join(tmp, `f${String(i).padStart(3, "0")}.svg`);
  fs.writeFileSync(file, svg);
  execFileSync("rsvg-convert", ["-w", "960", "-h", "540", file, "-o", file.replace(/\.svg$/, ".png")]);
}

fs.mkdirSync(outDir, { recursive: true });
const input = ["-y", "-loglevel", "error", "-framerate", String(FPS), "-i", path.join(tmp, "f%03d.png")];
execFileSync("ffmpeg", [
  ...input,
  "-c:v",
  "libvpx-vp9",
  "-b:v",
  "0",
  "-crf",
  "42",
  "-pix_fmt",
  "yuv420p",
  "-an",
  path.join(outDir, "hero-loop.webm"),
]);
execFileSync("ffmpeg", [
  ...input,
  "-c:v",
  "libx264",
  "-preset",
  "slow",
  "-crf",
  "30",
  "-pix_fmt",
  "yuv420p",
  "-movflags",
  "+faststart",
  "-an",
  path.join(outDir, "hero-loop.mp4"),
]);
fs.rmSync(tmp, { recursive: true, force: true });
for (const f of ["hero-loop.webm", "hero-loop.mp4"])
  console.log(f, fs.statSync(path.join(outDir, f)).size, "bytes");
