/**
 * Theme editor selection for sections with blocks: the editor fires `shopify:section:select` /
 * `shopify:block:select` (and the matching deselects) on the selected element, bubbling to the
 * document, so a merchant picking a tab, a drawer's block or a carousel slide sees it on the page.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

interface SelectionDetail {
  sectionId?: string;
  blockId?: string;
}

export interface EditorSelectionHandlers {
  sectionId: string;
  blockIds: readonly string[];
  onSelect: (blockId: string | null) => void;
  /** The section was deselected. */
  onDeselect?: () => void;
  /** One of this section's blocks was deselected (the editor sends it before the next select). */
  onBlockDeselect?: (blockId: string) => void;
}

export function useEditorSelection({ sectionId, blockIds, onSelect, onDeselect, onBlockDeselect }: EditorSelectionHandlers): void {
  // Handlers change every render; the listeners read the latest through a ref.
  const latest = useRef({ blockIds, onSelect, onDeselect, onBlockDeselect });
  useLayoutEffect(() => {
    latest.current = { blockIds, onSelect, onDeselect, onBlockDeselect };
  });

  useEffect(() => {
    const detailOf = (event: Event): SelectionDetail => (event as CustomEvent<SelectionDetail>).detail ?? {};
    const ownBlock = (event: Event): string | null => {
      const { blockId } = detailOf(event);
      return blockId && latest.current.blockIds.includes(blockId) ? blockId : null;
    };
    const onSectionSelect = (event: Event) => {
      if (detailOf(event).sectionId === sectionId) latest.current.onSelect(null);
    };
    const onBlockSelect = (event: Event) => {
      const blockId = ownBlock(event);
      if (blockId) latest.current.onSelect(blockId);
    };
    const onSectionDeselect = (event: Event) => {
      if (detailOf(event).sectionId === sectionId) latest.current.onDeselect?.();
    };
    const onBlockDeselected = (event: Event) => {
      const blockId = ownBlock(event);
      if (blockId) latest.current.onBlockDeselect?.(blockId);
    };
    document.addEventListener('shopify:section:select', onSectionSelect);
    document.addEventListener('shopify:block:select', onBlockSelect);
    document.addEventListener('shopify:section:deselect', onSectionDeselect);
    document.addEventListener('shopify:block:deselect', onBlockDeselected);
    return () => {
      document.removeEventListener('shopify:section:select', onSectionSelect);
      document.removeEventListener('shopify:block:select', onBlockSelect);
      document.removeEventListener('shopify:section:deselect', onSectionDeselect);
      document.removeEventListener('shopify:block:deselect', onBlockDeselected);
    };
  }, [sectionId]);
}
