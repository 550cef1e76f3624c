/**
 * Theme editor selection for sections with blocks: the editor fires `shopify:section:select` /
 * `shopify:block:select` (and the matching deselects) on the selected element, bubbling to the
 * document, so a merchant picking a tab, a drawer's block, a location, a step or a carousel slide sees it.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { selectedEditorBlock } from './editor-selected-block';

interface SelectionDetail {
  sectionId?: string;
  blockId?: string;
}

export interface EditorSelectionHandlers {
  sectionId: string;
  blockIds: readonly string[];
  onSelect: (blockId: string | null) => void;
  onDeselect?: () => void;
  /** The selected block was deselected (a rotation may resume). */
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
    // Block ids are unique within a section only: a block event naming another section is not ours.
    const ourBlock = (event: Event): string | null => {
      const { blockId, sectionId: from } = detailOf(event);
      if (!blockId || (from !== undefined && from !== sectionId)) return null;
      return latest.current.blockIds.includes(blockId) ? blockId : null;
    };
    const onSectionSelect = (event: Event) => {
      if (detailOf(event).sectionId === sectionId) latest.current.onSelect(null);
    };
    const onBlockSelect = (event: Event) => {
      const blockId = ourBlock(event);
      if (blockId) latest.current.onSelect(blockId);
    };
    const onSectionDeselect = (event: Event) => {
      if (detailOf(event).sectionId === sectionId) latest.current.onDeselect?.();
    };
    const onBlockDeselect = (event: Event) => {
      const blockId = ourBlock(event);
      if (blockId) latest.current.onBlockDeselect?.(blockId);
    };
    document.addEventListener('shopify:section:select', onSectionSelect);
    document.addEventListener('shopify:block:select', onBlockSelect);
    document.addEventListener('shopify:section:deselect', onSectionDeselect);
    document.addEventListener('shopify:block:deselect', onBlockDeselect);
    // Selected before this island mounted (the select woke it, or its section was just reloaded).
    const pending = selectedEditorBlock();
    if (pending && (pending.sectionId === undefined || pending.sectionId === sectionId) && latest.current.blockIds.includes(pending.blockId)) {
      latest.current.onSelect(pending.blockId);
    }
    return () => {
      document.removeEventListener('shopify:section:select', onSectionSelect);
      document.removeEventListener('shopify:block:select', onBlockSelect);
      document.removeEventListener('shopify:section:deselect', onSectionDeselect);
      document.removeEventListener('shopify:block:deselect', onBlockDeselect);
    };
  }, [sectionId]);
}

/** True inside Shopify's theme editor. */
export function inDesignMode(): boolean {
  return (window as { Shopify?: { designMode?: boolean } }).Shopify?.designMode === true;
}

/** The editor's block marker for markup an island renders in place of Liquid's (`block.shopify_attributes`). */
export function editorBlockAttribute(id: string, type: string): string | undefined {
  return inDesignMode() && id !== '' ? JSON.stringify({ id, type }) : undefined;
}
