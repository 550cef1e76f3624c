// Draws the sample shop's images as small SVGs (cans on flat colour, food shapes for the glog).
// Run once with `npx tsx preview/data/make-images.ts`; the SVG output is committed.
// Shapes only plus text in a generic font-family, so nothing is downloaded when they render.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARTICLE_ART, articleSvg } from './art/glog-art';

const IMAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'images');

export const PALETTE = {
  ink: '#1E2A14',
  olive: '#3E5A1E',
  chartreuse: '#D3E36B',
  cream: '#FFF8E8',
  tomato: '#E2553A',
  sky: '#9ED3E8',
} as const;

export interface CanSpec {
  file: string; // "products/the-everyday.svg"
  label: string; // short text on the can
  background: string;
  can: string;
  accent: string;
  /** two cans side by side (bundles, packs) */
  double?: boolean;
}

export interface SceneSpec {
  file: string;
  width: number;
  height: number;
  background: string;
  /** which food shapes to draw */
  motif: 'bowl' | 'bread' | 'lemons' | 'tomatoes' | 'pasta' | 'salad' | 'cake' | 'eggs';
  accent: string;
  caption?: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function can(x: number, spec: CanSpec, scale = 1): string {
  const w = 360 * scale;
  const h = 620 * scale;
  const left = x - w / 2;
  const top = 600 - h / 2;
  const fontSize = Math.round(52 * scale);
  return [
    `<rect x="${left}" y="${top}" width="${w}" height="${h}" rx="${36 * scale}" fill="${spec.can}"/>`,
    `<ellipse cx="${x}" cy="${top + 8}" rx="${w / 2 - 10}" ry="${24 * scale}" fill="${spec.accent}" opacity=".8"/>`,
    `<rect x="${x - 24 * scale}" y="${top - 70 * scale}" width="${48 * scale}" height="${80 * scale}" rx="${10 * scale}" fill="${PALETTE.ink}"/>`,
    `<rect x="${left}" y="${top + h * 0.32}" width="${w}" height="${h * 0.38}" fill="${PALETTE.cream}"/>`,
    `<circle cx="${x}" cy="${top + h * 0.43}" r="${40 * scale}" fill="${spec.accent}"/>`,
    `<path d="M${x - 30 * scale} ${top + h * 0.43}q${30 * scale} -${50 * scale} ${60 * scale} 0" stroke="${PALETTE.olive}" stroke-width="${8 * scale}" fill="none"/>`,
    `<text x="${x}" y="${top + h * 0.62}" font-family="sans-serif" font-weight="700" font-size="${fontSize}" text-anchor="middle" fill="${PALETTE.ink}">${esc(spec.label)}</text>`,
  ].join('');
}

export function canSvg(spec: CanSpec): string {
  const body = spec.double ? can(420, spec, 0.85) + can(780, spec, 0.85) : can(600, spec);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">` +
    `<rect width="1200" height="1200" fill="${spec.background}"/>` +
    `<ellipse cx="600" cy="1000" rx="420" ry="40" fill="${PALETTE.ink}" opacity=".12"/>` +
    body +
    `</svg>\n`
  );
}

function motifShapes(spec: SceneSpec): string {
  const cx = spec.width / 2;
  const cy = spec.height / 2;
  const a = spec.accent;
  switch (spec.motif) {
    case 'bowl':
      return `<path d="M${cx - 320} ${cy}a320 240 0 0 0 640 0z" fill="${a}"/><ellipse cx="${cx}" cy="${cy}" rx="320" ry="50" fill="${PALETTE.olive}"/><circle cx="${cx - 90}" cy="${cy - 20}" r="34" fill="${PALETTE.chartreuse}"/><circle cx="${cx + 60}" cy="${cy - 30}" r="28" fill="${PALETTE.tomato}"/>`;
    case 'bread':
      return `<rect x="${cx - 360}" y="${cy - 140}" width="720" height="280" rx="140" fill="#D9A45B"/><path d="M${cx - 200} ${cy - 100}l60 200M${cx - 40} ${cy - 110}l60 220M${cx + 120} ${cy - 100}l60 200" stroke="${PALETTE.cream}" stroke-width="18"/><circle cx="${cx + 380}" cy="${cy + 150}" r="60" fill="${a}"/>`;
    case 'lemons':
      return [-260, 0, 260].map((d, i) => `<ellipse cx="${cx + d}" cy="${cy + (i % 2) * 60}" rx="150" ry="110" fill="${a}"/><path d="M${cx + d + 130} ${cy + (i % 2) * 60 - 90}q60 -40 90 10" stroke="${PALETTE.olive}" stroke-width="16" fill="none"/>`).join('');
    case 'tomatoes':
      return [-300, -60, 200, 420].map((d, i) => `<circle cx="${cx + d}" cy="${cy + (i % 2) * 80}" r="${110 - i * 10}" fill="${a}"/><path d="M${cx + d - 30} ${cy + (i % 2) * 80 - 100}l30 20 30-20" stroke="${PALETTE.olive}" stroke-width="14" fill="none"/>`).join('');
    case 'pasta':
      return `<circle cx="${cx}" cy="${cy}" r="300" fill="${PALETTE.cream}"/>` + [0, 1, 2, 3, 4].map((i) => `<path d="M${cx - 220} ${cy - 120 + i * 60}q110 -60 220 0t220 0" stroke="${a}" stroke-width="22" fill="none"/>`).join('');
    case 'salad':
      return `<circle cx="${cx}" cy="${cy}" r="300" fill="${PALETTE.cream}"/>` + [0, 1, 2, 3, 4, 5].map((i) => `<ellipse cx="${cx + Math.cos(i) * 160}" cy="${cy + Math.sin(i) * 140}" rx="110" ry="60" transform="rotate(${i * 50} ${cx + Math.cos(i) * 160} ${cy + Math.sin(i) * 140})" fill="${i % 2 ? a : PALETTE.olive}"/>`).join('');
    case 'cake':
      return `<rect x="${cx - 280}" y="${cy - 100}" width="560" height="260" rx="30" fill="#E9C98B"/><rect x="${cx - 280}" y="${cy - 140}" width="560" height="70" rx="30" fill="${a}"/><circle cx="${cx}" cy="${cy - 170}" r="40" fill="${PALETTE.tomato}"/>`;
    case 'eggs':
      return [-240, 0, 240].map((d) => `<ellipse cx="${cx + d}" cy="${cy}" rx="150" ry="120" fill="#FFFFFF"/><circle cx="${cx + d}" cy="${cy}" r="55" fill="${a}"/>`).join('');
  }
}

export function sceneSvg(spec: SceneSpec): string {
  const caption = spec.caption
    ? `<text x="${spec.width / 2}" y="${spec.height - 70}" font-family="serif" font-weight="700" font-size="64" text-anchor="middle" fill="${PALETTE.ink}">${esc(spec.caption)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="0 0 ${spec.width} ${spec.height}">` +
    `<rect width="${spec.width}" height="${spec.height}" fill="${spec.background}"/>` +
    `<circle cx="${spec.width * 0.12}" cy="${spec.height * 0.2}" r="${spec.height * 0.12}" fill="${PALETTE.cream}" opacity=".35"/>` +
    motifShapes(spec) +
    caption +
    `</svg>\n`
  );
}

export function writeImage(file: string, svg: string, root = IMAGES_DIR): void {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, svg);
}

// The sample catalogue's cans. Labels stay short so they fit the can.
export const CANS: CanSpec[] = [
  { file: 'products/the-everyday.svg', label: 'EVERYDAY', background: PALETTE.chartreuse, can: PALETTE.olive, accent: PALETTE.chartreuse },
  { file: 'products/the-everyday-back.svg', label: 'COOK IT', background: PALETTE.sky, can: PALETTE.olive, accent: PALETTE.chartreuse },
  { file: 'products/the-drizzle.svg', label: 'DRIZZLE', background: PALETTE.tomato, can: PALETTE.chartreuse, accent: PALETTE.tomato },
  { file: 'products/the-drizzle-back.svg', label: 'FINISH IT', background: PALETTE.cream, can: PALETTE.chartreuse, accent: PALETTE.tomato },
  { file: 'products/the-duo.svg', label: 'DUO', background: PALETTE.sky, can: PALETTE.olive, accent: PALETTE.tomato, double: true },
  { file: 'products/refill-cans.svg', label: 'REFILL', background: PALETTE.cream, can: PALETTE.sky, accent: PALETTE.olive, double: true },
  { file: 'products/lemon-can.svg', label: 'LEMON', background: PALETTE.sky, can: '#F4D03F', accent: PALETTE.olive },
  { file: 'products/chili-can.svg', label: 'CHILI', background: PALETTE.cream, can: PALETTE.tomato, accent: PALETTE.chartreuse },
  { file: 'products/garlic-can.svg', label: 'GARLIC', background: PALETTE.chartreuse, can: PALETTE.cream, accent: PALETTE.olive },
  { file: 'products/hot-drop.svg', label: 'HOT DROP', background: PALETTE.ink, can: PALETTE.tomato, accent: PALETTE.chartreuse },
  { file: 'products/wine-country-box.svg', label: 'WINE BOX', background: '#7A2E3A', can: PALETTE.cream, accent: '#7A2E3A', double: true },
  { file: 'products/red-wine-vinegar.svg', label: 'VINEGAR', background: PALETTE.cream, can: '#7A2E3A', accent: PALETTE.chartreuse },
  { file: 'products/gift-card.svg', label: 'GIFT', background: PALETTE.olive, can: PALETTE.chartreuse, accent: PALETTE.tomato },
  { file: 'products/harvest-reserve.svg', label: 'HARVEST', background: '#E9C98B', can: PALETTE.ink, accent: PALETTE.chartreuse },
  { file: 'products/olive-wood-board.svg', label: 'BOARD', background: PALETTE.sky, can: '#A8733E', accent: PALETTE.cream },
  { file: 'products/pantry-pack.svg', label: 'PANTRY', background: PALETTE.tomato, can: PALETTE.olive, accent: PALETTE.cream, double: true },
  { file: 'products/the-sampler.svg', label: 'MINIS', background: PALETTE.chartreuse, can: PALETTE.sky, accent: PALETTE.tomato, double: true },
  { file: 'products/drip-tote.svg', label: 'TOTE', background: PALETTE.cream, can: PALETTE.olive, accent: PALETTE.sky },
  { file: 'products/pour-spout.svg', label: 'SPOUT', background: PALETTE.sky, can: PALETTE.ink, accent: PALETTE.chartreuse },
];

export const BANNERS: SceneSpec[] = [
  { file: 'banners/hero-pour.svg', width: 2400, height: 1000, background: PALETTE.chartreuse, motif: 'bowl', accent: PALETTE.olive, caption: 'Good oil. Good drop.' },
  { file: 'banners/refills.svg', width: 2400, height: 1000, background: PALETTE.sky, motif: 'lemons', accent: '#F4D03F', caption: 'Get Refills!' },
  { file: 'banners/glog.svg', width: 2400, height: 1000, background: PALETTE.cream, motif: 'pasta', accent: PALETTE.tomato, caption: 'The Glog' },
  // The home page's hero locations (sections/hero-location.liquid).
  { file: 'banners/grove-sicily.svg', width: 2400, height: 1000, background: PALETTE.sky, motif: 'lemons', accent: '#F4D03F' },
  { file: 'banners/grove-crete.svg', width: 2400, height: 1000, background: PALETTE.chartreuse, motif: 'salad', accent: PALETTE.olive },
  { file: 'banners/grove-andalusia.svg', width: 2400, height: 1000, background: '#E9C98B', motif: 'tomatoes', accent: PALETTE.tomato },
];

export const COLLECTION_SCENES: SceneSpec[] = [
  { file: 'collections/olive-oil.svg', width: 1200, height: 800, background: PALETTE.chartreuse, motif: 'bowl', accent: PALETTE.olive },
  { file: 'collections/gifts.svg', width: 1200, height: 800, background: PALETTE.tomato, motif: 'cake', accent: PALETTE.chartreuse },
  { file: 'collections/refills.svg', width: 1200, height: 800, background: PALETTE.sky, motif: 'lemons', accent: '#F4D03F' },
  { file: 'collections/pantry.svg', width: 1200, height: 800, background: PALETTE.cream, motif: 'tomatoes', accent: PALETTE.tomato },
];

function main(): void {
  for (const spec of CANS) writeImage(spec.file, canSvg(spec));
  for (const art of ARTICLE_ART) writeImage(art.file, articleSvg(art));
  for (const scene of [...BANNERS, ...COLLECTION_SCENES]) writeImage(scene.file, sceneSvg(scene));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
