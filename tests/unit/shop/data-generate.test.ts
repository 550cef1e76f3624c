import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/temp-dir';
import { loadShopData } from '../../../preview/data/load';
import { generate } from '../../../preview/generate';

describe('preview/generate', () => {
  it('writes a data directory loadShopData reads back, with the sample shop kept', () => {
    const out = join(tempDir('olivine-gen-'), 'large');
    generate({ products: 60, articles: 45, out });
    const data = loadShopData(out);
    expect(data.products).toHaveLength(60);
    expect(data.blogs[0]!.articles).toHaveLength(45);
    expect(data.products.find((p) => p.handle === 'the-duo')).toBeDefined();
    expect(data.customers[0]!.email).toBe('olive@example.com');
    for (const p of data.products) expect(existsSync(join(out, 'images', p.images[0]!.file))).toBe(true);
    const dates = data.blogs[0]!.articles.map((a) => a.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('runs from the command line and rejects bad flags with a clear message', () => {
    const out = join(tempDir('olivine-gen-'), 'cli');
    const tsx = join(process.cwd(), 'node_modules/.bin/tsx');
    const stdout = execFileSync(tsx, ['preview/generate.ts', '--products', '20', '--articles', '40', '--out', out], { encoding: 'utf8' });
    expect(stdout).toMatch(/wrote 20 products and 40 articles/);
    expect(loadShopData(out).products).toHaveLength(20);
    expect(() => execFileSync(tsx, ['preview/generate.ts', '--products', 'lots'], { encoding: 'utf8', stdio: 'pipe' })).toThrow(
      /--products needs a whole number/,
    );
  });
});
