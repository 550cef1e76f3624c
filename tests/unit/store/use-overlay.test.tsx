// @vitest-environment jsdom
// useOverlay: a component's overlay in the page's stack leaves it when the component unmounts (a
// section update or a product switch took its markup away); the overlay beneath is the top again.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { uiStore } from '../../../src/store/ui';
import { useOverlay } from '../../../src/store/useStore';

function Note() {
  const overlay = useOverlay('popover', 'note');
  return (
    <span data-overlay="note">
      <button type="button" onClick={(event) => overlay.toggle({ over: true, opener: event.currentTarget })}>
        More
      </button>
      {overlay.open && <button type="button">Inside</button>}
    </span>
  );
}

afterEach(() => {
  cleanup();
  uiStore.setState({ overlay: null, beneath: [] });
});

describe('useOverlay', () => {
  it('closes its overlay when the component leaves the page; the one beneath stays open', () => {
    act(() => uiStore.getState().openOverlay('drawer', 'drawer'));
    const view = render(<Note />, { container: document.body.appendChild(document.createElement('div')) });
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect([uiStore.getState().overlay?.id, uiStore.getState().beneath.map((o) => o.id)]).toEqual(['note', ['drawer']]);
    screen.getByRole('button', { name: 'Inside' }).focus();
    view.unmount();
    expect([uiStore.getState().overlay?.id, uiStore.getState().beneath]).toEqual(['drawer', []]);
  });
});
