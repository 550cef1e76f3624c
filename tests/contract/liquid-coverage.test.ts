// Keeps the offline storefront at 100 % of Shopify's documented, non-deprecated filters and tags
// (bundled docs data), and every object property this theme reads present in the preview's objects.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { deprecatedFilterCoverage, engineFor, filterCoverage, loadDocExamples, loadDocs, tagCoverage } from '../../preview/liquid-coverage/docs';
import { collectSamples, objectReport, type ObjectSamples } from '../../preview/liquid-coverage/objects';
import { themeUsage, usageReport } from '../../preview/liquid-coverage/theme-usage';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const docs = loadDocs();
const engine = engineFor(REPO_ROOT);

describe('documented filters and tags', () => {
  it('implements every documented, non-deprecated filter', () => {
    const { documented, missing } = filterCoverage(engine, docs);
    expect(documented).toBeGreaterThan(140);
    expect(missing).toEqual([]);
  });
  it('also renders the deprecated filters themes still use', () => {
    const { documented, missing } = deprecatedFilterCoverage(engine, docs);
    expect(documented).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
  it('implements every documented, non-deprecated tag', () => {
    const { documented, missing } = tagCoverage(engine, docs);
    expect(documented).toBeGreaterThan(25);
    expect(missing).toEqual([]);
  });
  it("parses every example of Shopify's filter and tag docs (keyword arguments such as interaction-policy: included)", () => {
    const examples = loadDocExamples();
    expect(examples.length).toBeGreaterThan(200);
    const failures = examples.flatMap(({ name, liquid }) => {
      try {
        engine.parse(liquid);
        return [];
      } catch (err) {
        return [`${name}: ${String(err).split('\n')[0]}`];
      }
    });
    expect(failures).toEqual([]);
  });
  it('leaves LiquidJS-only filters unregistered, so the count is not padded by them', () => {
    expect(engine.filters.where_exp).toBeUndefined();
    expect(docs.filters.some((f) => f.name === 'where_exp')).toBe(false);
  });
});

describe('objects', () => {
  let found: ObjectSamples;
  beforeAll(async () => {
    found = await collectSamples(docs);
  });
  it('provides the page globals and the template objects of each page type', () => {
    const { provided } = objectReport(docs, found);
    for (const name of [
      'shop',
      'settings',
      'cart',
      'customer',
      'request',
      'routes',
      'template',
      'content_for_header',
      'content_for_layout',
      'product',
      'collection',
      'article',
      'blog',
      'page',
      'search',
      'variant',
      'line_item',
      'image',
      'video',
      'order',
    ]) {
      expect(provided, name).toContain(name);
    }
  });
  it('has every object property this theme reads', () => {
    const usage = usageReport(themeUsage(REPO_ROOT, docs), found);
    expect(usage.used).toBeGreaterThan(50);
    expect(usage.missing.map((u) => `${u.object}.${u.property} (${u.files.join(', ')})`)).toEqual([]);
  });
});
