// @vitest-environment jsdom
// The theme editor's selection events reach the section whose section or block they name.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEditorSelection, type EditorSelectionHandlers } from '../../../src/lib/editor-selection';
import { followEditorSelection } from '../../../src/lib/editor-selected-block';

function Probe(props: EditorSelectionHandlers) {
  useEditorSelection(props);
  return null;
}

const fire = (type: string, detail: Record<string, string>) =>
  act(() => {
    document.body.dispatchEvent(new CustomEvent(type, { detail, bubbles: true }));
  });

afterEach(cleanup);

describe('useEditorSelection', () => {
  it('calls select for its section and its own blocks, deselect for its section and blocks, nothing for others', () => {
    const onSelect = vi.fn();
    const onDeselect = vi.fn();
    const onBlockDeselect = vi.fn();
    render(<Probe sectionId="s1" blockIds={['a', 'b']} onSelect={onSelect} onDeselect={onDeselect} onBlockDeselect={onBlockDeselect} />);

    fire('shopify:section:select', { sectionId: 's1' });
    fire('shopify:block:select', { sectionId: 's1', blockId: 'b' });
    fire('shopify:block:select', { sectionId: 's2', blockId: 'z' });
    fire('shopify:section:select', { sectionId: 's2' });
    expect(onSelect.mock.calls).toEqual([[null], ['b']]);

    fire('shopify:block:deselect', { sectionId: 's1', blockId: 'b' });
    fire('shopify:block:deselect', { sectionId: 's2', blockId: 'z' });
    expect(onBlockDeselect.mock.calls).toEqual([['b']]);

    fire('shopify:section:deselect', { sectionId: 's2' });
    expect(onDeselect).not.toHaveBeenCalled();
    fire('shopify:section:deselect', { sectionId: 's1' });
    expect(onDeselect).toHaveBeenCalledTimes(1);
  });

  it('shows a block of its own the editor selected before it mounted, until that block is deselected', () => {
    const stop = followEditorSelection(document);
    try {
      fire('shopify:block:select', { sectionId: 's1', blockId: 'b' });
      const onSelect = vi.fn();
      const first = render(<Probe sectionId="s1" blockIds={['a', 'b']} onSelect={onSelect} />);
      expect(onSelect.mock.calls).toEqual([['b']]);
      first.unmount();

      const other = vi.fn();
      render(<Probe sectionId="s2" blockIds={['b']} onSelect={other} />);
      expect(other).not.toHaveBeenCalled(); // same block id, another section

      fire('shopify:block:deselect', { sectionId: 's1', blockId: 'b' });
      const later = vi.fn();
      render(<Probe sectionId="s1" blockIds={['a', 'b']} onSelect={later} />);
      expect(later).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it('stops listening once unmounted', () => {
    const onSelect = vi.fn();
    const { unmount } = render(<Probe sectionId="s1" blockIds={['a']} onSelect={onSelect} />);
    unmount();
    fire('shopify:block:select', { sectionId: 's1', blockId: 'a' });
    expect(onSelect).not.toHaveBeenCalled();
  });
});
