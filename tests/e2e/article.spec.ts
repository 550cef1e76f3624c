// An article of the glog as a reader sees it, at 375 px and 1280 px: title, date and author, hero
// image, body, tags (Featured_ hidden) leading to the filtered blog, related articles, structured
// data, an article without an image, and axe.
import blogs from '../../preview/data/blogs.json' with { type: 'json' };
import { test, expect, layoutFreeTest, settle, wakeIsland } from './fixtures';
import { WIDTHS } from './keyboard-helpers';
import { expectNoAxeViolations } from './axe';

const GLOG = blogs[0]!;
const FEATURED = GLOG.articles.find((a) => a.image && a.tags.some((t) => t.startsWith('Featured_')))!;
const PLAIN = GLOG.articles.find((a) => a.image === null)!;
const shownTags = (tags: string[]) => tags.filter((t) => !t.startsWith('Featured_'));

test.beforeEach(async ({ context, baseURL }) => {
  // Whatever the age-gate setting, the gate is not what these tests are about.
  await context.addCookies([{ name: 'over_21', value: 'true', url: baseURL! }]);
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    const layoutFree = layoutFreeTest(width);

    test('the article: title, date, author, hero image, body, tags without Featured_, structured data, axe', async ({ page, watch }) => {
      await page.goto(`/blogs/glog/${FEATURED.handle}`);
      await settle(page);
      const main = page.locator('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(FEATURED.title);
      await expect(main.locator('.article__meta')).toContainText(`by ${FEATURED.author}`);
      await expect(main.locator('.article__meta time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
      const hero = main.locator('.article__image img');
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(main.locator('.article__content')).toContainText(
        FEATURED.body_html
          .replace(/<[^>]+>/g, ' ')
          .split(/\s+/)
          .slice(0, 4)
          .join(' '),
      );
      await expect(main.locator('.article__footer .tag')).toHaveText(shownTags(FEATURED.tags));
      await expect(main).not.toContainText('Featured_');
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as Record<string, unknown>;
      expect(ld).toMatchObject({ '@type': 'Article', headline: FEATURED.title });
      await expectNoAxeViolations(page, 'main');
      watch.expectClean();
    });

    layoutFree('related articles and tags lead on; the back link returns to the blog', async ({ page, watch }) => {
      await page.goto(`/blogs/glog/${FEATURED.handle}`);
      await settle(page);
      const related = page.getByRole('region', { name: 'More from the Glog' }).locator('.card__link');
      await expect(related).toHaveCount(3);
      const firstRelated = (await related.first().textContent())!.trim();
      expect(firstRelated).not.toBe(FEATURED.title);
      await related.first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstRelated);
      await settle(page);
      await page.goBack();
      const tag = shownTags(FEATURED.tags)[0]!;
      await page.locator('.article__footer').getByRole('link', { name: tag }).click();
      await expect(page).toHaveURL(new RegExp(`/blogs/glog/tagged/${tag.toLowerCase()}$`));
      await settle(page);
      await wakeIsland(page.locator('[data-widget="article-grid"]'));
      await expect(page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: tag, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await page.goBack();
      await settle(page);
      await page.getByRole('link', { name: 'Back to The Glog' }).click();
      await expect(page).toHaveURL(/\/blogs\/glog$/);
      watch.expectClean();
    });

    test('an article without an image reads without a hero and passes axe', async ({ page, watch }) => {
      await page.goto(`/blogs/glog/${PLAIN.handle}`);
      await settle(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PLAIN.title);
      await expect(page.locator('.article__image')).toHaveCount(0);
      await expect(page.locator('.article__content')).toBeVisible();
      await expectNoAxeViolations(page, 'main');
      watch.expectClean();
    });
  });
}
