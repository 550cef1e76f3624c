/** The subscriptions portal login's status next to the control that started it: opening, or a failure with a retry. */
import { useStore } from 'zustand';
import type { PortalConfig } from './portal-props';
import { portalStore } from './portal-store';

/** The shared store's status, seen from one control (`origin`): idle unless that control started it. */
export function usePortal(origin: string) {
  const status = useStore(portalStore, (state) => (state.origin === origin ? state.status : null));
  return status ?? { state: 'idle' as const };
}

export function openPortal(config: PortalConfig, origin: string): void {
  void portalStore.getState().open(config, origin);
}

export function PortalStatus({ config, origin }: { config: PortalConfig; origin: string }) {
  const status = usePortal(origin);
  // The live region is always there, so its messages are announced when they appear.
  return (
    <div className="account-portal-status" role="status" aria-live="polite">
      {status.state === 'opening' && (
        <p className="account-portal-status__opening">
          <span className="spinner" aria-hidden="true" /> {config.texts.opening}
        </p>
      )}
      {status.state === 'failed' && (
        <div className="account-portal-status__failed">
          <p>{status.failure === 'signed-out' ? config.texts.signed_out : config.texts.failed}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => openPortal(config, origin)}>
            {config.texts.retry}
          </button>
        </div>
      )}
    </div>
  );
}
