// @vitest-environment jsdom
// Olivine's localization form on the sample shop: the footer offers the shop's languages and the
// market's countries, in the page's language; posting it switches the URL's language prefix and
// remembers the country; each selector follows its footer setting.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import { client, sampleServerPerFile, tempDir } from './helpers';

const sample = sampleServerPerFile();
const doc = async (res: Response) => new DOMParser().parseFromString(await res.text(), 'text/html');
const form = (d: Document) => d.querySelector<HTMLFormElement>('footer form.localization-form');
const options = (d: Document, name: string) =>
  [...d.querySelectorAll<HTMLOptionElement>(`footer select[name="${name}"] option`)].map((o) => `${o.value}:${o.textContent}${o.selected ? '*' : ''}`);

describe('the footer localization form', () => {
  it('on a French page: French labels, the languages by their own names, the countries in French', async () => {
    const res = await sample.get('/fr/products/the-everyday');
    expect(res.status).toBe(200);
    const d = await doc(res);
    expect(d.documentElement.lang).toBe('fr');
    const f = form(d)!;
    expect(f.getAttribute('action')).toBe('/fr/localization');
    expect(f.querySelector<HTMLInputElement>('input[name="return_to"]')!.value).toBe('/fr/products/the-everyday');
    expect([...f.querySelectorAll('label')].map((l) => `${l.textContent}→${d.getElementById(l.htmlFor)?.getAttribute('name')}`)).toEqual([
      'Langue→language_code',
      'Pays/région→country_code',
    ]);
    expect(options(d, 'language_code')).toEqual(['en:English', 'fr:Français*']);
    expect(options(d, 'country_code')).toEqual([
      'US:États-Unis (USD $)*',
      'CA:Canada (USD $)',
      'GB:Royaume-Uni (USD $)',
      'FR:France (EUR €)',
      'AU:Australie (USD $)',
    ]);
    expect(f.querySelector('button[type="submit"]')!.textContent).toBe('Mettre à jour');
  });

  it('posted from an English page, switches to French under /fr/ and remembers the country', async () => {
    const shopper = client(sample.server.url);
    const page = await shopper.fetch('/products/the-everyday');
    expect(page.status).toBe(200);
    const before = await doc(page);
    expect(options(before, 'language_code')).toEqual(['en:English*', 'fr:Français']);
    const f = form(before)!;
    const body = new URLSearchParams([...new FormData(f)].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]));
    body.set('language_code', 'fr');
    body.set('country_code', 'FR');
    const res = await shopper.fetch(f.getAttribute('action')!, { method: 'POST', body });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/fr/products/the-everyday');
    const after = await doc(await shopper.fetch('/fr/products/the-everyday'));
    expect(after.querySelector('.skip-link, a[href="#MainContent"]')?.textContent?.trim()).toBe('Aller au contenu');
    expect(options(after, 'country_code')).toContain('FR:France (EUR €)*');
    // And back to English, from the French page's own form.
    const back = new URLSearchParams({
      form_type: 'localization',
      _method: 'put',
      language_code: 'en',
      country_code: 'FR',
      return_to: '/fr/products/the-everyday',
    });
    const res2 = await shopper.fetch('/fr/localization', { method: 'POST', body: back });
    expect(res2.headers.get('location')).toBe('/products/the-everyday');
  });
});

describe('the footer settings', () => {
  let server: PreviewServer;
  beforeAll(async () => {
    const theme = tempDir();
    for (const dir of ['assets', 'config', 'layout', 'locales', 'sections', 'snippets', 'templates']) cpSync(dir, path.join(theme, dir), { recursive: true });
    const groupFile = path.join(theme, 'sections/footer-group.json');
    const group = JSON.parse(readFileSync(groupFile, 'utf8')) as { sections: { footer: { settings: Record<string, unknown> } } };
    group.sections.footer.settings.show_language_selector = false;
    writeFileSync(groupFile, JSON.stringify(group));
    server = await startServer({ port: 0, stateDir: tempDir(), themeRoot: theme, logError: () => {} });
  });
  afterAll(async () => {
    await server.close();
  });

  it('hide the language selector and keep the country one', async () => {
    const d = await doc(await fetch(`${server.url}/fr/`));
    expect(options(d, 'language_code')).toEqual([]);
    expect(options(d, 'country_code')).toHaveLength(5);
  });
});
