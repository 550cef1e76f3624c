// Seed for the glog (blogs.json): recipes and kitchen talk in the shop's voice.
import type { Article, Blog } from '../../shop/types';
import { ARTICLE_IMAGE_SIZE, articleAlt, articleArt } from '../art/glog-art';
import { escapeHtml } from '../../../src/contracts/html';
import { handleize } from '../../../src/contracts/handle';

interface ArticleSeed {
  title: string;
  tags: string[];
  lede: string;
  ingredients: string[];
  method: string;
  /** the article has no featured image (cards and the article page show their placeholder) */
  noImage?: true;
}

const SEEDS: ArticleSeed[] = [
  { title: 'Olive Oil Fried Eggs With Crispy Edges', tags: ['Recipes', 'Breakfast', 'Featured_Home'], lede: 'Lacy, crunchy, golden edges. The secret is more oil than feels polite and a pan that is properly hot.', ingredients: ['2 eggs', '3 tbsp The Everyday', 'Flaky salt', 'Hot Drop Chili Oil'], method: 'Heat the oil until it shimmers, crack in the eggs and spoon hot oil over the whites until they puff and crisp.' },
  { title: 'The Only Vinaigrette You Need', tags: ['Recipes', 'Salads', 'Featured_Summer'], lede: 'Three parts oil, one part vinegar, a pinch of salt and a shake. That is the whole recipe. Okay, fine, there is mustard too.', ingredients: ['6 tbsp The Everyday', '2 tbsp Red Wine Vinegar', '1 tsp Dijon mustard', 'Salt and pepper'], method: 'Put everything in a jar, screw the lid on tight and shake like you mean it.' },
  { title: 'Focaccia For People Who Are Scared Of Bread', tags: ['Recipes', 'Baking', 'Featured_Baking'], lede: 'No kneading, no fancy gear, no stress. Just a bowl, a pan and a very generous glug of olive oil.', ingredients: ['500 g bread flour', '400 ml warm water', '7 g yeast', '80 ml The Everyday', 'Rosemary and flaky salt'], method: 'Stir, rest overnight in the fridge, tip into an oiled pan, dimple with oily fingers and bake hot until deep golden.' },
  { title: 'Your Olive Oil Questions, Answered', tags: ['Kitchen Talk', 'Q&A'], lede: 'Does it go off? Can you cook with it? Is green better than gold? You asked, we answer (with feeling).', ingredients: ['Your questions', 'Our answers', 'A spoon for tasting'], method: 'Keep it cool, dark and capped, cook with it freely and trust your nose over the colour.', noImage: true },
  { title: 'Burrata With Lemon Oil And Too Much Pepper', tags: ['Recipes', 'Snacks'], lede: 'A ten-second starter that looks like you tried. We will not tell anyone.', ingredients: ['1 ball burrata', '2 tbsp Lemon Infused Oil', 'Cracked black pepper', 'Toasted bread'], method: 'Tear the burrata onto a plate, drown it in lemon oil, crack pepper from a height for drama.' },
  { title: 'Why Cans Beat Bottles (Sorry, Bottles)', tags: ['Kitchen Talk', 'Featured_Home'], lede: 'Light and air are olive oil\'s two worst enemies. A can keeps both out, which is why our oil tastes like the day it was pressed.', ingredients: ['A can', 'Some science', 'A little smugness'], method: 'Store your can away from the stove, keep the cap on and use it up within a couple of months of opening.' },
  { title: 'Tomato Toast, But Make It Summer', tags: ['Recipes', 'Breakfast', 'Featured_Summer'], lede: 'When tomatoes are this good, your only job is not to ruin them.', ingredients: ['Thick sourdough', 'Ripe tomatoes', '1 garlic clove', 'The Drizzle', 'Salt'], method: 'Toast the bread, rub it with garlic, pile on sliced tomatoes, salt them and finish with a long drizzle.' },
  { title: 'Olive Oil Cake That Stays Moist For Days', tags: ['Recipes', 'Baking', 'Featured_Baking'], lede: 'Butter cakes dry out. Olive oil cakes get better. This is a fact we will defend to the end.', ingredients: ['200 g flour', '200 g sugar', '3 eggs', '180 ml The Drizzle', '1 orange, zested and juiced'], method: 'Whisk the eggs and sugar, stream in the oil, fold in the rest and bake at 175°C for about 45 minutes.' },
  { title: 'Garlic Confit: Your Fridge\'s New Best Friend', tags: ['Recipes', 'Pantry'], lede: 'Slow-cooked garlic that spreads like butter, plus a jar of garlicky oil as a bonus.', ingredients: ['3 heads garlic, peeled', '250 ml The Everyday', 'A bay leaf'], method: 'Cover the cloves with oil, cook on the lowest heat for 40 minutes until soft and golden, cool and refrigerate.' },
  { title: 'Spaghetti Aglio e Olio At Midnight', tags: ['Recipes', 'Pasta', 'Dinner'], lede: 'Four ingredients, fifteen minutes, one very happy late-night you.', ingredients: ['200 g spaghetti', '6 tbsp The Everyday', '4 garlic cloves, sliced', 'Chili flakes', 'Parsley'], method: 'Gently fry the garlic in the oil, add chili, toss in the pasta with a splash of its water until glossy.' },
  { title: 'How To Taste Olive Oil Like A Pro', tags: ['Kitchen Talk'], lede: 'Warm it, sniff it, slurp it. Yes, slurp. The cough at the end? That is the good stuff.', ingredients: ['A small glass', 'A spoonful of oil', 'An open mind'], method: 'Cup the glass in your hand to warm it, breathe in deeply, sip with a little air and notice the peppery finish.' },
  { title: 'Crispy Smashed Potatoes', tags: ['Recipes', 'Dinner', 'Featured_Home'], lede: 'Boil, smash, roast. The crunchiest potatoes in the known universe.', ingredients: ['1 kg small potatoes', '5 tbsp The Everyday', 'Salt', 'Rosemary'], method: 'Boil until tender, smash flat on an oiled tray, drizzle more oil and roast at 220°C until shatteringly crisp.' },
  { title: 'Chili Crisp Noodles In Ten Minutes', tags: ['Recipes', 'Dinner', 'Spicy'], lede: 'For the nights when cooking feels like a big ask.', ingredients: ['Noodles of your choice', '2 tbsp Hot Drop Chili Oil', '1 tbsp soy sauce', 'Spring onions'], method: 'Cook the noodles, toss with chili oil and soy, scatter with spring onions and eat standing up.' },
  { title: 'Five-Minute Olive Oil Mayo', tags: ['Recipes', 'Pantry'], lede: 'Silky, garlicky and ready before the toast pops. A stick blender does all the work.', ingredients: ['1 egg', '200 ml The Everyday', '1 tsp mustard', 'Lemon juice', 'Salt'], method: 'Put everything in a tall jar, blend from the bottom up and watch it turn thick and glossy.', noImage: true },
  { title: 'A Greek-ish Salad For Hot Days', tags: ['Recipes', 'Salads'], lede: 'Chunky, salty, crunchy and cold. No lettuce was harmed.', ingredients: ['Cucumber', 'Tomatoes', 'Red onion', 'Feta', 'Olives', 'The Drizzle'], method: 'Chop everything big, lay the feta on top in one slab and pour over more oil than you think.' },
  { title: 'Smoke Points, Demystified', tags: ['Kitchen Talk'], lede: 'Can you fry with extra virgin olive oil? Yes. Yes you can. Let us explain.', ingredients: ['A pan', 'Good oil', 'Medium-high heat'], method: 'Quality extra virgin oil is stable at normal frying temperatures thanks to its antioxidants. Just do not let it smoke.' },
  { title: 'Roasted Lemon Chicken Traybake', tags: ['Recipes', 'Dinner'], lede: 'One tray, one hour, one very smug cook.', ingredients: ['8 chicken thighs', '2 lemons, quartered', '6 tbsp The Everyday', 'Garlic', 'Thyme'], method: 'Toss everything together on a tray, roast at 200°C for 45 minutes and squeeze the roasted lemons over at the end.' },
  { title: 'Olive Oil Ice Cream (Trust Us)', tags: ['Recipes', 'Dessert', 'Featured_Summer'], lede: 'Vanilla ice cream plus a fruity olive oil plus flaky salt equals a very strong opinion.', ingredients: ['Good vanilla ice cream', 'The Drizzle', 'Flaky salt'], method: 'Scoop, drizzle, salt. Then go back for seconds and pretend it was your idea.' },
  { title: 'Meet The Growers', tags: ['Kitchen Talk', 'Featured_Home'], lede: 'Our oil starts in a hillside grove tended by a family who has been pressing olives for four generations.', ingredients: ['Sun', 'Patience', 'Very old trees'], method: 'We visit every harvest, taste every batch and only can the ones that make us grin.' },
  { title: 'Herby Green Sauce For Everything', tags: ['Recipes', 'Pantry'], lede: 'Put it on eggs, fish, potatoes, your toast. Put it on more toast.', ingredients: ['Big handful of parsley', 'Mint', 'Capers', '1 lemon', '8 tbsp The Everyday'], method: 'Chop everything finely by hand, stir in the oil and lemon and season boldly.' },
  { title: 'Bread Dipping Oil, Restaurant Style', tags: ['Recipes', 'Snacks'], lede: 'The thing you eat too much of before the food even arrives. Now at home.', ingredients: ['The Drizzle', 'Balsamic or Red Wine Vinegar', 'Dried oregano', 'Chili flakes', 'Warm bread'], method: 'Pour a pool of oil onto a plate, add a few drops of vinegar and a pinch of herbs, then dunk.' },
  { title: 'Olive Oil Granola', tags: ['Recipes', 'Breakfast', 'Baking'], lede: 'Crunchier and more golden than the butter version, and it keeps for weeks.', ingredients: ['300 g oats', '100 g nuts', '80 ml The Everyday', '80 ml maple syrup', 'Salt'], method: 'Toss, spread thinly on a tray and bake at 160°C, stirring once, until deep golden.' },
  { title: 'Storing Olive Oil: Do\'s And Don\'ts', tags: ['Kitchen Talk'], lede: 'Do keep it cool and dark. Do not keep it next to the stove. Do keep the cap on. Easy.', ingredients: ['A cupboard', 'A cap', 'Good habits'], method: 'Use opened oil within two months and buy refills instead of giant tins that sit around.' },
  { title: 'Olive Oil Brownies (Yes, Really)', tags: ['Recipes', 'Baking', 'Dessert'], lede: 'Fudgy middles, crackly tops and a fruity finish nobody can quite place.', ingredients: ['150 ml The Drizzle', '200 g dark chocolate', '200 g sugar', '3 eggs', '80 g flour'], method: 'Melt the chocolate into the warm oil, whisk in sugar and eggs, fold in flour and bake at 180°C for 22 minutes.', noImage: true },
  { title: 'Grilled Peaches With Honey And Oil', tags: ['Recipes', 'Dessert', 'Featured_Summer'], lede: 'Sticky, smoky, sweet and a little salty. Summer on a plate.', ingredients: ['4 peaches, halved', 'The Drizzle', 'Honey', 'Yoghurt'], method: 'Brush the peaches with oil, grill cut-side down until charred, then finish with honey and a spoon of yoghurt.' },
  { title: 'White Bean Soup With A Green Swirl', tags: ['Recipes', 'Dinner'], lede: 'Cosy, cheap and ready in half an hour.', ingredients: ['2 tins white beans', '1 onion', 'Garlic', 'Stock', 'The Drizzle', 'Green sauce'], method: 'Soften the onion and garlic in oil, add beans and stock, simmer, blend half and swirl in green sauce.' },
  { title: 'Confessions Of A Refill Convert', tags: ['Kitchen Talk', 'Refills'], lede: 'I used to buy a new bottle every time. Now I keep one can and get refills. My cupboard thanks me.', ingredients: ['One can', 'Regular refills', 'Less clutter'], method: 'Pour each refill into your can, recycle the refill tin and never run out mid-recipe again.' },
  { title: 'Shakshuka For A Crowd', tags: ['Recipes', 'Breakfast'], lede: 'Eggs poached in a spicy tomato sauce. Bring bread. Lots of bread.', ingredients: ['2 tins tomatoes', '1 red pepper', '6 eggs', 'Cumin', 'The Everyday'], method: 'Cook down the pepper and tomatoes with spices in oil, make wells, crack in the eggs and cover until just set.' },
  { title: 'Crispy Chickpeas, Three Ways', tags: ['Recipes', 'Snacks'], lede: 'Salty, smoky and sweet. The snack that disappears while you are still taking the photo.', ingredients: ['2 tins chickpeas', '4 tbsp The Everyday', 'Smoked paprika', 'Cinnamon sugar'], method: 'Dry the chickpeas well, toss with oil and roast at 220°C for 30 minutes before seasoning.' },
  { title: 'Lemon Olive Oil Cookies', tags: ['Recipes', 'Baking', 'Featured_Baking'], lede: 'Chewy middles, crisp edges, and a bright lemony kick.', ingredients: ['250 g flour', '150 g sugar', '120 ml Lemon Infused Oil', '1 egg', 'Zest of 2 lemons'], method: 'Mix, roll into balls, roll in sugar and bake at 180°C for 10 minutes. Do not overbake!' },
  { title: 'The Great Pasta Water Debate', tags: ['Kitchen Talk', 'Pasta'], lede: 'Should you put oil in your pasta water? No. Should you put it on your pasta? Absolutely.', ingredients: ['Salty water', 'Pasta', 'Oil, afterwards'], method: 'Oil in the water just floats. Save it for the sauce, where it turns starchy pasta water into silk.' },
  { title: 'Panzanella With Day-Old Bread', tags: ['Recipes', 'Salads'], lede: 'Stale bread finally gets the glow-up it deserves.', ingredients: ['Stale bread', 'Ripe tomatoes', 'Cucumber', 'Basil', 'The Everyday', 'Red Wine Vinegar'], method: 'Toast torn bread in oil, toss with salted tomatoes and vinaigrette and rest for 20 minutes.' },
  { title: 'Pesto Without A Blender', tags: ['Recipes', 'Pasta', 'Pantry'], lede: 'A knife, a board and five minutes. The texture is better anyway.', ingredients: ['Basil', 'Pine nuts', 'Parmesan', 'Garlic', 'The Drizzle'], method: 'Chop everything together until fine, then loosen with plenty of oil and a squeeze of lemon.' },
  { title: 'What "Cold-Pressed" Actually Means', tags: ['Kitchen Talk', 'Q&A'], lede: 'Spoiler: it is about temperature, not about anyone shivering in a grove.', ingredients: ['Olives', 'A press under 27°C', 'No shortcuts'], method: 'Keeping the paste cool protects the flavour and the good stuff, which is why we never heat our olives.', noImage: true },
  { title: 'Olive Oil Popcorn', tags: ['Recipes', 'Snacks'], lede: 'Movie night, upgraded. Popped in oil, finished with more oil.', ingredients: ['100 g popcorn kernels', '3 tbsp The Everyday', 'Salt', 'Parmesan'], method: 'Pop the kernels in hot oil with a lid on, then toss with salt, parmesan and a final drizzle.' },
  { title: 'Harvest Diary: The First Press', tags: ['Kitchen Talk', 'Harvest'], lede: 'Cold mornings, loud machines and the greenest oil you have ever seen.', ingredients: ['Early olives', 'A very long day', 'Bread for tasting'], method: 'Olives go from tree to press within hours. The first oil is cloudy, spicy and gone in a week.' },
];

const AUTHORS = ['Olive Greenwood', 'Pip Calloway', 'Rosa Verde', 'Teo Marsh'];
const SIGN_OFFS = ['Go on, get drizzling.', 'Tag us when you make it!', 'Seconds are mandatory.', 'Your kitchen, your rules.'];



export function articleBody(seed: ArticleSeed, index: number): string {
  const items = seed.ingredients.map((i) => `<li>${escapeHtml(i)}</li>`).join('');
  return [
    `<p>${escapeHtml(seed.lede)}</p>`,
    `<h2>What you need</h2><ul>${items}</ul>`,
    `<h2>How it goes</h2><p>${escapeHtml(seed.method)}</p>`,
    `<p>${SIGN_OFFS[index % SIGN_OFFS.length]}</p>`,
  ].join('\n');
}

export function buildGlog(): Blog {
  // Newest first: one article every 20 days, going back about two years from late 2026 (all after
  // 2024-11-01, where preview/generate.ts starts its older generated articles).
  const newest = Date.parse('2026-11-10T08:00:00Z');
  const articles: Article[] = SEEDS.map((seed, i) => {
    const handle = handleize(seed.title);
    // Each illustration is drawn for its article (preview/data/art/glog-art.ts).
    const art = seed.noImage ? null : articleArt(handle);
    return {
      id: 9001 + i,
      handle,
      title: seed.title,
      author: AUTHORS[i % AUTHORS.length]!,
      body_html: articleBody(seed, i),
      summary_html: `<p>${escapeHtml(seed.lede)}</p>`,
      tags: seed.tags,
      published_at: new Date(newest - i * 20 * 86_400_000).toISOString(),
      image: art && { file: art.file, alt: articleAlt(art), ...ARTICLE_IMAGE_SIZE },
      template_suffix: null,
    };
  });
  return { id: 3001, handle: 'glog', title: 'The Glog', articles, template_suffix: null };
}
