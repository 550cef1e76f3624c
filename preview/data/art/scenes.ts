// Collection images (1200 x 800) and the refills and glog banners (2400 x 1000): each shows
// the products its collection or page is about, on the brand's flat colours.
import { can } from './cans';
import { bottle, bow, chiliJar, refillTin } from './containers';
import { flame, grapes, lemonSlice, oliveSprig, refillArrows } from './icons';
import { baguette, breadSlice } from './products-goods';
import { C, define, dots, drop, label, leaf, olive, place, printLines, shadow, sparkle, svgDoc, use } from './draw-kit';

const collection = (background: string, body: string): string => svgDoc(1200, 800, background, body);
const banner = (background: string, body: string): string => svgDoc(2400, 1000, background, body);
const tin = (): string => refillTin(C.sky, C.olive, C.cream, refillArrows(C.chartreuse));

function oliveOil(): string {
  const cans = (['everyday', 'drizzle', 'lemon', 'reserve'] as const).map((name, i) => place(can(name), 195 + i * 270, 740, { scale: 0.66 - (i % 2) * 0.06 })).join('');
  return collection(C.chartreuse, sparkle(90, 110, 34, C.cream) + place(oliveSprig(), 1080, 130, { scale: 1.4, rotate: 200 }) + shadow(600, 740, 540, 34) + cans);
}

function gifts(): string {
  const box = `<rect x="-200" y="-300" width="400" height="300" rx="14" fill="${C.chartreuse}"/><rect x="-220" y="-360" width="440" height="80" rx="14" fill="${C.chartreuse}"/><rect x="-220" y="-300" width="440" height="20" fill="${C.ink}" opacity=".12"/><rect x="-30" y="-360" width="60" height="360" fill="${C.olive}"/>` + place(bow(C.olive), 0, -370);
  const card = `<rect x="-170" y="-110" width="340" height="220" rx="24" fill="${C.cream}"/>` + label(-40, -40, 'GIFT CARD', 34, C.ink, { fit: 200 }) + label(-60, 70, '$50', 80, C.tomato, { family: 'serif' }) + drop(110, -40, 30, C.olive);
  return collection(C.tomato,
    dots([[120, 120, 12], [1080, 140, 16], [1120, 240, 9], [80, 600, 10]], C.cream) + shadow(600, 740, 500, 30) +
    place(box, 470, 740) + place(can('drizzle'), 800, 740, { scale: 0.62 }) + place(card, 300, 610, { rotate: -10 }));
}

function refills(): string {
  return collection(C.sky,
    sparkle(1090, 120, 34, C.cream) + shadow(600, 740, 500, 30) +
    place(can('everyday'), 420, 740, { scale: 0.8 }) +
    place(tin(), 720, 740, { scale: 0.85 }) + place(tin(), 960, 740, { scale: 0.85 }) + place(tin(), 840, 436, { scale: 0.85 }) +
    place(refillArrows(C.olive), 160, 200, { scale: 1.4 }));
}

function pantry(): string {
  const shelf = `<rect x="60" y="700" width="1080" height="40" rx="8" fill="${C.wood}"/><rect x="60" y="736" width="1080" height="16" fill="${C.woodDark}"/>`;
  return collection(C.cream,
    dots([[1100, 110, 12], [1140, 180, 8]], C.tomato) + shelf +
    place(bottle(C.wine, C.cream, C.wine, grapes(), ['RED WINE', 'VINEGAR']), 260, 700, { scale: 0.74 }) +
    place(chiliJar(C.tomato, C.chartreuse, C.ink, flame()), 590, 700, { scale: 0.95 }) +
    place(can('chili'), 930, 700, { scale: 0.74 }));
}

function refillsBanner(): string {
  const row = [0, 1, 2, 3].map((i) => use('tin', 760 + i * 330, 880 - (i % 2) * 40, { scale: 0.95 })).join('');
  return banner(C.sky,
    define('tin', tin()) + sparkle(300, 200, 60, C.cream) + sparkle(2250, 180, 40, C.cream) +
    place(refillArrows(C.olive), 330, 560, { scale: 3 }) + shadow(1360, 900, 900, 50) + row +
    place(can('everyday'), 2130, 900, { scale: 0.85 }));
}

/** The glog: a kitchen table seen from above with a recipe notebook, bread, lemons and a can. */
function glogBanner(): string {
  const notebook = `<rect x="-330" y="-220" width="660" height="440" rx="24" fill="${C.white}"/><path d="M0 -220V220" stroke="${C.ink}" stroke-opacity=".15" stroke-width="6"/>` +
    label(-165, -130, 'RECIPES', 44, C.tomato, { family: 'serif', fit: 220 }) + printLines(-165, -90, [220, 180, 200, 150, 210, 170], 34, C.ink, 10) +
    place(breadSlice(), 165, -40, { scale: 0.9 }) + printLines(165, 100, [200, 160], 34, C.ink, 10);
  const lemon = (x: number, y: number) => `<ellipse cx="${x}" cy="${y}" rx="90" ry="66" fill="${C.lemon}"/>` + leaf(x + 40, y - 60, 70, -40, C.olive);
  return banner(C.cream,
    `<rect x="120" y="120" width="2160" height="760" rx="40" fill="${C.wood}" opacity=".25"/>` +
    place(notebook, 1200, 500, { rotate: -4 }) +
    place(can('everyday'), 1760, 820, { scale: 0.75, rotate: 8 }) +
    place(lemonSlice(), 500, 330, { scale: 1.8 }) + lemon(460, 640) +
    place(baguette(520), 2020, 420, { rotate: 60 }) +
    olive(700, 760, 34, C.ink) + olive(770, 800, 30, C.olive, 30) + place(oliveSprig(), 2100, 760, { scale: 2 }) +
    drop(880, 200, 40, C.oil) + sparkle(2220, 170, 50, C.tomato));
}

export const SCENES: Record<string, () => string> = {
  'collections/olive-oil.svg': oliveOil,
  'collections/gifts.svg': gifts,
  'collections/refills.svg': refills,
  'collections/pantry.svg': pantry,
  'banners/refills.svg': refillsBanner,
  'banners/glog.svg': glogBanner,
};
