// @vitest-environment jsdom
// Broken or hostile merchant HTML in an announcement renders safely: confined to its message,
// no scripts or handlers, only inline rich text — in the island and in Liquid's first paint.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createThemeRenderer } from '../../../preview/liquid';
import AnnouncementBar, { schema } from '../../../src/features/marketing/AnnouncementBar';
import { sanitizeInlineHtml } from '../../../src/lib/inline-html';
import { islandProps } from '../helpers/island-props';
import { baseGlobals, resolver, shop } from '../theme/theme-fixtures';

const BROKEN = '<a href="/collections/all">Free <strong>shipping';
const HOSTILE = '<img src=x onerror="alert(1)"><b onclick="alert(2)">Bold</b> <a href="javascript:alert(3)">link</a><script>alert(4)</script>';

afterEach(cleanup);

describe('sanitizeInlineHtml', () => {
  it('closes what broken HTML leaves open', () => {
    expect(sanitizeInlineHtml(BROKEN)).toBe('<a href="/collections/all">Free <strong>shipping</strong></a>');
  });

  it('keeps inline rich text, drops scripts, handlers, images and unsafe links', () => {
    expect(sanitizeInlineHtml(HOSTILE)).toBe('<b>Bold</b> <a>link</a>');
    expect(sanitizeInlineHtml('<em>Fresh</em> <a href="https://example.com/x">harvest</a><br><div>block</div>')).toBe(
      '<em>Fresh</em> <a href="https://example.com/x">harvest</a><br>block',
    );
  });

  it.each([
    ['/pages/about', '<a href="/pages/about">x</a>'],
    ['#faq', '<a href="#faq">x</a>'],
    ['mailto:hi@example.com', '<a href="mailto:hi@example.com">x</a>'],
    ['tel:+15551234', '<a href="tel:+15551234">x</a>'],
    ['javascript:alert(1)', '<a>x</a>'],
    [' JaVaScRiPt:alert(1)', '<a>x</a>'],
    ['jav&#x09;ascript:alert(1)', '<a>x</a>'],
    ['data:text/html,<script>alert(1)</script>', '<a>x</a>'],
    ['//evil.example', '<a>x</a>'],
    ['/\\evil.example', '<a>x</a>'],
    ['vbscript:msgbox(1)', '<a>x</a>'],
  ])('a link to %s keeps only a safe href', (href, expected) => {
    expect(sanitizeInlineHtml(`<a href="${href}">x</a>`)).toBe(expected);
  });

  it("keeps no attribute but a link's href: handlers, styles, ids, data and aria go", () => {
    expect(sanitizeInlineHtml('<b href="/x" style="color:red" id="a" data-x="1" aria-label="y" onmouseover="alert(1)">Bold</b>')).toBe('<b>Bold</b>');
    expect(sanitizeInlineHtml('<a href="/x" target="_blank" onfocus="alert(1)" autofocus>x</a>')).toBe('<a href="/x">x</a>');
  });

  // Hostile input as the mXSS and parser-differential collections write it: nothing that runs survives,
  // and the result reads the same when the browser parses it again (no mutation on re-parse).
  it.each([
    ['<svg><script>alert(1)</script><a href="/x">in svg</a></svg>after', 'after'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">', '"&gt;'],
    // A browser with scripting reads noscript as raw text and leaves `">` behind; jsdom parses it as markup.
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', /^("&gt;)?$/],
    ['<template><template><img src=x onerror=alert(1)></template></template>kept', 'kept'],
    ['<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>', ''],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe><object data="x"><b>o</b></object><embed src="x">', ''],
    ['<style>*{display:none}</style><b>shown</b>', '<b>shown</b>'],
    ['<img src=x onerror=alert(1)//', ''],
    ['<a href="/x"><img src=x onerror=alert(1)>x</a>', '<a href="/x">x</a>'],
    ['<div><p>para <i>it</i></p></div>', 'para <i>it</i>'],
  ])('%s is made harmless', (hostile, expected: string | RegExp) => {
    const clean = sanitizeInlineHtml(hostile);
    if (typeof expected === 'string') expect(clean).toBe(expected);
    else expect(clean).toMatch(expected);
    expect(sanitizeInlineHtml(clean)).toBe(clean);
    const parsed = document.createElement('div');
    parsed.innerHTML = clean;
    expect(parsed.querySelector('script, style, img, svg, math, iframe, template, [onerror], [style]')).toBeNull();
  });
});

describe('announcement with broken HTML', () => {
  const labels = { previous: 'Previous', next: 'Next', pause: 'Pause', play: 'Play', carousel: 'carousel' };

  it('the island keeps it inside its message, without scripts or handlers', () => {
    const props = islandProps(schema, { messages: [{ message: BROKEN, message_2: HOSTILE, block_id: '' }], interval_seconds: null, label: 'News', labels });
    const { container } = render(
      <>
        <AnnouncementBar {...props} />
        <p id="after">After</p>
      </>,
    );
    const texts = container.querySelectorAll('.announcement-bar__text');
    expect(texts[0]!.innerHTML).toBe('<a href="/collections/all">Free <strong>shipping</strong></a>');
    expect(texts[1]!.querySelector('img, script, [onclick], [onerror], a[href^="javascript"]')).toBeNull();
    expect(container.querySelector('#after')!.closest('a, strong')).toBeNull();
  });

  it("Liquid's first paint closes what it leaves open, so the rest of the page stays plain", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'olivine-announcement-'));
    const themeRoot = path.resolve(__dirname, '../../..');
    for (const dir of ['layout', 'sections', 'snippets', 'locales', 'config', 'templates']) {
      fs.cpSync(path.join(themeRoot, dir), path.join(root, dir), { recursive: true });
    }
    const group = JSON.parse(fs.readFileSync(path.join(root, 'sections/header-group.json'), 'utf8'));
    group.sections['announcement-bar'].blocks['message-1'].settings = { message: BROKEN, message_2: '' };
    fs.writeFileSync(path.join(root, 'sections/header-group.json'), JSON.stringify(group));
    const html = await createThemeRenderer({ themeRoot: root, resolver, shop }).renderTemplate('index', undefined, { globals: baseGlobals });
    fs.rmSync(root, { recursive: true, force: true });

    // Parsed as a browser does: the header's cart link must not end up inside the message's link or bold.
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const cart = doc.querySelector('[data-cart-toggle]')!;
    expect(cart.closest('strong')).toBeNull();
    expect(cart.parentElement!.closest('a')).toBeNull();
    expect(doc.querySelector('main')!.closest('strong, a')).toBeNull();
    expect(doc.querySelector('main strong > *, main a > main')).toBeNull();
    expect(doc.querySelector('.announcement-bar__text')!.innerHTML).toBe('<a href="/collections/all">Free <strong>shipping</strong></a>');
  });
});
