// Which illustration each glog article gets (its subject, background, alt text) and its SVG.
import { HEIGHT, WIDTH, backdrop } from './backdrop';
import * as one from './scenes-breakfast-to-dinner';
import * as two from './scenes-dessert-to-harvest';
import { C } from './palette';
import { svgDocument } from './svg';

/** What a glog illustration shows; one drawing per subject. */
export const SCENES = {
  eggs: one.friedEggs,
  dressing: one.dressing,
  focaccia: one.focacciaScene,
  burrata: one.burrataScene,
  cans: one.cansVersusBottles,
  'tomato-toast': one.tomatoToast,
  cake: one.oliveOilCake,
  'garlic-confit': one.garlicConfit,
  spaghetti: one.midnightSpaghetti,
  tasting: one.tasting,
  potatoes: one.smashedPotatoes,
  noodles: one.chiliNoodles,
  'greek-salad': one.greekSalad,
  frying: one.smokePoints,
  traybake: one.lemonChickenTraybake,
  'ice-cream': two.oliveOilIceCream,
  grove: two.meetTheGrowers,
  'green-sauce': two.herbyGreenSauce,
  'dipping-oil': two.breadDippingOil,
  granola: two.oliveOilGranola,
  storage: two.storingOliveOil,
  peaches: two.grilledPeaches,
  soup: two.whiteBeanSoup,
  refills: two.refillConvert,
  shakshuka: two.shakshuka,
  chickpeas: two.crispyChickpeas,
  cookies: two.lemonCookies,
  'pasta-pot': two.pastaWater,
  panzanella: two.panzanella,
  pesto: two.pestoByHand,
  popcorn: two.popcornNight,
  harvest: two.harvestFirstPress,
} satisfies Record<string, () => string>;

export type Scene = keyof typeof SCENES;

export interface ArticleArt {
  /** the article's handle in blogs.json */
  article: string;
  /** the image file under preview/data/images; numbers never move, so links to them keep working */
  file: string;
  scene: Scene;
  background: string;
  /** what the picture shows, for the image's alt text */
  shows: string;
}

const art = (n: number, article: string, scene: Scene, background: string, shows: string): ArticleArt => ({
  article,
  file: `articles/article-${String(n).padStart(2, '0')}.svg`,
  scene,
  background,
  shows,
});

/** Every illustrated article's picture; articles without one (noImage in the seed) are absent. */
export const ARTICLE_ART: readonly ArticleArt[] = [
  art(1, 'olive-oil-fried-eggs-with-crispy-edges', 'eggs', C.chartreuse, 'two fried eggs with lacy golden edges in a frying pan'),
  art(2, 'the-only-vinaigrette-you-need', 'dressing', C.sky, 'a jar of golden vinaigrette beside a whisk, half a lemon and a garlic clove'),
  art(3, 'focaccia-for-people-who-are-scared-of-bread', 'focaccia', C.tomato, 'a dimpled focaccia in its tin with rosemary and flaky salt'),
  art(4, 'burrata-with-lemon-oil-and-too-much-pepper', 'burrata', C.olive, 'burrata on a plate in a pool of lemon oil, covered in black pepper, with toast'),
  art(5, 'why-cans-beat-bottles-sorry-bottles', 'cans', C.chartreuse, 'an olive oil can with a tick beside a glass bottle with a cross, under the sun'),
  art(6, 'tomato-toast-but-make-it-summer', 'tomato-toast', C.sky, 'a slice of toast topped with tomato slices and a drizzle of oil'),
  art(7, 'olive-oil-cake-that-stays-moist-for-days', 'cake', C.tomato, 'a round olive oil cake dusted with sugar and topped with orange, and a slice'),
  art(8, 'garlic-confit-your-fridges-new-best-friend', 'garlic-confit', C.olive, 'a jar of golden oil full of garlic cloves, next to a head of garlic'),
  art(9, 'spaghetti-aglio-e-olio-at-midnight', 'spaghetti', C.ink, 'a plate of spaghetti with garlic, chili and parsley under the moon'),
  art(10, 'how-to-taste-olive-oil-like-a-pro', 'tasting', C.tan, 'a tasting glass of golden-green olive oil, a can, a dish of olives and an olive branch'),
  art(11, 'crispy-smashed-potatoes', 'potatoes', C.tomato, 'crispy smashed potatoes on a baking tray with rosemary, and two whole potatoes'),
  art(12, 'chili-crisp-noodles-in-ten-minutes', 'noodles', C.chartreuse, 'a bowl of noodles in chili oil with spring onions and chopsticks'),
  art(13, 'a-greek-ish-salad-for-hot-days', 'greek-salad', C.sky, 'a bowl of Greek salad: tomato, cucumber, red onion, olives and a slab of feta'),
  art(14, 'smoke-points-demystified', 'frying', C.tan, 'a frying pan over a flame with a thermometer and a tick'),
  art(15, 'roasted-lemon-chicken-traybake', 'traybake', C.chartreuse, 'roast chicken drumsticks, lemon halves and thyme on a baking tray'),
  art(16, 'olive-oil-ice-cream-trust-us', 'ice-cream', C.tomato, 'an ice-cream cone drizzled with olive oil and flaky salt, next to a can'),
  art(17, 'meet-the-growers', 'grove', C.sky, 'olive trees on green hills with a crate of olives'),
  art(18, 'herby-green-sauce-for-everything', 'green-sauce', C.tan, 'a bowl of green herb sauce with parsley and half a lemon'),
  art(19, 'bread-dipping-oil-restaurant-style', 'dipping-oil', C.olive, 'a plate of dipping oil with drops of vinegar and herbs, a baguette and rounds of bread'),
  art(20, 'olive-oil-granola', 'granola', C.tomato, 'a bowl of golden granola with berries, and a jar of it'),
  art(21, 'storing-olive-oil-dos-and-donts', 'storage', C.sky, 'cans in a dark cupboard with a tick, and a hot stove with a cross'),
  art(22, 'grilled-peaches-with-honey-and-oil', 'peaches', C.chartreuse, 'peach halves on a grill, a whole peach, a honey dipper and a bowl of yoghurt'),
  art(23, 'white-bean-soup-with-a-green-swirl', 'soup', C.tomato, 'a bowl of white bean soup with a swirl of green sauce'),
  art(24, 'confessions-of-a-refill-convert', 'refills', C.chartreuse, 'a can being refilled from two refill tins'),
  art(25, 'shakshuka-for-a-crowd', 'shakshuka', C.chartreuse, 'a skillet of shakshuka: eggs in tomato sauce with herbs, and bread'),
  art(26, 'crispy-chickpeas-three-ways', 'chickpeas', C.olive, 'three bowls of crispy chickpeas: salted, smoky paprika and cinnamon sugar'),
  art(27, 'lemon-olive-oil-cookies', 'cookies', C.sky, 'a plate of crackled lemon cookies with a lemon'),
  art(28, 'the-great-pasta-water-debate', 'pasta-pot', C.tan, 'a pot of boiling pasta with a crossed-out oil drop, and pasta dressed with oil'),
  art(29, 'panzanella-with-day-old-bread', 'panzanella', C.chartreuse, 'a bowl of panzanella: toasted bread cubes, tomatoes, cucumber and basil'),
  art(30, 'pesto-without-a-blender', 'pesto', C.tomato, 'basil, garlic, pine nuts and parmesan on a chopping board with a knife and pesto'),
  art(31, 'olive-oil-popcorn', 'popcorn', C.sky, 'a striped tub of popcorn drizzled with olive oil'),
  art(32, 'harvest-diary-the-first-press', 'harvest', C.tan, 'a crate of freshly picked olives and a glass of cloudy green new oil'),
];

export const ARTICLE_IMAGE_SIZE = { width: WIDTH, height: HEIGHT } as const;

/** The picture for an article handle; throws for an article that has none. */
export function articleArt(handle: string): ArticleArt {
  const found = ARTICLE_ART.find((a) => a.article === handle);
  if (!found) throw new Error(`no illustration for the glog article "${handle}" (add it to ARTICLE_ART)`);
  return found;
}

/** The image's alt text, in the shop's plain voice. */
export const articleAlt = (a: ArticleArt): string => `Illustration: ${a.shows}`;

export function articleSvg(a: ArticleArt): string {
  const seed = Number(a.file.replace(/\D/g, ''));
  return svgDocument(WIDTH, HEIGHT, a.background, backdrop(a.background, seed) + SCENES[a.scene]());
}
