// Glog scenes, part one: each draws one article's subject on a 1600x900 canvas (centre 800,450).
import { breadSlice, cakeSlice, cakeWhole, focaccia } from './bakery';
import { table } from './backdrop';
import { burrata, drumstick, friedEgg, noodles, pool, potato, smashedPotato, spaghetti } from './dishes';
import { badge, bottle, bowl, can, flame, fork, jar, pan, plate, shadow, tastingGlass, tray, whisk } from './kitchen';
import { citrusSlice, cucumberSlice, feta, flecks, garlicClove, garlicHead, leaf, leaves, lemon, lemonHalf, olive, oliveBranch, onionRing, sprig, tomato, tomatoSlice, tomatoWedge } from './produce';
import { C } from './palette';
import { at, circle, dots, ellipse, line, opacity, path, rect, scatter } from './svg';

export const friedEggs = (): string =>
  at(770, 470, pan(300) + at(-90, -60, friedEgg(118, 4)) + at(90, 80, friedEgg(108, 9)) + flecks(14, 220, 200, C.tomato, 10, 3) + flecks(10, 220, 200, C.white, 8, 6)) +
  at(1290, 690, lemon(60), { r: -20 });

export const dressing = (): string =>
  table(690) +
  at(700, 500, jar(270, 340, '#E6BD45', 0.8, C.tomato) + at(0, 50, flecks(22, 100, 90, C.herb, 12, 4) + flecks(12, 100, 80, C.bake, 10, 8)), { r: -8 }) +
  line('M510 330q-30 60 0 120M470 370q-20 40 0 80M890 320q30 60 0 120', C.ink, 12, opacity(0.5)) +
  at(1010, 470, whisk(440, C.ink, C.tomato), { r: 22 }) +
  at(1220, 740, lemonHalf(70)) + at(420, 330, garlicClove(60), { r: -20 });

export const focacciaScene = (): string =>
  at(800, 440, focaccia(720, 450), { r: -5 }) +
  at(260, 660, sprig(220, C.olive, 34, 8), { r: -35 }) + at(1360, 280, sprig(200, C.olive, 30, 7), { r: 25 });

export const burrataScene = (): string =>
  at(760, 460, plate(300, C.sky, '#CBE8F3') + pool(200, 170, C.oil, 5) + at(-10, 0, burrata(135)) + at(-180, 150, citrusSlice(62)) + at(190, -150, citrusSlice(54)) + flecks(70, 220, 200, C.ink, 9, 2)) +
  at(1240, 560, breadSlice(120, '#E8B45E'), { r: 18 }) + at(360, 300, lemon(70), { r: 15 });

export const cansVersusBottles = (): string =>
  table(700) +
  at(1280, 170, circle(0, 0, 80, C.yolk) + line('M-120 60l-80 40M-60 120l-40 80M-150-10l-90 0', C.yolk, 14)) +
  at(660, 470, can(460)) + at(660, 140, badge(true, 46)) +
  at(1000, 530, bottle(380, '#9DB86B'), { r: 6 }) + at(1010, 250, badge(false, 46));

export const tomatoToast = (): string =>
  at(780, 460, breadSlice(270, '#E8B45E') + at(-90, -60, tomatoSlice(88)) + at(80, -70, tomatoSlice(82)) + at(-60, 110, tomatoSlice(84)) + at(110, 100, tomatoSlice(80)) +
    line('M-190-150q120 80 380 0', C.oil, 12) + flecks(16, 180, 200, C.white, 9, 5), { r: -8 }) +
  at(1200, 650, garlicClove(64), { r: 20 }) + at(400, 290, tomato(90)) + at(1230, 260, tomato(64), { r: 12 });

export const oliveOilCake = (): string =>
  table(720) +
  at(660, 420, cakeWhole(250)) +
  at(1140, 650, cakeSlice(300)) +
  at(1220, 290, citrusSlice(70, '#F08A24', '#FBB45A')) + at(300, 690, circle(0, 0, 72, '#F08A24') + leaf(70, C.herb, 20, -64, -60));

export const garlicConfit = (): string =>
  table(700) +
  at(720, 480, jar(300, 380, '#E6BD45', 0.85, C.cream) +
    [[-70, 40, -20], [40, 90, 15], [-20, 130, 40], [80, 10, -10], [-80, 120, 5], [20, -40, 30]].map(([x, y, r]) => at(x!, y!, garlicClove(34), { r: r! })).join('') +
    at(-10, 0, leaf(110, C.olive, -60, 20, -70))) +
  at(1100, 610, shadow(110, 16, 100) + garlicHead(100)) + at(1260, 730, garlicClove(44), { r: 30 }) + at(400, 700, garlicClove(40), { r: -20 });

export const midnightSpaghetti = (): string =>
  at(1200, 170, circle(0, 0, 80, C.cream) + circle(40, -22, 72, C.ink)) +
  dots([[360, 160], [520, 110], [980, 90], [1420, 320], [300, 380]], C.cream, 12) +
  at(780, 480, plate(300) + spaghetti(200) + dots(scatter(10, 150, 140, 2), C.garlic, 26) + flecks(14, 170, 150, C.tomato, 11, 4) + flecks(24, 180, 160, C.leaf, 12, 9)) +
  at(1200, 560, fork(420, C.white), { r: 18 });

export const tasting = (): string =>
  table(700) +
  at(720, 420, tastingGlass(170, '#C8B534')) +
  line('M640 220q-30-40 0-80t0-80M730 200q-30-40 0-80t0-80M820 220q-30-40 0-80t0-80', C.olive, 12, opacity(0.6)) +
  at(1010, 520, can(300)) +
  at(1230, 680, ellipse(0, 10, 170, 50, C.white) + ellipse(0, 0, 130, 34, C.cream) + [[-70, -10], [-10, 0], [50, -12], [20, -34], [-40, -36]].map(([x, y]) => at(x!, y!, olive(26))).join('')) +
  at(250, 260, oliveBranch(360), { r: 10 });

export const smashedPotatoes = (): string =>
  at(800, 460, tray(860, 540) +
    [[-270, -120, 1], [0, -130, 2], [270, -110, 3], [-260, 110, 4], [10, 100, 5], [270, 120, 6]].map(([x, y, s]) => at(x!, y!, smashedPotato(105, s!))).join('') +
    at(-140, 0, sprig(140, C.olive, 24, 6), { r: 60 }) + at(330, -10, sprig(120, C.olive, 22, 5), { r: -30 }) + flecks(20, 380, 220, C.white, 9, 4)) +
  at(1330, 700, potato(60, 3), { r: -20 }) + at(1250, 780, potato(50, 5), { r: 10 });

export const chiliNoodles = (): string =>
  at(780, 470, bowl(300, C.ink, '#B43A26') + noodles(230) + flecks(40, 210, 200, '#C0341F', 14, 3) + flecks(18, 210, 200, C.white, 7, 8) +
    dots(scatter(14, 200, 180, 5), C.leaf, 30) + dots(scatter(14, 200, 180, 5), '#C9E08A', 14)) +
  at(1130, 450, rect(-14, -330, 28, 620, 14, C.wood) + rect(26, -320, 28, 620, 14, C.bake), { r: 28 });

export const greekSalad = (): string =>
  at(790, 460, bowl(310, C.olive, C.cream) +
    [[-150, -90, 0], [120, 120, 140], [-60, 160, 250], [170, -110, 60]].map(([x, y, r]) => at(x!, y!, tomatoWedge(110), { r: r! })).join('') +
    [[40, -170], [-190, 60], [200, 20], [0, 200]].map(([x, y]) => at(x!, y!, cucumberSlice(58))).join('') +
    [[-60, -40], [90, 60]].map(([x, y]) => at(x!, y!, onionRing(60))).join('') +
    [[-120, 60], [60, 140], [150, -30], [-20, -180], [-200, -30]].map(([x, y]) => at(x!, y!, olive(26, '#3B2A3A'))).join('') +
    at(10, -10, feta(230, 160), { r: -12 })) +
  at(1280, 640, lemonHalf(72)) + at(330, 280, leaves(3, 80, C.herb, 70), { r: 20 });

export const smokePoints = (): string =>
  table(760) +
  at(760, 560, path('M-260-30h520l-40 100h-440z', C.steel) + rect(240, -16, 300, 32, 16, C.ink) + ellipse(0, -30, 260, 22, '#2B3325') + ellipse(-20, -32, 170, 12, C.oil) +
    at(0, 170, flame(1.1)) + at(-120, 160, flame(0.8)) + at(120, 160, flame(0.8))) +
  line('M640 440q-40-60 0-120t0-120M760 430q-40-60 0-120t0-120M880 440q-40-60 0-120t0-120', C.white, 16, opacity(0.7)) +
  at(1200, 380, rect(-22, -180, 44, 320, 22, C.white) + circle(0, 160, 50, C.white) + rect(-10, -60, 20, 220, 10, C.tomato) + circle(0, 160, 36, C.tomato)) + at(1300, 180, badge(true, 50));

export const lemonChickenTraybake = (): string =>
  at(800, 460, tray(880, 540) +
    [[-290, -130, 1, -20], [-20, -140, 2, 10], [230, -120, 3, -10], [-250, 120, 4, 200], [20, 110, 5, 160], [250, 130, 6, 190]].map(([x, y, s, r]) => at(x!, y!, drumstick(90, s!), { r: r! })).join('') +
    [[-130, 0], [130, -10], [360, 0]].map(([x, y]) => at(x!, y!, lemonHalf(58))).join('') +
    at(120, -190, sprig(90, C.olive, 12, 6), { r: 70 }) + at(-100, 190, sprig(90, C.olive, 12, 6), { r: -60 }) + dots([[-20, 10], [190, -60]], C.garlic, 30));
