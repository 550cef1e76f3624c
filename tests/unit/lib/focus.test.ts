// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trapFocus } from '../../../src/lib/focus';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('trapFocus', () => {
  it('moves focus in, reports an outside click, returns focus on release, and leaves Escape to the overlay stack', async () => {
    document.body.innerHTML = '<button id="opener">Open</button><div id="drawer"><button id="first">A</button><button id="last">B</button></div>';
    const opener = document.getElementById('opener')!;
    opener.focus();
    const onClose = vi.fn();
    const release = trapFocus(document.getElementById('drawer')!, { onClose });
    await vi.waitFor(() => expect(document.activeElement!.id).toBe('first'));
    release();
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
    expect(onClose).not.toHaveBeenCalled(); // releasing is not a close

    trapFocus(document.getElementById('drawer')!, { onClose });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onClose).not.toHaveBeenCalled();
    opener.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    opener.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
