// Product shots of the sample shop's bundles, gifts and kitchen goods: boxes show the cans inside,
// the board is a board, the tote a tote, the spout a spout, the gift card a card (1200 x 1200).
import { can } from './cans';
import { bottle, bow, openBox } from './containers';
import { grapes, oliveSprig } from './icons';
import { C, dots, drop, label, olive, place, shadow, use, define, sparkle, svgDoc } from './draw-kit';

const GROUND = 1040;
const shot = (background: string, body: string): string => svgDoc(1200, 1200, background, body);

/** Bread: a slice with crust and holes, or a baguette with slashes. */
export function breadSlice(): string {
  return `<path d="M-110 60V-40C-150 -60 -150 -130 -90 -140C-60 -190 60 -190 90 -140C150 -130 150 -60 110 -40V60z" fill="${C.crust}"/><path d="M-92 44V-46C-120 -60 -120 -112 -78 -120C-54 -160 54 -160 78 -120C120 -112 120 -60 92 -46V44z" fill="${C.crumb}"/>` +
    dots([[-40, -60, 8], [20, -90, 6], [40, -20, 9], [-20, 10, 5], [60, 20, 6]], C.gold);
}

export function baguette(length: number): string {
  const slashes = Array.from({ length: Math.floor(length / 90) }, (_, i) => `M${-length / 2 + 60 + i * 90} -22l40 40`).join('');
  return `<rect x="${-length / 2}" y="-44" width="${length}" height="88" rx="44" fill="${C.crust}"/><path d="${slashes}" stroke="${C.crumb}" stroke-width="14" stroke-linecap="round"/>`;
}

function duo(): string {
  const contents = place(can('everyday'), -140, -150, { scale: 0.64 }) + place(can('drizzle'), 140, -150, { scale: 0.64 });
  const front = label(0, -130, 'THE DUO', 64, C.cream, { fit: 300 }) + label(0, -76, 'COOK + FINISH', 26, C.cream, { weight: 700, spacing: 4 });
  return shot(C.sky,
    sparkle(980, 220, 40, C.cream) + shadow(600, GROUND, 380) +
    place(openBox(660, 230, C.olive, C.kraft, contents, front), 600, GROUND) +
    place(bow(C.tomato), 900, 820, { scale: 0.9 }));
}

/** A corkscrew: olive-wood handle and a steel spiral. */
function corkscrew(): string {
  const spiral = Array.from({ length: 6 }, (_, i) => `M-18 ${i * 30}Q0 ${i * 30 - 14} 18 ${i * 30 + 15}`).join('');
  return `<rect x="-90" y="-60" width="180" height="44" rx="22" fill="${C.wood}"/><rect x="-8" y="-20" width="16" height="40" fill="#9AA3A8"/><path d="${spiral}" stroke="#9AA3A8" stroke-width="10" fill="none" stroke-linecap="round" transform="translate(0 30)"/>`;
}

function wineCountryBox(): string {
  const contents =
    place(bottle(C.wine, C.cream, C.wine, grapes(), ['RED WINE', 'VINEGAR']), -180, -120, { scale: 0.72 }) +
    place(can('drizzle'), 70, -120, { scale: 0.66 }) + place(corkscrew(), 250, -380, { rotate: 20, scale: 1.2 });
  const front = place(grapes(C.wine), -230, -120, { scale: 0.9 }) + label(40, -126, 'WINE COUNTRY', 44, C.wine, { fit: 330 }) + label(40, -78, 'OIL · VINEGAR · CORKSCREW', 20, C.wine, { weight: 700, spacing: 2, fit: 330 });
  return shot(C.wine,
    sparkle(1000, 220, 36, C.gold) + sparkle(200, 300, 24, C.cream) + `<ellipse cx="600" cy="${GROUND}" rx="420" ry="40" fill="${C.ink}" opacity=".3"/>` +
    place(openBox(720, 240, C.cream, C.gold, contents, front), 600, GROUND));
}

function giftCard(): string {
  const card = (fill: string, text: string) =>
    `<rect x="-380" y="-240" width="760" height="480" rx="40" fill="${fill}"/>` +
    label(-190, -150, 'GOOD DROP', 40, text, { spacing: 4, fit: 290 }) + label(-220, -100, 'GIFT CARD', 26, text, { weight: 700, spacing: 6, fit: 230 }) +
    label(-200, 150, '$50', 150, text, { family: 'serif' }) + place(can('everyday'), 230, 200, { scale: 0.5, rotate: 12 }) +
    drop(170, -140, 40, C.tomato);
  return shot(C.olive,
    dots([[180, 200, 12], [1030, 260, 16], [980, 1000, 12], [240, 1020, 10], [1080, 700, 8]], C.chartreuse) + sparkle(1000, 160, 40, C.cream) +
    place(`<rect x="-380" y="-240" width="760" height="480" rx="40" fill="${C.tomato}"/>`, 640, 560, { rotate: 10 }) +
    place(`<rect x="-380" y="-240" width="760" height="480" rx="40" fill="${C.ink}" opacity=".25"/>`, 610, 690, { rotate: -8 }) +
    place(card(C.chartreuse, C.ink), 590, 660, { rotate: -8 }) + place(bow(C.tomato), 330, 420, { scale: 0.9, rotate: -8 }));
}

function oliveWoodBoard(): string {
  const board = 'M-420 -170Q-430 -200 -400 -200H320Q350 -200 360 -170H430Q470 -170 470 -130V-70Q470 -30 430 -30H360Q350 200 320 200H-400Q-430 200 -420 170z';
  const grain = 'M-380 -120Q-200 -160 0 -110T330 -120M-390 -30Q-180 -70 20 -20T330 -40M-380 60Q-160 20 40 80T330 50M-370 140Q-150 110 60 150T320 140';
  return shot(C.sky,
    sparkle(980, 220, 40, C.cream) + shadow(620, 930, 470, 40) +
    place(`<path d="${board}" fill="${C.woodDark}" transform="translate(0 30)"/><path d="${board}" fill="${C.wood}"/><path d="${grain}" stroke="${C.woodDark}" stroke-width="8" fill="none" opacity=".5" stroke-linecap="round"/><circle cx="420" cy="-100" r="22" fill="${C.sky}"/>`, 560, 700) +
    place(breadSlice(), 360, 680, { scale: 1.1, rotate: -12 }) + place(breadSlice(), 520, 700, { scale: 1.1, rotate: 8 }) +
    olive(700, 640, 30, C.ink) + olive(760, 700, 28, C.olive, 40) + olive(690, 740, 28, C.ink, 10) +
    place(oliveSprig(), 800, 560, { scale: 1.6, rotate: -20 }));
}

function pantryPack(): string {
  const contents = define('can', can('everyday')) + [-220, 0, 220].map((x) => use('can', x, -140, { scale: 0.6 })).join('');
  const front = label(0, -130, 'PANTRY PACK', 60, C.ink, { fit: 460 }) + label(0, -76, '3 OR 6 × THE EVERYDAY', 24, C.ink, { weight: 700, spacing: 3, fit: 460 }) +
    `<path d="M-340 -60h50M-315 -85v50M290 -60h50M315 -85v50" stroke="${C.ink}" stroke-width="8" opacity=".3"/>`;
  return shot(C.tomato,
    sparkle(1010, 200, 40, C.cream) + dots([[190, 230, 12], [250, 300, 8]], C.cream) + shadow(600, GROUND, 430) +
    place(openBox(780, 230, C.kraft, C.crust, contents, front), 600, GROUND));
}

function sampler(): string {
  const minis = (['everyday', 'drizzle', 'lemon', 'chili'] as const).map((name, i) => place(can(name), -270 + i * 180, -60, { scale: 0.44 })).join('');
  const front = label(0, -70, 'THE SAMPLER · 4 MINIS', 34, C.ink, { fit: 560 });
  return shot(C.chartreuse,
    sparkle(1000, 220, 40, C.cream) + sparkle(200, 260, 26, C.olive) + shadow(600, GROUND, 420) +
    place(openBox(780, 140, C.sky, C.cream, minis, front), 600, GROUND));
}

function dripTote(): string {
  const handles = `<path d="M-170 -420C-170 -700 -30 -700 -30 -420M30 -420C30 -700 170 -700 170 -420" stroke="${C.olive}" stroke-width="34" fill="none"/>`;
  const bag = `<path d="M-270 -440H270L300 0H-300z" fill="${C.olive}"/><path d="M-270 -440H270L274 -400H-274z" fill="${C.ink}" opacity=".2"/>`;
  const print = drop(0, -240, 90, C.cream) + label(0, -80, 'GOOD DROP', 54, C.cream, { spacing: 4, fit: 380 });
  return shot(C.cream,
    dots([[200, 240, 12], [1000, 260, 14], [1040, 340, 8]], C.tomato) + shadow(600, GROUND, 340) +
    place(handles, 600, GROUND) +
    place(baguette(560), 520, 560, { rotate: -70 }) + place(baguette(520), 680, 580, { rotate: -100 }) +
    place(bag + print, 600, GROUND));
}

function pourSpout(): string {
  const rings = [-150, -110, -70, -30].map((y, i) => `<rect x="${-62 + i * 6}" y="${y}" width="${124 - i * 12}" height="16" rx="8" fill="${C.white}" opacity=".18"/>`).join('');
  const spout =
    `<path d="M0 -200V-420Q0 -470 40 -500L120 -560" stroke="${C.brass}" stroke-width="46" fill="none" stroke-linecap="round"/>` +
    `<path d="M-8 -230V-410" stroke="${C.white}" stroke-width="10" opacity=".35" stroke-linecap="round"/>` +
    `<path d="M-70 -200H70L44 40H-44z" fill="${C.ink}"/>` + rings +
    `<rect x="-90" y="-236" width="180" height="44" rx="14" fill="${C.brass}"/>`;
  return shot(C.sky,
    sparkle(260, 260, 36, C.cream) + sparkle(1000, 900, 26, C.cream) + shadow(560, GROUND, 200) +
    place(spout, 560, 990, { scale: 1.35, rotate: -8 }) +
    drop(820, 470, 36, C.oil) + drop(860, 600, 26, C.oil) + drop(880, 720, 18, C.oil));
}

export const GOODS_SHOTS: Record<string, () => string> = {
  'products/the-duo.svg': duo,
  'products/wine-country-box.svg': wineCountryBox,
  'products/gift-card.svg': giftCard,
  'products/olive-wood-board.svg': oliveWoodBoard,
  'products/pantry-pack.svg': pantryPack,
  'products/the-sampler.svg': sampler,
  'products/drip-tote.svg': dripTote,
  'products/pour-spout.svg': pourSpout,
};
