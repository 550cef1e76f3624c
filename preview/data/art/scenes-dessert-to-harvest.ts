// Glog scenes, part two: each draws one article's subject on a 1600x900 canvas (centre 800,450).
import { baguette, breadChunk, breadRound, breadSlice, cookie, crouton, popcorn } from './bakery';
import { table } from './backdrop';
import { chickpeas, friedEgg, granola, greenSauce, iceCream, peachHalf, pool, spaghetti, swirl } from './dishes';
import { badge, board, bowl, can, drop, flame, jar, knife, pan, plate, pot, shadow, spoon } from './kitchen';
import { citrusSlice, cucumberSlice, flecks, garlicClove, garlicHead, leaves, lemon, lemonHalf, oliveBranch, oliveHeap, onionRing, peach, tomatoWedge } from './produce';
import { C } from './palette';
import { at, blob, circle, dots, ellipse, line, nums, opacity, path, rect, scatter } from './svg';

/** Side view: an olive tree, silver-green crown dotted with olives, height `h`. */
const oliveTree = (h: number, seed: number): string =>
  path(`M-18 0c10-${nums(h * 0.25)}-30-${nums(h * 0.35)}-6-${nums(h * 0.55)}l30 4c-16 ${nums(h * 0.2)} 26 ${nums(h * 0.3)} 14 ${nums(h * 0.51)}z`, C.cocoa) +
  at(0, -h * 0.68, path(blob(h * 0.5, h * 0.3, 9, 0.16, seed), '#6F8F45') + path(blob(h * 0.36, h * 0.2, 8, 0.16, seed + 1), '#93AE6A', ` transform="translate(-${nums(h * 0.08)} -${nums(h * 0.08)})"`) +
    dots(scatter(9, h * 0.38, h * 0.2, seed), '#3B2A3A', h * 0.05));

export const oliveOilIceCream = (): string =>
  at(800, 420, iceCream(560)) + at(1160, 560, can(300, C.chartreuse, C.cream, C.tomato), { r: -35 }) + at(1010, 420, drop(70));

export const meetTheGrowers = (): string =>
  at(1280, 190, circle(0, 0, 90, C.yolk)) +
  path('M0 560Q400 420 800 520T1600 470V900H0z', '#B7CF6A') + path('M0 700Q500 600 900 680T1600 640V900H0z', '#7E9A4E') +
  at(420, 640, oliveTree(380, 3)) + at(800, 700, oliveTree(460, 7)) + at(1190, 660, oliveTree(360, 11)) +
  at(980, 800, ellipse(0, 20, 150, 24, C.ink, opacity(0.15)) + path('M-130-40h260l-30 80h-200z', C.wood) + line('M-120-20h240M-110 10h220', C.bake, 8) + at(0, -50, oliveHeap(2, 6, 17)));

export const herbyGreenSauce = (): string =>
  at(760, 470, bowl(250, C.white, '#6E9B2E') + greenSauce(190, 180, 4) + at(40, 10, spoon(320, C.steel), { r: -35 })) +
  at(1160, 360, leaves(5, 150, C.herb, 110, -70)) + at(1180, 660, lemonHalf(80)) +
  at(380, 320, leaves(4, 110, C.leaf, 90, -120)) + dots(scatter(8, 60, 40, 3).map(([x, y]) => [x + 400, y + 680]), C.olive, 30);

export const breadDippingOil = (): string =>
  at(780, 470, plate(280) + pool(210, 190, C.oil, 3) + dots(scatter(7, 120, 110, 2), C.berry, 44) + flecks(30, 170, 150, C.olive, 10, 6) + flecks(10, 150, 140, C.tomato, 10, 9)) +
  at(800, 800, baguette(760), { r: -4 }) + [[1190, 340, 1], [1250, 560, 2], [360, 400, 3]].map(([x, y, s]) => at(x!, y!, breadRound(90, s!), { r: s! * 40 })).join('');

export const oliveOilGranola = (): string =>
  at(760, 470, bowl(290, C.sky, C.cream) + granola(60, 220, 210, 4) + dots(scatter(8, 180, 170, 12), C.berry, 30) + at(160, -60, spoon(380, C.white), { r: 35 })) +
  at(1260, 520, shadow(110, 20, 170) + jar(190, 300, '#D9A45B', 0.8, C.olive) + at(0, 30, granola(16, 60, 80, 9))) +
  dots(scatter(10, 80, 60, 5).map(([x, y]) => [x + 330, y + 300]), '#D9A45B', 24);

export const storingOliveOil = (): string =>
  table(760) +
  at(560, 450, rect(-250, -300, 500, 560, 24, C.wood) + rect(-220, -270, 440, 500, 12, '#3A2A1A') + rect(-220, -30, 440, 20, 0, C.wood) +
    at(-110, -120, can(200)) + at(70, -120, can(200, C.tomato, C.cream, C.chartreuse)) + at(-20, 130, can(180, C.sky, C.cream, C.olive)) +
    path('M250-300l150 60v540l-150 20z', '#B07A40') + circle(370, 10, 14, C.cream)) + at(560, 130, badge(true, 46)) +
  at(1170, 560, rect(-200, -130, 400, 330, 20, C.white) + rect(-200, -130, 400, 40, 20, C.steel) + ellipse(-90, -150, 70, 16, C.ink) + ellipse(90, -150, 70, 16, C.ink) + at(-90, -170, flame(0.7)) + at(90, -170, flame(0.7)) +
    circle(-120, 40, 18, C.ink) + circle(-60, 40, 18, C.ink) + rect(40, 20, 120, 100, 10, C.ink, opacity(0.2))) + at(1170, 260, badge(false, 46));

export const grilledPeaches = (): string =>
  at(760, 460, rect(-330, -270, 660, 540, 40, C.ink) + line([-200, -100, 0, 100, 200].map((y) => `M-290 ${y * 1.2}H290`).join(''), '#4A5340', 18) +
    [[-150, -120, 1], [150, -110, 2], [-140, 140, 3], [160, 140, 4]].map(([x, y, s]) => at(x!, y!, peachHalf(110, s!))).join('') +
    line('M-220-250q120 120 0 220t80 260', C.yolk, 12, opacity(0.9))) +
  at(1240, 640, bowl(110, C.sky, C.white)) + at(330, 250, peach(90)) + at(1240, 300, rect(-12, -120, 24, 170, 12, C.wood) + ellipse(0, 70, 50, 60, C.yolk) + line('M-50 50h100M-50 80h100M-44 110h88', C.bake, 10), { r: 20 });

export const whiteBeanSoup = (): string =>
  at(770, 460, bowl(300, C.olive, '#F3EBD6') + at(0, 0, swirl(150, '#6E9B2E', 22)) + dots(scatter(9, 200, 190, 3).filter(([x, y]) => Math.hypot(x, y) > 150), C.white, 44) + flecks(16, 200, 190, C.ink, 8, 7)) +
  at(1200, 600, breadSlice(120, C.crumb), { r: 20 }) + at(380, 300, garlicHead(70)) + at(1230, 260, leaves(3, 90, C.herb, 60), { r: 30 });

export const refillConvert = (): string =>
  table(700) +
  at(560, 450, can(480)) +
  at(1030, 560, can(260, C.sky, C.cream, C.olive)) + at(1260, 590, can(220, C.sky, C.cream, C.olive)) +
  line('M980 360C980 180 760 140 700 200', C.olive, 22) + path('M640 200l80-50 10 90z', C.olive) +
  line('M1360 240a90 90 0 1 1-60-90', C.olive, 18, opacity(0.8)) + path('M1290 110l40 40-55 15z', C.olive, opacity(0.8));

export const shakshuka = (): string =>
  at(760, 460, pan(290, C.ink) + path(blob(240, 240, 10, 0.04, 5), '#C63C24') + flecks(18, 200, 200, '#E07A2E', 24, 8) +
    [[-100, -90, 1], [100, -100, 2], [-110, 100, 3], [110, 90, 4], [0, 0, 5]].map(([x, y, s]) => at(x!, y!, friedEgg(62, s!, C.white))).join('') +
    flecks(24, 210, 210, C.leaf, 13, 4)) +
  at(400, 300, breadSlice(100), { r: -20 }) + at(1280, 700, breadChunk(90, 5), { r: 20 });

export const crispyChickpeas = (): string =>
  (
    [
      [430, 470, C.tomato, '#E8C58A'],
      [800, 430, C.sky, '#D9663A'],
      [1170, 470, C.cream, '#B97E4A'],
    ] as const
  )
    .map(([x, y, rim, pea], i) => at(x, y, bowl(185, rim, C.white) + chickpeas(26, 130, 125, pea, i + 3) + flecks(12, 120, 110, i === 1 ? C.tomato : C.white, 9, i)))
    .join('');

export const lemonCookies = (): string =>
  at(760, 460, plate(300) + [[-110, -100, 1], [110, -110, 2], [-130, 110, 3], [120, 100, 4], [0, 0, 5]].map(([x, y, s]) => at(x!, y!, cookie(95, s!))).join('')) +
  at(1210, 330, lemon(100), { r: -15 }) + at(1230, 640, citrusSlice(80)) +
  line('M330 680q30-30 60 0t60 0M360 240q30-30 60 0t60 0', C.lemon, 12);

export const pastaWater = (): string =>
  table(720) +
  at(600, 520, pot(380, 320, C.sky) + ellipse(0, -150, 175, 20, '#CFE9F4') + dots([[-90, -150], [40, -155], [110, -146]], C.white, 26) +
    line('M-60-160l-60-220M-20-160l-10-240M30-160l50-230M80-160l90-200', '#F2CF6B', 14)) +
  line('M440 200q-30-40 0-80M760 200q-30-40 0-80', C.white, 14, opacity(0.7)) +
  at(770, 180, drop(90)) + at(830, 150, badge(false, 34)) +
  at(1140, 560, plate(180) + spaghetti(120) + at(40, -70, drop(60))) + at(1260, 380, badge(true, 40));

export const panzanella = (): string =>
  at(790, 460, bowl(310, C.tomato, C.cream) +
    [[-150, -110, 20], [60, -190, -15], [190, 30, 35], [-60, 170, 10], [-200, 70, -25], [20, -40, 40], [150, 170, 5]].map(([x, y, r]) => at(x!, y!, crouton(84), { r: r! })).join('') +
    [[-40, -150, 20], [130, 110, 200], [-200, -40, 300], [-130, 130, 160]].map(([x, y, r]) => at(x!, y!, tomatoWedge(84), { r: r! })).join('') +
    [[150, -170], [-180, -160], [210, 130]].map(([x, y]) => at(x!, y!, cucumberSlice(44))).join('') + at(60, 60, onionRing(40)) +
    at(-10, 40, leaves(3, 90, C.herb, 120, -60)) + at(180, -20, leaves(2, 80, C.herb, 60, 120))) +
  at(1250, 640, breadChunk(90, 9)) + at(340, 280, leaves(4, 90, C.herb, 90), { r: 10 });

export const pestoByHand = (): string =>
  at(800, 460, board(900, 560) +
    at(-230, -60, leaves(7, 140, C.herb, 150, -90)) +
    at(-260, 160, garlicClove(46), { r: 20 }) + at(-170, 170, garlicClove(42), { r: -30 }) +
    dots(scatter(16, 80, 50, 5).map(([x, y]) => [x - 20, y + 170]), C.garlic, 28) +
    at(40, -170, path('M-100 40l200-90v90z', '#F2D27A') + path('M-100 40h200v26h-200z', C.crust)) +
    at(220, 50, bowl(150, C.cream, '#5E8C2A') + greenSauce(110, 105, 8, '#5E8C2A')) +
    at(0, 220, knife(560), { r: 90 }));

export const popcornNight = (): string => {
  const stripes = [-2, -1, 0, 1, 2].map((i) => `M${i * 70 - 20} -210l${i * 10} 420`).join('');
  return (
    table(760) +
    at(780, 500, shadow(240, 24, 240) + path('M-240-210h480l-60 450h-360z', C.cream) + line(stripes, C.tomato, 40) + path('M-250-230h500v40h-500z', C.tomato) +
      [[-200, -260], [-100, -300], [0, -320], [110, -300], [200, -250], [-150, -220], [50, -240], [170, -210]].map(([x, y], i) => at(x!, y!, popcorn(80, i))).join('') +
      line('M-200-330q100 80 180 0t200 10', C.oil, 12)) +
    [[1180, 700], [1300, 600], [400, 720], [330, 620]].map(([x, y], i) => at(x!, y!, popcorn(50, i + 9))).join('')
  );
};

export const harvestFirstPress = (): string =>
  table(720) +
  at(640, 560, ellipse(0, 160, 300, 26, C.ink, opacity(0.14)) + rect(-280, -60, 560, 220, 16, C.wood) + line('M-280 0h560M-280 60h560M-280 120h560', C.bake, 10) +
    at(0, -80, oliveHeap(3, 9, 30)) + at(100, -160, oliveBranch(280), { r: -20 })) +
  at(1130, 500, shadow(90, 16, 190) + path('M-80-180h160l-20 370h-120z', C.white, opacity(0.5)) + path('M-74-80h148l-14 262h-120z', '#9CB62E') + ellipse(0, -80, 74, 12, '#B7CF42')) +
  at(1300, 190, circle(0, 0, 70, C.yolk));
