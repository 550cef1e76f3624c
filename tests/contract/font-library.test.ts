// font_picker settings as the offline storefront serves them (tests/fixtures/fonts-theme): the
// fonts it offers (Fraunces from its package, system families) as Shopify's font object, font_face
// and font_url pointing at files it serves, font_modify to a variant the family has or nil.
import { describe, expect, it } from 'vitest';
import { fixtureShop } from './fixtures/shop-data';
import { themeServerPerFile } from './helpers';

const fixture = themeServerPerFile('tests/fixtures/fonts-theme', fixtureShop);
const page = async () => {
  const res = await fetch(fixture.server.url + '/');
  expect(res.status).toBe(200);
  return res.text();
};
const text = (html: string, id: string) => new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html)?.[1];

describe('font_picker settings offline', () => {
  it('a library web font is a font object with a file the storefront serves, and its @font-face', async () => {
    const html = await page();
    expect(text(html, 'Body')).toBe('Fraunces|400|normal|false|/cdn/fonts/fraunces/fraunces-latin-wght-normal.woff2');
    expect(html).toMatch(
      /@font-face \{\s*font-family: "Fraunces";\s*font-weight: 400;\s*font-style: normal;\s*font-display: swap;\s*src: url\("\/cdn\/fonts\/fraunces\/fraunces-latin-wght-normal\.woff2"\) format\("woff2"\);\s*\}/,
    );
    expect(html).toMatch(/font-weight: 700;[^}]*fraunces-latin-wght-normal\.woff2/);
    const font = await fetch(fixture.server.url + '/cdn/fonts/fraunces/fraunces-latin-wght-normal.woff2');
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(
      Buffer.from(await font.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('wOF2');
    expect(text(html, 'Italic')).toBe('/cdn/fonts/fraunces/fraunces-latin-wght-italic.woff2');
    expect((await fetch(fixture.server.url + '/cdn/fonts/fraunces/fraunces-latin-wght-italic.woff2')).status).toBe(200);
  });

  it('a system font has no file and no @font-face, and font_modify answers nil for a weight it lacks', async () => {
    const html = await page();
    expect(text(html, 'Heading')).toBe('ui-serif|700|true|');
    expect(html).toContain("--heading: ui-serif, Georgia, 'Times New Roman', serif;");
    expect(html.match(/@font-face/g)).toHaveLength(2);
    expect(text(html, 'Missing')).toBe('none');
    expect(text(html, 'Variants')).toBe('18');
  });
});
