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
});

describe('announcement with broken HTML', () => {
  const labels = { previous: 'Previous', next: 'Next', pause: 'Pause', play: 'Play', carousel: 'carousel' };

  it('the island keeps it inside its message, without scripts or handlers', () => {
    const props = islandProps(schema, { messages: [{ message: BROKEN, message_2: HOSTILE, block_id: '' }], interval_seconds: null, label: 'News', labels });
    const { container } = render(<><AnnouncementBar {...props} /><p id="after">After</p></>);
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
