/**
 * The mobile menu (widget `mobile-menu`): a drawer that slides in from the left, built on the
 * shared Modal in 'trap' mode (focus trapped, page scroll locked, Escape / close button /
 * backdrop close it, focus back on the menu toggle). Sections are an accordion, one open at a
 * time, each with product tiles (image, title, optional call to action) and secondary text links.
 * Open state is the header store's `menuOpen` (the entry's toggle sets it); resizing to desktop
 * closes it.
 */
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { Modal } from '../../components/Modal';
import { MENU_OVERLAY } from '../../store/header';
import { isOpenOverlay, uiStore } from '../../store/ui';
import type { MobileMenuProps, NavItem, ProductTile } from './mobile-menu-props';
import './mobile-menu.css';
import { CloseIcon } from '../../components/icons';
import { MobileLocalization } from './MobileLocalization';

export { schema } from './mobile-menu-props';

export const DESKTOP_QUERY = '(min-width: 1024px)';
export const MOBILE_MENU_DIALOG_ID = 'MobileMenuDialog';

const closeMenu = () => uiStore.getState().closeOverlay(MENU_OVERLAY);

function Tile({ tile }: { tile: ProductTile }) {
  return (
    <li className="mobile-tile">
      <a className="mobile-tile__link" href={tile.url}>
        {tile.media && (
          <img className="mobile-tile__image" src={tile.media.src} srcSet={tile.media.srcset} sizes="40vw" width={240} height={240} loading="lazy" alt="" />
        )}
        <span className="mobile-tile__title">{tile.title}</span>
        {tile.subtitle !== '' && <span className="mobile-tile__subtitle">{tile.subtitle}</span>}
      </a>
    </li>
  );
}

function Section({
  item,
  open,
  onToggle,
  viewAll,
}: {
  item: NavItem & { links: NonNullable<NavItem['links']> };
  open: boolean;
  onToggle: () => void;
  viewAll: string;
}) {
  const panelId = `MobileMenu-${item.id}`;
  const { products, secondary } = item.links;
  return (
    <li className="mobile-menu__item">
      <button type="button" className="mobile-menu__link mobile-menu__toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        {item.title}
        <svg
          className="icon icon--chevron"
          aria-hidden="true"
          focusable="false"
          width="16"
          height="16"
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="m4 6 4 4 4-4" />
        </svg>
      </button>
      <div id={panelId} className="mobile-menu__section" hidden={!open}>
        {products.links.length > 0 && (
          <ul className="mobile-menu__tiles" role="list" aria-label={products.title}>
            {products.links.map((tile) => (
              <Tile key={tile.id} tile={tile} />
            ))}
          </ul>
        )}
        {products.cta_url && products.cta_title && (
          <a className="button button--primary button--small mobile-menu__cta" href={products.cta_url}>
            {products.cta_title}
          </a>
        )}
        <ul className="mobile-menu__sublist" role="list">
          <li>
            <a className="mobile-menu__sublink" href={item.url}>
              {viewAll.replace('{title}', item.title)}
            </a>
          </li>
          {secondary.map((link) => (
            <li key={link.id}>
              <a className="mobile-menu__sublink" href={link.url}>
                {link.title}
              </a>
              {link.links.length > 0 && (
                <ul className="mobile-menu__sublist mobile-menu__sublist--nested" role="list">
                  {link.links.map((child) => (
                    <li key={child.id}>
                      <a className="mobile-menu__sublink" href={child.url}>
                        {child.title}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

export default function MobileMenu({ items, account, labels, localization }: MobileMenuProps) {
  const open = useStore(uiStore, isOpenOverlay(MENU_OVERLAY));
  const [openSection, setOpenSection] = useState<string | null>(null);

  // Resizing to desktop closes the menu (the desktop nav takes over).
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) closeMenu();
    };
    onChange();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open]);

  return (
    <Modal
      id={MOBILE_MENU_DIALOG_ID}
      open={open}
      onClose={closeMenu}
      focusMode="trap"
      label={labels.menu}
      overlay={MENU_OVERLAY}
      className="modal--drawer mobile-menu__modal"
      panelClassName="mobile-menu__panel"
    >
      <div className="mobile-menu__header">
        <button type="button" className="icon-button mobile-menu__close" aria-label={labels.close} onClick={closeMenu}>
          <CloseIcon />
        </button>
      </div>
      <nav className="mobile-menu__nav" aria-label={labels.menu}>
        <ul className="mobile-menu__list" role="list">
          {items.map((item) =>
            item.links ? (
              <Section
                key={item.id}
                item={{ ...item, links: item.links }}
                open={openSection === item.id}
                onToggle={() => setOpenSection((current) => (current === item.id ? null : item.id))}
                viewAll={labels.viewAll}
              />
            ) : (
              <li key={item.id} className="mobile-menu__item">
                <a className="mobile-menu__link" href={item.url}>
                  {item.title}
                </a>
              </li>
            ),
          )}
          <li className="mobile-menu__item">
            <a className="mobile-menu__link" href={account.url}>
              {account.label}
            </a>
          </li>
        </ul>
      </nav>
      <MobileLocalization localization={localization} />
    </Modal>
  );
}
