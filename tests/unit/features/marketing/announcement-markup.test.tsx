// @vitest-environment jsdom
// The announcement bar's first paint is the widget's own markup: Liquid prints the controls (with
// their names and icons) where the widget renders them, so the island takes over without moving
// anything, and a press on a control before it wakes finds the same button in the widget.
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createThemeRenderer } from '../../../../preview/liquid';
import AnnouncementBar, { schema } from '../../../../src/features/marketing/AnnouncementBar';
import { islandProps } from '../../helpers/island-props';
import { baseGlobals, resolver, shop } from '../../theme/theme-fixtures';

afterEach(cleanup);

interface Shape {
  tag: string;
  classes: string;
  label: string | null;
  children: Shape[];
}
/** What places an element and names it: tag, classes, accessible label, and the same of its children. */
const shape = (el: Element): Shape => ({
  tag: el.tagName.toLowerCase(),
  classes: [...el.classList].sort().join(' '),
  label: el.getAttribute('aria-label'),
  children: [...el.children].map(shape),
});

async function serverHost(): Promise<Element> {
  const renderer = createThemeRenderer({ themeRoot: path.resolve(__dirname, '../../../..'), resolver, shop });
  const html = await renderer.renderTemplate('index', undefined, { globals: baseGlobals });
  return new DOMParser().parseFromString(html, 'text/html').querySelector('[data-widget="announcement-bar"]')!;
}

describe('announcement bar: server markup and widget', () => {
  it('Liquid prints the controls as named buttons with icons, before any script', async () => {
    const host = await serverHost();
    const buttons = [...host.querySelectorAll('section.announcement-bar > button')];
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Previous announcement', 'Next announcement', 'Pause announcements']);
    for (const button of buttons) {
      expect(button.getAttribute('type')).toBe('button');
      expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      expect(button.textContent.trim()).toBe('');
    }
  });

  it('the widget renders the same elements, in the same places, with the same names', async () => {
    const host = await serverHost();
    const raw: unknown = JSON.parse(host.querySelector('script[data-props]')!.textContent);
    const { container } = render(<AnnouncementBar {...islandProps(schema, raw)} />);
    expect(shape(container.querySelector('section')!)).toEqual(shape(host.querySelector('section')!));
  });
});
