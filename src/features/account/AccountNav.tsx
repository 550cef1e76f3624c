/**
 * The account sidebar (widget `account-nav`): Account Overview, Subscriptions (only with
 * subscriptions: it starts the portal login instead of navigating), Orders, Addresses, help and
 * Log Out. View links (here and any `data-account-view-link` in the section) switch the view in
 * place through account-views; modified clicks keep the browser's own behaviour.
 */
import { useLayoutEffect } from 'react';
import { isPlainClick } from '../../lib/plain-click';
import { followAccountViews } from './account-views';
import type { AccountNavProps, AccountView } from './account-nav-props';
import { PortalStatus, openPortal } from './PortalStatus';

export { schema } from './account-nav-props';

export default function AccountNav({ view, links, contact_html, labels, portal }: AccountNavProps) {
  // Bound in the commit: a press on a view link that woke the island is replayed there.
  useLayoutEffect(() => followAccountViews(), []);

  const viewLink = (name: AccountView, label: string) => (
    <li>
      <a className="account-nav__link" href={links[name]} data-account-view-link aria-current={view === name ? 'page' : undefined}>
        {label}
      </a>
    </li>
  );

  return (
    <nav className="account-nav" aria-label={labels.nav}>
      <ul className="account-nav__list" role="list">
        {viewLink('overview', labels.overview)}
        {portal && (
          <li>
            <a
              className="account-nav__link"
              href={portal.link}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                openPortal(portal, 'nav');
              }}
            >
              {labels.subscriptions}
            </a>
          </li>
        )}
        {viewLink('orders', labels.orders)}
        {viewLink('addresses', labels.addresses)}
        <li className="account-nav__help" dangerouslySetInnerHTML={{ __html: contact_html }} />
        <li>
          <a className="account-nav__link account-nav__link--logout" href={links.logout}>
            {labels.log_out}
          </a>
        </li>
      </ul>
      {portal && <PortalStatus config={portal} origin="nav" />}
    </nav>
  );
}
