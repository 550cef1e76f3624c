// Draws the sample shop's glog images as small SVGs (food shapes on flat colour); product,
// collection and banner art is drawn by make-art.ts. Run once with
// `npx tsx preview/data/make-images.ts`; the SVG output is committed.
// Shapes only plus text in a generic font-family, so nothing is downloaded when they render.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const IMAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'images');

export const PALETTE = {
  ink: '#1E2A14',
  olive: '#3E5A1E',
  chartreuse: '#D3E36B',
  cream: '#FFF8E8',
  tomato: '#E2553A',
  sky: '#9ED3E8',
} as const;

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

export const MOTIFS: SceneSpec['motif'][] = ['bowl', 'bread', 'lemons', 'tomatoes', 'pasta', 'salad', 'cake', 'eggs'];
const SCENE_COLOURS = [PALETTE.chartreuse, PALETTE.sky, PALETTE.tomato, PALETTE.cream, '#E9C98B'];
const ACCENTS = [PALETTE.tomato, PALETTE.chartreuse, '#F4D03F', PALETTE.olive, PALETTE.sky];

/** One 1600x900 image per glog article, file articles/article-NN.svg. */
export function articleScene(index: number): SceneSpec {
  return {
    file: `articles/article-${String(index + 1).padStart(2, '0')}.svg`,
    width: 1600,
    height: 900,
    background: SCENE_COLOURS[index % SCENE_COLOURS.length]!,
    accent: ACCENTS[(index * 3 + 1) % ACCENTS.length]!,
    motif: MOTIFS[index % MOTIFS.length]!,
  };
}

export const ARTICLE_IMAGE_COUNT = 32;

function main(): void {
  for (let i = 0; i < ARTICLE_IMAGE_COUNT; i++) {
    const scene = articleScene(i);
    writeImage(scene.file, sceneSvg(scene));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
