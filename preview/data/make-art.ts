// Draws the sample shop's product shots, collection images and banners (./art) as small SVGs.
// Run once with `npx tsx preview/data/make-art.ts`; the SVG output is committed. The glog's
// images come from make-images.ts, the "Watch it pour" clip and its poster from make-video.ts.
import { LANDSCAPES } from './art/landscapes';
import { GOODS_SHOTS } from './art/products-goods';
import { OIL_SHOTS } from './art/products-oils';
import { SCENES } from './art/scenes';
import { writeImage } from './make-images';

for (const [file, draw] of Object.entries({ ...OIL_SHOTS, ...GOODS_SHOTS, ...SCENES, ...LANDSCAPES })) writeImage(file, draw());
