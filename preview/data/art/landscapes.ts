// The home page's wide banners (2400 x 1000): the hero (The Everyday pouring into a bowl, drawn
// where the hero's text card leaves room) and the three groves of the "Where the good drops grow"
// section (Sicily, Crete, Andalusia) as flat landscapes with olive trees.
import { oliveSprig } from './icons';
import { POSTER_SECONDS, pourScene } from './pour';
import { breadSlice } from './products-goods';
import { C, define, dots, drop, leaf, olive, place, sparkle, svgDoc, use } from './draw-kit';

const banner = (background: string, body: string): string => svgDoc(2400, 1000, background, body);

/**
 * Where the hero's subject (can, stream, bowl) sits in the 2400 x 1000 image. The text card covers
 * the left of the hero on wide screens and the image is cropped to 4:3 on phones, so the subject
 * stays right of centre; HERO_FOCAL_POINT keeps it in the crop (tests/e2e/hero-art.spec.ts).
 */
export const HERO_SUBJECT = { x: 1480, y: 80, width: 711, height: 745 };
export const HERO_FOCAL_POINT = '85.0% 50.0%';
const SCENE_BOX = { x: 170, y: 90, scale: 0.9 };

function hero(): string {
  const scene = place(pourScene(POSTER_SECONDS), HERO_SUBJECT.x - SCENE_BOX.x * SCENE_BOX.scale, HERO_SUBJECT.y - SCENE_BOX.y * SCENE_BOX.scale, { scale: SCENE_BOX.scale });
  return banner(C.chartreuse,
    `<circle cx="1840" cy="470" r="470" fill="${C.cream}" opacity=".45"/><circle cx="260" cy="180" r="150" fill="${C.cream}" opacity=".35"/>` +
    place(oliveSprig(), 330, 760, { scale: 3.2, rotate: -15 }) + place(oliveSprig(), 1000, 180, { scale: 2.2, rotate: 160 }) +
    olive(640, 880, 40, C.ink) + olive(730, 910, 34, C.olive, 40) + drop(820, 420, 44, C.oil) + sparkle(1180, 700, 50, C.cream) +
    sparkle(2300, 160, 44, C.cream) + sparkle(2290, 820, 30, C.olive) +
    place(breadSlice(), 2250, 800, { scale: 0.75, rotate: 14 }) + scene);
}

/** An olive tree: a twisted trunk under a silvery, lumpy crown, standing on (0, 0). */
function oliveTree(): string {
  const crown = [[-90, -230, 90], [0, -280, 110], [90, -230, 90], [-40, -190, 80], [50, -190, 80]]
    .map(([x, y, s], i) => `<ellipse cx="${x}" cy="${y}" rx="${s}" ry="${s! * 0.72}" fill="${i % 2 ? '#7E9A47' : C.olive}"/>`)
    .join('');
  return `<path d="M-30 0C-20 -60 -50 -110 -20 -170L10 -170C-4 -120 40 -60 30 0z" fill="${C.woodDark}"/>` + crown +
    dots([[-60, -250, 8], [30, -300, 8], [100, -220, 8], [-10, -210, 7]], C.ink);
}

const trees = (spots: [number, number, number][]): string => spots.map(([x, y, s]) => use('tree', x, y, { scale: s })).join('');

function sicily(): string {
  const lemons = [[1900, 110], [2060, 160], [2200, 90]].map(([x, y]) => `<ellipse cx="${x}" cy="${y! + 60}" rx="60" ry="44" fill="${C.lemon}"/>` + leaf(x! - 20, y! + 10, 80, -150, C.olive)).join('');
  return banner(C.sky,
    define('tree', oliveTree()) +
    `<circle cx="1500" cy="260" r="120" fill="${C.lemon}"/>` +
    `<path d="M1000 560L1240 300L1300 330L1340 290L1600 560z" fill="#B9C4C9"/><path d="M1240 300L1300 330L1340 290L1300 250z" fill="${C.white}"/>` +
    `<rect y="540" width="2400" height="120" fill="#5FA8C8"/>` +
    `<path d="M0 620Q500 520 1000 640T2400 600V1000H0z" fill="${C.olive}"/><path d="M0 780Q700 660 1400 780T2400 740V1000H0z" fill="${C.chartreuse}"/>` +
    trees([[300, 640, 0.6], [560, 600, 0.7], [1700, 640, 0.6], [1960, 620, 0.7]]) +
    trees([[820, 860, 1], [1300, 880, 1.1], [2100, 900, 1]]) +
    `<path d="M1800 0Q2000 120 2400 40" stroke="${C.woodDark}" stroke-width="18" fill="none"/>` + lemons);
}

function crete(): string {
  const house = (x: number, y: number, w: number, h: number, dome = false) =>
    `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${C.white}"/><rect x="${x + w / 2 - 16}" y="${y - 60}" width="32" height="60" rx="16" fill="#2F6FA3"/>` +
    (dome ? `<path d="M${x + 10} ${y - h}A${w / 2 - 10} ${w / 2 - 10} 0 0 1 ${x + w - 10} ${y - h}z" fill="#2F6FA3"/>` : '');
  return banner(C.cream,
    define('tree', oliveTree()) +
    `<circle cx="2050" cy="220" r="110" fill="${C.tomato}"/>` +
    `<rect y="480" width="2400" height="200" fill="#3C8DBC"/><path d="M200 560h160M700 600h220M1600 540h180" stroke="${C.white}" stroke-width="8" stroke-linecap="round" opacity=".6"/>` +
    `<path d="M900 700Q1200 380 1600 420T2400 560V1000H900z" fill="${C.gold}"/>` +
    house(1260, 520, 160, 130, true) + house(1440, 540, 140, 110) + house(1600, 560, 180, 120) + house(1820, 600, 150, 100, true) +
    `<path d="M0 760Q600 640 1200 760T2400 720V1000H0z" fill="${C.chartreuse}"/>` +
    trees([[260, 800, 1], [600, 760, 0.9], [1000, 800, 1.05], [1500, 840, 1.1], [2000, 820, 1]]));
}

function andalusia(): string {
  const rows = [0, 1, 2].flatMap((row) =>
    Array.from({ length: 9 }, (_, i) => [120 + i * 270 + row * 120, 560 + row * 150, 0.35 + row * 0.12] as [number, number, number]));
  return banner(C.gold,
    define('tree', oliveTree()) +
    `<circle cx="600" cy="260" r="130" fill="${C.tomato}"/>` +
    `<path d="M0 520Q600 380 1200 480T2400 440V1000H0z" fill="${C.kraft}"/>` +
    `<rect x="1700" y="320" width="60" height="140" fill="${C.white}"/><path d="M1700 320L1730 270L1760 320z" fill="${C.tomato}"/>` +
    `<rect x="1560" y="380" width="120" height="90" fill="${C.white}"/><rect x="1780" y="390" width="140" height="80" fill="${C.white}"/><rect x="1940" y="410" width="100" height="60" fill="${C.white}"/>` +
    `<path d="M0 640Q700 540 1400 640T2400 600V1000H0z" fill="${C.crust}" opacity=".55"/>` +
    trees(rows));
}

export const LANDSCAPES: Record<string, () => string> = {
  'banners/hero-pour.svg': hero,
  'banners/grove-sicily.svg': sicily,
  'banners/grove-crete.svg': crete,
  'banners/grove-andalusia.svg': andalusia,
};
