// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Timeline, { schema } from '../../../../src/features/timeline/Timeline';
import { islandProps } from '../../helpers/island-props';

const step = (id: string, heading: string) => ({ id, heading, description: `<p>${heading} it</p>`, image: null, background: '', width: 1 });

function renderTimeline() {
  const props = islandProps(schema, {
    section_id: 't1',
    label: 'From grove to can',
    steps: [step('pick', 'Pick'), step('press', 'Press'), step('pour', 'Pour')],
  });
  return render(<Timeline {...props} />);
}

const stepItem = (name: string) => screen.getByRole('listitem', { name: (_, el) => el.querySelector('h3')?.textContent === name });
const marker = () => document.querySelector<HTMLElement>('[data-timeline-marker]')!;

afterEach(cleanup);

describe('Timeline', () => {
  it('starts on the first step with the marker at rest, 1×', () => {
    renderTimeline();
    expect(screen.getByRole('list', { name: 'From grove to can' })).toBeTruthy();
    expect(stepItem('Pick').getAttribute('aria-current')).toBe('step');
    expect(marker().style.transform).toContain('scale(1)');
  });

  it('hovering or focusing a step makes it active and grows the marker to 0.5 × (index + 2)', () => {
    renderTimeline();
    fireEvent.mouseEnter(stepItem('Pour'));
    expect(stepItem('Pour').getAttribute('aria-current')).toBe('step');
    expect(stepItem('Pick').getAttribute('aria-current')).toBeNull();
    expect(marker().style.transform).toContain('scale(2)');
    fireEvent.focus(stepItem('Press'));
    expect(stepItem('Press').getAttribute('aria-current')).toBe('step');
    expect(marker().style.transform).toContain('scale(1.5)');
  });

  it('theme editor: selecting a step block makes it active', () => {
    renderTimeline();
    act(() => {
      document.dispatchEvent(new CustomEvent('shopify:block:select', { detail: { sectionId: 't1', blockId: 'pour' } }));
    });
    expect(stepItem('Pour').getAttribute('aria-current')).toBe('step');
  });

  it('theme editor: a block of the same id in another section is not this timeline’s', () => {
    renderTimeline();
    act(() => {
      document.dispatchEvent(new CustomEvent('shopify:block:select', { detail: { sectionId: 'nav', blockId: 'pour' } }));
    });
    expect(stepItem('Pick').getAttribute('aria-current')).toBe('step');
  });
});
