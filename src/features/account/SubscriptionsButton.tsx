/**
 * 'View Subscriptions' in the orders view (widget `account-subscriptions`; CSS shows it on small
 * screens only): starts the same portal login as the sidebar's Subscriptions link.
 */
import * as v from 'valibot';
import { isPlainClick } from '../../lib/plain-click';
import { localeText } from '../../lib/props-kit';
import { portalSchema } from './portal-props';
import { PortalStatus, openPortal } from './PortalStatus';

export const schema = v.object({ label: localeText, portal: portalSchema });
export type SubscriptionsButtonProps = v.InferOutput<typeof schema>;

export default function SubscriptionsButton({ label, portal }: SubscriptionsButtonProps) {
  return (
    <>
      <a
        className="button button--secondary"
        href={portal.link}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          openPortal(portal, 'orders');
        }}
      >
        {label}
      </a>
      <PortalStatus config={portal} origin="orders" />
    </>
  );
}
