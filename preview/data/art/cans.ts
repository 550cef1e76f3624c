// The label of every oil the sample shop cans (one look per oil), reused by the product shots,
// the collection banners, the hero and the pour video.
import { squeezeCan, type CanLook } from './containers';
import { chili, dropBadge, garlic, laurel, lemonSlice, oliveSprig } from './icons';
import { C, label, printLines } from './draw-kit';

/** The back of a can: small print, a barcode and a recycling note instead of an icon. */
function backPrint(ink: string): string {
  const bars = [0, 6, 10, 18, 22, 30, 36, 40, 48, 52, 60, 66]
    .map((x, i) => `<rect x="${x - 34}" y="14" width="${i % 3 ? 3 : 5}" height="34" fill="${ink}"/>`)
    .join('');
  return printLines(0, -52, [150, 120, 140, 90], 18, ink, 8) + bars;
}

export const CAN_LOOKS = {
  everyday: {
    body: C.olive, label: C.cream, text: C.ink, name: 'EVERYDAY', sub: 'EXTRA VIRGIN OLIVE OIL',
    icon: oliveSprig(), accent: C.chartreuse, pattern: 'stripes',
  },
  everydayBack: {
    body: C.olive, label: C.cream, text: C.ink, name: 'COOK IT', sub: 'ROAST · FRY · DRESS',
    icon: backPrint(C.olive), accent: C.chartreuse, pattern: 'stripes',
  },
  drizzle: {
    body: C.chartreuse, label: C.cream, text: C.ink, name: 'DRIZZLE', sub: 'FINISHING OLIVE OIL',
    icon: dropBadge(C.tomato, C.olive), accent: C.tomato, pattern: 'drips', cap: C.tomato, volume: '250 ML',
  },
  drizzleBack: {
    body: C.chartreuse, label: C.cream, text: C.ink, name: 'FINISH IT', sub: 'BURRATA · SOUP · ICE CREAM',
    icon: backPrint(C.tomato), accent: C.tomato, pattern: 'drips', cap: C.tomato, volume: '250 ML',
  },
  lemon: {
    body: C.lemon, label: C.cream, text: C.olive, name: 'LEMON', sub: 'LEMON-INFUSED OLIVE OIL',
    icon: lemonSlice(), accent: C.white, pattern: 'rays', cap: C.olive, volume: '250 ML',
  },
  chili: {
    body: C.tomato, label: C.cream, text: C.ink, name: 'CHILI', sub: 'CHILI-INFUSED OLIVE OIL',
    icon: chili(), accent: C.chartreuse, pattern: 'zigzag', volume: '250 ML',
  },
  garlic: {
    body: C.cream, label: C.olive, text: C.cream, name: 'GARLIC', sub: 'GARLIC-INFUSED OLIVE OIL',
    icon: garlic(), accent: C.olive, pattern: 'dots', cap: C.olive, volume: '250 ML',
  },
  reserve: {
    body: C.ink, label: C.gold, text: C.ink, name: 'RESERVE', sub: 'FIRST PRESS · 2027',
    icon: laurel(C.ink) + label(0, 14, '27', 38, C.ink, { family: 'serif' }), accent: C.brass, pattern: 'stripes', cap: C.brass,
  },
} satisfies Record<string, CanLook>;

export type CanName = keyof typeof CAN_LOOKS;

export const can = (name: CanName): string => squeezeCan(CAN_LOOKS[name]);
