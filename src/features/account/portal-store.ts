/**
 * The subscriptions view (spec §4: choosing subscriptions triggers the portal login): one login at
 * a time, shared by the nav and the orders view's button; `origin` says which one shows the status.
 */
import { createStore } from 'zustand/vanilla';
import { PortalError, requestPortalUrl, type PortalFailure } from './recharge-portal';
import type { PortalConfig } from './portal-props';

export type PortalStatus = { state: 'idle' } | { state: 'opening' } | { state: 'failed'; failure: PortalFailure };

export interface PortalState {
  status: PortalStatus;
  /** which control started the login ('nav' | 'orders') */
  origin: string | null;
  open(config: PortalConfig, origin: string): Promise<void>;
  reset(): void;
}

export interface PortalDeps {
  request: typeof requestPortalUrl;
  go: (url: string) => void;
  pageOrigin: () => string;
}

const browserDeps: PortalDeps = {
  request: requestPortalUrl,
  go: (url) => window.location.assign(url),
  pageOrigin: () => window.location.origin,
};

export function createPortalStore(deps: PortalDeps = browserDeps) {
  return createStore<PortalState>()((set, get) => ({
    status: { state: 'idle' },
    origin: null,
    async open(config, origin) {
      if (get().status.state === 'opening') return;
      set({ status: { state: 'opening' }, origin });
      try {
        const url = await deps.request(config, deps.pageOrigin());
        // Stays 'opening' while the browser leaves for the portal.
        deps.go(url);
      } catch (error) {
        set({ status: { state: 'failed', failure: error instanceof PortalError ? error.kind : 'failed' } });
      }
    },
    reset: () => set({ status: { state: 'idle' }, origin: null }),
  }));
}

export const portalStore = createPortalStore();

// Back from the portal, the page may come from the back/forward cache still 'opening'.
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) portalStore.getState().reset();
  });
}
