// Product shots of the sample shop's oils, vinegar and chili crisp: each container on its own
// flat colour with a few props that say what it is for (1200 x 1200, like a product photo).
import { can } from './cans';
import { bottle, chiliJar, refillTin } from './containers';
import { chili, flame, garlic, grapes, lemonSlice, oliveSprig, refillArrows } from './icons';
import { C, dots, drop, leaf, olive, place, shadow, sparkle, svgDoc } from './draw-kit';

const GROUND = 1040;
const shot = (background: string, body: string): string => svgDoc(1200, 1200, background, body);

/** A frying pan with a sunny egg, seen from above at an angle. */
function panWithEgg(): string {
  return (
    `<rect x="150" y="-22" width="230" height="44" rx="22" fill="${C.ink}"/>` +
    `<ellipse rx="190" ry="120" fill="${C.ink}"/><ellipse rx="160" ry="96" fill="#3A4030"/>` +
    `<path d="M-90 -10C-110 -60 -20 -80 20 -60C70 -70 110 -20 80 20C70 60 -40 70 -70 40C-100 30 -100 10 -90 -10z" fill="${C.white}"/>` +
    `<circle cx="-4" cy="-6" r="34" fill="${C.lemon}"/><circle cx="-14" cy="-16" r="9" fill="${C.white}" opacity=".6"/>`
  );
}

/** A pistachio ice-cream cone with a drizzle of oil. */
function iceCream(): string {
  return (
    `<path d="M-70 -10L0 200L70 -10z" fill="${C.kraft}"/><path d="M-48 40L40 40M-34 90L28 90M-60 10L30 150M60 10L-30 150" stroke="${C.crust}" stroke-width="6"/>` +
    `<circle cx="0" cy="-60" r="88" fill="${C.chartreuse}"/><circle cx="-60" cy="-10" r="34" fill="${C.chartreuse}"/><circle cx="60" cy="-10" r="34" fill="${C.chartreuse}"/>` +
    `<path d="M-50 -110Q-10 -70 20 -110Q40 -130 50 -90Q60 -40 30 -30" stroke="${C.oil}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    drop(30, 10, 22, C.oil)
  );
}

function everyday(): string {
  return shot(C.chartreuse,
    sparkle(960, 240, 46, C.cream) + sparkle(1040, 360, 22, C.olive) + shadow(600, GROUND, 300) +
    place(can('everyday'), 600, GROUND, { scale: 1.05 }) +
    place(oliveSprig(C.olive, C.ink), 900, 960, { scale: 2.2, rotate: -10 }) +
    olive(250, 1010, 30, C.ink) + olive(320, 1030, 26, C.olive, 30));
}

function everydayBack(): string {
  return shot(C.sky,
    sparkle(230, 300, 34, C.cream) + shadow(540, GROUND, 260) +
    place(can('everydayBack'), 500, GROUND, { scale: 1.0, rotate: -4 }) +
    place(panWithEgg(), 880, 1010, { scale: 0.9 }));
}

function drizzle(): string {
  return shot(C.tomato,
    drop(900, 300, 40, C.chartreuse) + drop(960, 420, 26, C.cream) + drop(250, 420, 30, C.chartreuse) +
    sparkle(1000, 180, 30, C.cream) + shadow(600, GROUND, 260) +
    place(can('drizzle'), 600, GROUND, { scale: 1.05 }));
}

function drizzleBack(): string {
  return shot(C.cream,
    dots([[180, 300, 14], [240, 380, 9], [1010, 260, 12]], C.tomato) + shadow(500, GROUND, 240) +
    place(can('drizzleBack'), 470, GROUND, { scale: 1.0, rotate: 4 }) +
    place(iceCream(), 910, 700, { scale: 1.45, rotate: 12 }));
}

function lemonCan(): string {
  return shot(C.sky,
    sparkle(980, 250, 40, C.cream) + shadow(560, GROUND, 260) +
    place(can('lemon'), 580, GROUND, { scale: 1.02 }) +
    place(lemonSlice(), 920, 960, { scale: 1.5 }) +
    `<ellipse cx="250" cy="990" rx="110" ry="76" fill="${C.lemon}"/>` + leaf(300, 930, 90, -40, C.olive));
}

function chiliCan(): string {
  return shot(C.cream,
    place(flame(C.tomato, C.lemon), 980, 260, { scale: 0.8 }) + shadow(580, GROUND, 260) +
    place(can('chili'), 590, GROUND, { scale: 1.02 }) +
    place(chili(), 920, 980, { scale: 1.6, rotate: -60 }) + place(chili(), 250, 1000, { scale: 1.3, rotate: 80 }));
}

function garlicCan(): string {
  return shot(C.chartreuse,
    dots([[960, 220, 16], [1030, 300, 10], [200, 330, 12]], C.olive) + shadow(580, GROUND, 260) +
    place(can('garlic'), 590, GROUND, { scale: 1.02 }) +
    place(garlic(), 930, 960, { scale: 1.8 }) + place(garlic(), 230, 1000, { scale: 1.2, rotate: -20 }));
}

function harvestReserve(): string {
  return shot(C.gold,
    `<circle cx="600" cy="560" r="400" fill="${C.cream}" opacity=".45"/>` +
    sparkle(930, 220, 50, C.cream) + sparkle(260, 300, 30, C.ink) + shadow(600, GROUND, 270) +
    place(can('reserve'), 600, GROUND, { scale: 1.08 }) +
    place(oliveSprig(C.olive, C.ink), 240, 960, { scale: 2, rotate: 200 }));
}

function refillCans(): string {
  const tin = (x: number, y: number) => place(refillTin(C.sky, C.olive, C.cream, refillArrows(C.chartreuse)), x, y, { scale: 0.95 });
  return shot(C.cream,
    shadow(600, GROUND, 420) + tin(420, GROUND) + tin(780, GROUND) + tin(600, GROUND - 355) +
    place(refillArrows(C.olive), 1010, 300, { scale: 1.3 }) + drop(190, 330, 40, C.olive));
}

function hotDrop(): string {
  const flakes = dots([[170, 960, 10], [230, 1000, 7], [990, 980, 9], [1050, 950, 6], [920, 1020, 7]], C.tomato);
  return shot(C.ink,
    sparkle(950, 240, 40, C.chartreuse) + sparkle(240, 330, 24, C.cream) + `<ellipse cx="600" cy="${GROUND}" rx="280" ry="30" fill="${C.cream}" opacity=".12"/>` +
    place(chiliJar(C.tomato, C.chartreuse, C.ink, flame()), 600, GROUND, { scale: 1.3 }) + flakes);
}

function redWineVinegar(): string {
  return shot(C.cream,
    dots([[950, 240, 14], [1010, 320, 9]], C.wine) + shadow(560, GROUND, 200) +
    place(bottle(C.wine, C.cream, C.wine, grapes(), ['RED WINE', 'VINEGAR']), 540, GROUND, { scale: 1.1 }) +
    place(grapes(), 900, 940, { scale: 1.9, rotate: 10 }));
}

export const OIL_SHOTS: Record<string, () => string> = {
  'products/the-everyday.svg': everyday,
  'products/the-everyday-back.svg': everydayBack,
  'products/the-drizzle.svg': drizzle,
  'products/the-drizzle-back.svg': drizzleBack,
  'products/lemon-can.svg': lemonCan,
  'products/chili-can.svg': chiliCan,
  'products/garlic-can.svg': garlicCan,
  'products/harvest-reserve.svg': harvestReserve,
  'products/refill-cans.svg': refillCans,
  'products/hot-drop.svg': hotDrop,
  'products/red-wine-vinegar.svg': redWineVinegar,
};
