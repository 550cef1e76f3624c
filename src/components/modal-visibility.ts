/**
 * The modal's visibility rule (spec §4 "Modal"): visible at once on open, hidden 300 ms after
 * close (the fade-out plays in between). Reopening while it fades cancels the hide.
 */
import { useEffect, useState } from 'react';

export const MODAL_HIDE_MS = 300;

/** open: shown and interactive; closing: still shown (fading), inert; closed: hidden. */
export type ModalVisibility = 'open' | 'closing' | 'closed';

export function useModalVisibility(open: boolean): ModalVisibility {
  const [visibility, setVisibility] = useState<ModalVisibility>(open ? 'open' : 'closed');
  // Adjusted during render (not in an effect) so the first frame after `open` already shows it.
  if (open && visibility !== 'open') setVisibility('open');
  if (!open && visibility === 'open') setVisibility('closing');

  useEffect(() => {
    if (visibility !== 'closing') return;
    const timer = setTimeout(() => setVisibility('closed'), MODAL_HIDE_MS);
    return () => clearTimeout(timer);
  }, [visibility]);

  return visibility;
}
