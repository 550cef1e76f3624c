// Renders the sample shop's "Watch it pour" clip: every frame of art/pour.ts drawn as SVG, turned
// into PNG by sharp, encoded by ffmpeg as VP9 WebM and H.264 MP4, plus an SVG poster frame.
// Run once with `npx tsx preview/data/make-video.ts` (needs ffmpeg: `apt-get install ffmpeg`);
// the output is committed, so nothing else needs ffmpeg.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { POSTER_SECONDS, POUR_SECONDS, pourFrame } from './art/pour';
import { writeImage } from './make-images';

const DATA_DIR = dirname(fileURLToPath(import.meta.url));
const FPS = 25;
const SIZE = 640;
const NAME = 'the-everyday-pour';

async function main(): Promise<void> {
  const frames = mkdtempSync(join(tmpdir(), 'olivine-pour-'));
  try {
    // The last frame is the one before t = POUR_SECONDS, which equals frame 0: a seamless loop.
    for (let i = 0; i < POUR_SECONDS * FPS; i++) {
      const png = await sharp(Buffer.from(pourFrame(i / FPS, SIZE))).png().toBuffer();
      writeFileSync(join(frames, `frame-${String(i).padStart(3, '0')}.png`), png);
    }
    const input = ['-loglevel', 'error', '-y', '-framerate', String(FPS), '-i', join(frames, 'frame-%03d.png'), '-an', '-pix_fmt', 'yuv420p'];
    const videos = join(DATA_DIR, 'videos');
    execFileSync('ffmpeg', [...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-row-mt', '1', join(videos, `${NAME}.webm`)], { stdio: 'inherit' });
    execFileSync('ffmpeg', [...input, '-c:v', 'libx264', '-crf', '26', '-preset', 'slow', '-movflags', '+faststart', join(videos, `${NAME}.mp4`)], { stdio: 'inherit' });
  } finally {
    rmSync(frames, { recursive: true, force: true });
  }
  writeImage(`videos/${NAME}-poster.svg`, pourFrame(POSTER_SECONDS, 1200));
}

await main();
