/**
 * The block the theme editor has selected, remembered by the island runtime from the first script
 * on: an island that mounts after the `shopify:block:select` (it woke for it, or its section was
 * reloaded) shows that block too (useEditorSelection reads it when it starts listening).
 */
export interface SelectedBlock {
  sectionId?: string;
  blockId: string;
}

let selected: SelectedBlock | null = null;

export const selectedEditorBlock = (): SelectedBlock | null => selected;

/** Follows the editor's block selection on `doc`; returns the function that stops it. */
export function followEditorSelection(doc: Document): () => void {
  const onSelect = (event: Event) => {
    const { blockId, sectionId } = (event as CustomEvent<Partial<SelectedBlock>>).detail ?? {};
    selected = typeof blockId === 'string' && blockId !== '' ? { blockId, ...(typeof sectionId === 'string' ? { sectionId } : {}) } : null;
  };
  const onDeselect = () => {
    selected = null;
  };
  doc.addEventListener('shopify:block:select', onSelect);
  doc.addEventListener('shopify:block:deselect', onDeselect);
  return () => {
    selected = null;
    doc.removeEventListener('shopify:block:select', onSelect);
    doc.removeEventListener('shopify:block:deselect', onDeselect);
  };
}
