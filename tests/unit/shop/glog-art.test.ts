// The glog's illustrations: every article has its own drawn picture, and it shows the article's subject.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTICLE_ART, articleAlt, articleArt, articleSvg, type Scene } from '../../../preview/data/art/glog-art';
import { loadShopData, SAMPLE_DATA_DIR } from '../../../preview/data/load';

const glog = loadShopData().blogs.find((b) => b.handle === 'glog')!;
const illustrated = glog.articles.filter((a) => a.image !== null);
const imagePath = (file: string) => join(SAMPLE_DATA_DIR, 'images', file);
const ARTICLE_IMAGE_BUDGET = 6 * 1024;

/**
 * What a reader expects to see, worked out from the article's title alone (first match wins): the
 * scene the picture must be drawn from and words its alt text must use.
 */
const SUBJECTS: [title: RegExp, scene: Scene, alt: RegExp][] = [
  [/focaccia/i, 'focaccia', /focaccia.*rosemary/],
  [/vinaigrette/i, 'dressing', /vinaigrette.*whisk/],
  [/\bcake\b/i, 'cake', /cake/],
  [/shakshuka/i, 'shakshuka', /shakshuka: eggs in tomato/],
  [/fried eggs/i, 'eggs', /fried eggs/],
  [/burrata/i, 'burrata', /burrata/],
  [/cans beat bottles/i, 'cans', /can .*bottle/],
  [/tomato toast/i, 'tomato-toast', /toast .*tomato/],
  [/garlic confit/i, 'garlic-confit', /jar .*garlic/],
  [/spaghetti/i, 'spaghetti', /spaghetti/],
  [/taste olive oil/i, 'tasting', /tasting glass/],
  [/potatoes/i, 'potatoes', /potatoes/],
  [/noodles/i, 'noodles', /noodles/],
  [/greek-ish salad/i, 'greek-salad', /salad.*feta/],
  [/smoke points/i, 'frying', /frying pan .*flame/],
  [/chicken/i, 'traybake', /chicken/],
  [/ice cream/i, 'ice-cream', /ice-cream/],
  [/growers/i, 'grove', /olive trees/],
  [/green sauce/i, 'green-sauce', /green herb sauce/],
  [/dipping oil/i, 'dipping-oil', /dipping oil.*bread/],
  [/granola/i, 'granola', /granola/],
  [/storing/i, 'storage', /cupboard.*stove/],
  [/peaches/i, 'peaches', /peach/],
  [/bean soup/i, 'soup', /bean soup/],
  [/refill/i, 'refills', /refill/],
  [/chickpeas/i, 'chickpeas', /chickpeas/],
  [/cookies/i, 'cookies', /cookies/],
  [/pasta water/i, 'pasta-pot', /pot of boiling pasta/],
  [/panzanella/i, 'panzanella', /panzanella/],
  [/pesto/i, 'pesto', /pesto/],
  [/popcorn/i, 'popcorn', /popcorn/],
  [/harvest/i, 'harvest', /olives .*new oil/],
];

describe('glog illustrations', () => {
  it('gives every illustrated article of the sample glog its own committed picture and alt text', () => {
    expect(illustrated.length).toBe(32);
    for (const article of illustrated) {
      const art = articleArt(article.handle);
      expect(article.image!.file, article.handle).toBe(art.file);
      expect(existsSync(imagePath(art.file)), art.file).toBe(true);
      expect(article.image!.alt, article.handle).toBe(articleAlt(art));
      expect([article.image!.width, article.image!.height]).toEqual([1600, 900]);
    }
    // No drawing is left without its article, and no two articles share a file.
    expect(ARTICLE_ART.map((a) => a.article).sort()).toEqual(illustrated.map((a) => a.handle).sort());
    expect(new Set(ARTICLE_ART.map((a) => a.file)).size).toBe(ARTICLE_ART.length);
  });

  it('draws the subject the article title names (focaccia a focaccia, vinaigrette a dressing, cake a cake)', () => {
    for (const article of illustrated) {
      const subject = SUBJECTS.find(([title]) => title.test(article.title));
      expect(subject, `no expected subject for "${article.title}"`).toBeDefined();
      const [, scene, alt] = subject!;
      expect(articleArt(article.handle).scene, article.title).toBe(scene);
      expect(article.image!.alt, article.title).toMatch(alt);
    }
  });

  it('commits exactly what the generator draws, each picture distinct, small and shapes only', () => {
    const seen = new Map<string, string>();
    for (const art of ARTICLE_ART) {
      const path = imagePath(art.file);
      const svg = readFileSync(path, 'utf8');
      expect(svg, `${art.file} is stale: run npx tsx preview/data/make-images.ts`).toBe(articleSvg(art));
      expect(statSync(path).size, art.file).toBeLessThan(ARTICLE_IMAGE_BUDGET);
      expect(svg, art.file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1600" height="900" viewBox="0 0 1600 900">/);
      expect(svg, art.file).not.toMatch(/<(text|image|style|script|use)\b|href=|url\(|font/);
      expect(seen.get(svg), `${art.file} repeats ${seen.get(svg)}`).toBeUndefined();
      seen.set(svg, art.file);
    }
    // The subject drawings themselves differ too, not only their backgrounds.
    expect(new Set(ARTICLE_ART.map((a) => a.scene)).size).toBe(ARTICLE_ART.length);
  });
});
