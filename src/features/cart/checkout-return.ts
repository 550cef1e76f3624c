/**
 * Spec §4 "Navigation": coming back (back/forward) after accelerated checkout forces a reload,
 * so the page never shows the cart as it was before checkout. The cart store sets the flag
 * right before it submits the checkout form.
 */
import { afterWindowLoad, type BrowserWindow } from '../../islands/strategies';
import { ACCELERATED_CHECKOUT_FLAG } from '../../store/cart';

function takeFlag(win: Window): boolean {
  try {
    if (win.sessionStorage.getItem(ACCELERATED_CHECKOUT_FLAG) !== '1') return false;
    win.sessionStorage.removeItem(ACCELERATED_CHECKOUT_FLAG);
    return true;
  } catch {
    return false;
  }
}

export function reloadAfterAcceleratedCheckout(win: BrowserWindow = window): () => void {
  // A fresh load is already current: it only drops the flag, when idle (the first storage
  // access of a page can take many milliseconds).
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => takeFlag(win), { timeout: 5000 });
  else win.setTimeout(() => takeFlag(win), 1000);
  // Restored from the back/forward cache: reload. Only a loaded page is restored, so the
  // listener is added after `load` (none of ours runs in the browser's load task).
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted && takeFlag(win)) win.location.reload();
  };
  const cancelLoad = afterWindowLoad(win, () => win.addEventListener('pageshow', onPageShow));
  return () => {
    cancelLoad();
    win.removeEventListener('pageshow', onPageShow);
  };
}
