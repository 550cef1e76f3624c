/**
 * Theme editor selection for content sections: the editor fires `shopify:section:select` /
 * `shopify:block:select` (and the matching deselects) on the selected element, bubbling to the
 * document, so a merchant picking a tab or the drawer's block sees it on the page.
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
  onDeselect?: () => void;
}

export function useEditorSelection({ sectionId, blockIds, onSelect, onDeselect }: EditorSelectionHandlers): void {
  // Handlers change every render; the listeners read the latest through a ref.
  const latest = useRef({ blockIds, onSelect, onDeselect });
  useLayoutEffect(() => {
    latest.current = { blockIds, onSelect, onDeselect };
  });

  useEffect(() => {
    const detailOf = (event: Event): SelectionDetail => (event as CustomEvent<SelectionDetail>).detail ?? {};
    const onSectionSelect = (event: Event) => {
      if (detailOf(event).sectionId === sectionId) latest.current.onSelect(null);
    };
    const onBlockSelect = (event: Event) => {
      const { blockId } = detailOf(event);
      if (blockId && latest.current.blockIds.includes(blockId)) latest.current.onSelect(blockId);
    };
    const onSectionDeselect = (event: Event) => {
      if (detailOf(event).sectionId === sectionId) latest.current.onDeselect?.();
    };
    document.addEventListener('shopify:section:select', onSectionSelect);
    document.addEventListener('shopify:block:select', onBlockSelect);
    document.addEventListener('shopify:section:deselect', onSectionDeselect);
    return () => {
      document.removeEventListener('shopify:section:select', onSectionSelect);
      document.removeEventListener('shopify:block:select', onBlockSelect);
      document.removeEventListener('shopify:section:deselect', onSectionDeselect);
    };
  }, [sectionId]);
}
