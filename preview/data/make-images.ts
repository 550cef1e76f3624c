// Writes the sample shop's glog images (drawn by art/glog-art.ts) as small SVGs; product,
// collection and banner art is drawn by make-art.ts. Run once with
// `npx tsx preview/data/make-images.ts`; the SVG output is committed.
// Shapes only, so nothing is downloaded when they render.
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

export function writeImage(file: string, svg: string, root = IMAGES_DIR): void {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, svg);
}

function main(): void {
  for (const art of ARTICLE_ART) writeImage(art.file, articleSvg(art));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
