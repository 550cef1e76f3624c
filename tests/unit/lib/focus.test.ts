// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trapFocus } from '../../../src/lib/focus';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('trapFocus', () => {
  it('moves focus in, reports Escape, and returns focus on release', async () => {
    document.body.innerHTML = '<button id="opener">Open</button><div id="drawer"><button id="first">A</button><button id="last">B</button></div>';
    const opener = document.getElementById('opener')!;
    opener.focus();
    const onEscape = vi.fn();
    const release = trapFocus(document.getElementById('drawer')!, { onEscape });
    await vi.waitFor(() => expect(document.activeElement!.id).toBe('first'));
    release();
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
    expect(onEscape).not.toHaveBeenCalled(); // releasing is not an escape

    trapFocus(document.getElementById('drawer')!, { onEscape });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onEscape).toHaveBeenCalledTimes(1);
  });
});
