// Theme blocks through `{% content_for %}` and the section rules Shopify enforces, on a fixture
// theme of our own (tests/fixtures/blocks-theme): wrappers, nesting, static blocks, presets,
// `{% doc %}`, section locales, enabled_on/disabled_on, max_blocks, in strict and lax mode.
import { describe, expect, it } from 'vitest';
import { themeBlockId } from '../../preview/liquid';
import { getPage, useBlocksThemeServers } from './blocks-theme-servers';

const servers = useBlocksThemeServers();
const { logged } = servers;
const html = (which: 'strict' | 'lax', pathname: string) => getPage(servers[which], pathname);
const blockId = (key: string) => themeBlockId('template--1__stack', key);

describe("content_for 'blocks'", () => {
  it('renders the stored theme blocks in order, each in its wrapper with block.id', async () => {
    const { status, body } = await html('strict', '/');
    expect(status).toBe(200);
    expect(blockId('first')).toMatch(/^A[A-Za-z0-9]{17}__first$/);
    expect(body).toContain(`<div id="shopify-block-${blockId('first')}" class="shopify-block">\n<p class="text">First</p>`);
    expect(body.indexOf(blockId('first'))).toBeLessThan(body.indexOf(blockId('box')));
  });

  it("uses the block schema's tag and class, and renders nested blocks inside their parent", async () => {
    const { body } = await html('strict', '/');
    const group = body.slice(body.indexOf(`<section id="shopify-block-${blockId('box')}" class="shopify-block group">`));
    expect(group).toContain(
      `<div class="group-inner" data-block-id="${blockId('box')}"><div id="shopify-block-${blockId('inner')}" class="shopify-block">\n<p class="text">Nested</p>`,
    );
  });

  it('leaves out disabled blocks and never prints the {% doc %} body', async () => {
    const { body } = await html('strict', '/');
    expect(body).not.toContain('Hidden');
    expect(body).not.toContain('A line of text');
    expect(body).not.toContain('@example');
  });

  it('renders the blocks through the Section Rendering API too', async () => {
    const { status, body } = await html('strict', '/?section_id=template--1__stack');
    expect(status).toBe(200);
    expect(body).toContain(`id="shopify-block-${blockId('inner')}"`);
  });

  it('marks blocks for the theme editor only in design mode', async () => {
    expect((await html('strict', '/')).body).not.toContain('data-shopify-editor-block');
    const { body } = await html('strict', '/?design_mode=1');
    expect(body).toContain(`data-shopify-editor-block="{&quot;id&quot;:&quot;${blockId('first')}&quot;,&quot;type&quot;:&quot;text&quot;}"`);
  });
});

describe("content_for 'block' (static blocks)", () => {
  it('renders the stored static block without a wrapper for tag: null, with the extra parameters in scope', async () => {
    const { body } = await html('strict', '/');
    expect(body).toContain('<aside class="note" data-tone="warm" >Stored pinned</aside>');
    expect(body).not.toContain(`shopify-block-${blockId('pinned')}`);
  });

  it("uses the block's preset for a static block nothing was stored for", async () => {
    const { body } = await html('strict', '/');
    expect(body).toContain('<aside class="note" data-tone="" >Note preset</aside>');
  });

  it('keeps static blocks out of section.blocks', async () => {
    expect((await html('strict', '/')).body).toContain('<p class="stack-count">2 blocks</p>');
  });
});

describe('section locales', () => {
  it("answers 'sections.<type>.key' | t from the section schema's locales", async () => {
    expect((await html('strict', '/')).body).toContain('<h2 class="stack-title">Stack title</h2>');
  });
});

describe('section rules', () => {
  it('strict: a section placed where enabled_on does not allow it is a theme error naming the file and line', async () => {
    const { status, body } = await html('strict', '/?view=rules');
    expect(status).toBe(500);
    expect(body).toContain('Section &quot;product-only&quot; is not enabled on the index template (enabled_on)');
    expect(body).toContain('templates/index.rules.json, line 14');
  });

  it('lax: sections not allowed on the template or in the group are left out, and the page renders', async () => {
    const { status, body } = await html('lax', '/?view=rules');
    expect(status).toBe(200);
    expect(body).not.toContain('Product only');
    expect(body).not.toContain('Not on index');
    expect(body).toContain('Aside note');
    expect(body).not.toContain('Template only');
    expect(logged.join('\n')).toContain('Section "template-only" is not enabled on the aside section group (enabled_on)');
    expect(logged.join('\n')).toContain('Section "not-on-index" is disabled on the index template (disabled_on)');
  });

  it('lax: only the first max_blocks blocks render', async () => {
    const { body } = await html('lax', '/?view=rules');
    for (const text of ['One', 'Two', 'Three']) expect(body).toContain(`<p class="text">${text}</p>`);
    expect(body).not.toContain('<p class="text">Four</p>');
    expect(body).toContain('<p class="stack-count">3 blocks</p>');
    expect(logged.join('\n')).toContain('Section "stack" allows 3 blocks (max_blocks); block "four" is not rendered');
  });
});
