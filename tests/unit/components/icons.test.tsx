// @vitest-environment jsdom
// The controls' icons are drawn once for Liquid (snippets/icon.liquid) and once for React
// (src/components/icons.tsx): server markup and widgets must show the same SVG, element for element.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ControlIcon, type ControlIconName } from '../../../src/components/icons';

const snippet = readFileSync(resolve(__dirname, '../../../snippets/icon.liquid'), 'utf8');
const NAMES: ControlIconName[] = ['chevron-left', 'chevron-right', 'pause', 'play'];

const svgOf = (markup: string) => new DOMParser().parseFromString(markup, 'text/html').body.querySelector('svg')!;

describe('control icons', () => {
  it.each(NAMES)('%s: the Liquid snippet and the React component draw the same decorative SVG', (name) => {
    const liquid = new RegExp(`{%- when '${name}' -%}\\s*(<svg[\\s\\S]*?</svg>)`).exec(snippet)?.[1];
    expect(liquid, `snippets/icon.liquid has no '${name}'`).toBeTruthy();
    const fromLiquid = svgOf(liquid!);
    const fromReact = svgOf(renderToStaticMarkup(<ControlIcon name={name} />));
    expect(fromReact.isEqualNode(fromLiquid), `${fromReact.outerHTML}\n${fromLiquid.outerHTML}`).toBe(true);
    expect(fromReact.getAttribute('aria-hidden')).toBe('true');
    expect(fromReact.getAttribute('focusable')).toBe('false');
  });
});
