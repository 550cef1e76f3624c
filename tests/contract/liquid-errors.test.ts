// Shopify's error behaviour (lax, `npm start`) against the loud error page (strict, the theme's
// own tests): a runtime error prints inline and the page still answers 200; a file that does not
// parse prints Shopify's syntax-error text; both are logged with file and line.
import { describe, expect, it } from 'vitest';
import { getPage, useBlocksThemeServers } from './blocks-theme-servers';

const servers = useBlocksThemeServers();
const { logged } = servers;
const get = (which: 'strict' | 'lax', pathname: string) => getPage(servers[which], pathname);

describe('lax mode (Shopify)', () => {
  it('prints a runtime error where it happened and renders the rest of the section and page with 200', async () => {
    const { status, body } = await get('lax', '/?view=errors');
    expect(status).toBe(200);
    // An unknown filter hands its input on, as on Shopify (reported to the terminal below).
    expect(body).toContain('<p class="before">Before</p>\n<p class="bad">x</p>');
    expect(body).toContain(
      'Liquid error (sections/broken-runtime.liquid line 3): Could not find asset snippets/missing-snippet.liquid\n<p class="after">After</p>',
    );
    expect(body).toContain('<p class="still-rendered">Still rendered</p>');
  });

  it("renders Shopify's syntax-error text in place of a file that does not parse", async () => {
    const { body } = await get('lax', '/?view=errors');
    expect(body).toContain(
      '<div id="shopify-section-template--1__syntax" class="shopify-section">Liquid syntax error (sections/broken-syntax.liquid line 3): Unknown tag: no_such_tag</div>',
    );
    expect(body).not.toContain('Never shown');
  });

  it('logs each error to the terminal with its file and line, and records it', async () => {
    const before = servers.lax.liquidErrors.length;
    await get('lax', '/?view=errors');
    // Every error the page prints is reported on every render, a file that does not parse too
    // (it was parsed by an earlier test: its text still prints, so it is still reported).
    expect(servers.lax.liquidErrors.slice(before)).toEqual([
      { kind: 'runtime', file: 'sections/broken-runtime.liquid', line: 2, message: 'Unknown filter: no_such_filter' },
      { kind: 'runtime', file: 'sections/broken-runtime.liquid', line: 3, message: 'Could not find asset snippets/missing-snippet.liquid' },
      { kind: 'syntax', file: 'sections/broken-syntax.liquid', line: 3, message: 'Unknown tag: no_such_tag' },
    ]);
    const log = logged.join('\n');
    expect(log).toContain('[preview] Liquid error in sections/broken-runtime.liquid line 2: Unknown filter: no_such_filter');
    expect(log).toContain('[preview] Liquid syntax error in sections/broken-syntax.liquid line 3: Unknown tag: no_such_tag');
    expect(servers.lax.errors).toEqual([]);
  });
});

describe('a template naming a section file the theme lacks', () => {
  it('lax: prints the error where the section would be and renders the others', async () => {
    const { status, body } = await get('lax', '/?view=missing');
    expect(status).toBe(200);
    expect(body).toContain(
      '<main>Liquid error (templates/index.missing.json line 2): Missing section file: sections/no-such-section.liquid<div id="shopify-section-template--1__fine"',
    );
  });

  it('strict: the error page', async () => {
    const { status, body } = await get('strict', '/?view=missing');
    expect(status).toBe(500);
    expect(body).toContain('Missing section file: sections/no-such-section.liquid');
  });
});

describe('strict mode (--strict, the theme tests)', () => {
  it('answers any Liquid error with the loud error page naming the file and line', async () => {
    const { status, body } = await get('strict', '/?view=errors');
    expect(status).toBe(500);
    expect(body).toContain('<h1>Theme error</h1>');
    expect(body).toContain('Unknown filter: no_such_filter');
    expect(body).toContain('sections/broken-runtime.liquid, line 2');
    expect(servers.strict.liquidErrors).toEqual([]);
  });
});
