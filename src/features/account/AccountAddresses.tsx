/**
 * The addresses view (widget `account-addresses`): 'Add Address' opens the drawer 'New Address',
 * each 'Edit' the drawer 'Edit Address', each 'Delete' a confirmation, all on the shared Modal
 * and open by the ui store's active modal id (spec §4: one at a time). Forms post Shopify's legacy
 * fields natively; a failed save comes back with its drawer open, values kept, errors per field.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { Modal, type ModalFocusMode } from '../../components/Modal';
import { isOpenOverlay, uiStore } from '../../store/ui';
import { useUiStore } from '../../store/useStore';
import { AddressForm } from './AddressForm';
import { EMPTY_ADDRESS, type AccountAddressesProps, type AddressValues } from './addresses-props';
import { parseCountryOptions } from './countries';

export { schema } from './addresses-props';

export const drawerIdOf = (formId: string) => `AddressDrawer-${formId}`;
export const deleteDialogIdOf = (addressId: number) => `AddressDelete-${addressId}`;

function openModal(id: string): void {
  uiStore.getState().openOverlay('modal', id);
}

function closeModal(id: string): void {
  uiStore.getState().closeOverlay(id);
}

interface StoreModalProps {
  id: string;
  focusMode: ModalFocusMode;
  className: string;
  panelClassName: string;
  children: ReactNode;
}

/** A Modal open while the ui store's active overlay is `id`, titled by its `${id}-title` heading. */
function StoreModal({ id, focusMode, className, panelClassName, children }: StoreModalProps) {
  const open = useUiStore(isOpenOverlay(id));
  return (
    <Modal
      id={id}
      open={open}
      onClose={() => closeModal(id)}
      overlay={id}
      focusMode={focusMode}
      labelledBy={`${id}-title`}
      className={className}
      panelClassName={panelClassName}
    >
      {children}
    </Modal>
  );
}

interface DrawerProps {
  id: string;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

function AddressDrawer({ id, title, closeLabel, children }: DrawerProps) {
  return (
    <StoreModal id={id} focusMode="close-on-leave" className="modal--address" panelClassName="address-drawer__dialog">
      <div className="address-drawer__header">
        <h2 id={`${id}-title`} className="account__panel-heading">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label={closeLabel} onClick={() => closeModal(id)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children}
    </StoreModal>
  );
}

function DialogToggle({ id, className, children }: { id: string; className: string; children: ReactNode }) {
  const open = useUiStore(isOpenOverlay(id));
  return (
    <button type="button" className={className} aria-haspopup="dialog" aria-expanded={open} aria-controls={id} onClick={() => openModal(id)}>
      {children}
    </button>
  );
}

interface DeleteDialogProps {
  id: string;
  url: string;
  html: string;
  labels: AccountAddressesProps['labels'];
}

/** 'Delete this address?': posts Shopify's `_method=delete` to the address's URL, or cancels. */
function DeleteDialog({ id, url, html, labels }: DeleteDialogProps) {
  return (
    <StoreModal id={id} focusMode="trap" className="modal--center" panelClassName="address-delete__dialog">
      <h2 id={`${id}-title`} className="account__panel-heading">
        {labels.delete_confirm}
      </h2>
      <div className="address-card__text" dangerouslySetInnerHTML={{ __html: html }} />
      <form method="post" action={url} acceptCharset="UTF-8" className="address-drawer__actions">
        <input type="hidden" name="_method" value="delete" />
        <button type="submit" className="button button--primary">
          {labels.delete_confirm_button}
        </button>
        <button type="button" className="button button--secondary" onClick={() => closeModal(id)}>
          {labels.cancel}
        </button>
      </form>
    </StoreModal>
  );
}

export default function AccountAddresses({ new_action, country_options, addresses, failed, labels }: AccountAddressesProps) {
  const countries = useMemo(() => parseCountryOptions(country_options), [country_options]);
  const newId = drawerIdOf('new');

  // A failed save came back: its drawer opens again, showing what was typed and what went wrong
  // (only when that form is on this page: an address of another page has no drawer here).
  const failedFormId = failed?.form_id;
  const failedHere = failedFormId === 'new' || addresses.some((a) => String(a.id) === failedFormId);
  useEffect(() => {
    if (failedFormId !== undefined && failedHere) openModal(drawerIdOf(failedFormId));
  }, [failedFormId, failedHere]);

  // The view leaves (a view switch, the editor) with a drawer open: nothing stays locked.
  useEffect(
    () => () => {
      const active = uiStore.getState().overlay?.id;
      if (active?.startsWith('AddressDrawer-') || active?.startsWith('AddressDelete-')) uiStore.getState().closeOverlay(active);
    },
    [],
  );

  const formState = (formId: string, saved: AddressValues, isDefault: boolean) =>
    failed?.form_id === formId
      ? { values: failed.values, defaultChecked: failed.default, errors: failed.errors }
      : { values: saved, defaultChecked: isDefault, errors: {} };

  return (
    <>
      <DialogToggle id={newId} className="button button--primary address-drawer__add">
        {labels.add}
      </DialogToggle>
      <AddressDrawer id={newId} title={labels.new} closeLabel={labels.close}>
        <AddressForm
          formId="new"
          action={new_action}
          labels={labels}
          countries={countries}
          onCancel={() => closeModal(newId)}
          {...formState('new', EMPTY_ADDRESS, false)}
        />
      </AddressDrawer>

      {addresses.length === 0 ? (
        <p className="empty-note">{labels.none}</p>
      ) : (
        <ul className="address-list" role="list">
          {addresses.map((address) => {
            const formId = String(address.id);
            const editId = drawerIdOf(formId);
            const deleteId = deleteDialogIdOf(address.id);
            return (
              <li key={address.id} className="card address-card">
                {address.default && <p className="badge badge--default">{labels.default}</p>}
                <div className="address-card__text" dangerouslySetInnerHTML={{ __html: address.html }} />
                <div className="address-card__actions">
                  <DialogToggle id={editId} className="button button--secondary button--small">
                    {labels.edit_button}
                    <span className="visually-hidden">: {address.values.address1}</span>
                  </DialogToggle>
                  <DialogToggle id={deleteId} className="button button--text button--small">
                    {labels.delete}
                    <span className="visually-hidden">: {address.values.address1}</span>
                  </DialogToggle>
                </div>
                <AddressDrawer id={editId} title={labels.edit} closeLabel={labels.close}>
                  <AddressForm
                    formId={formId}
                    action={address.url}
                    labels={labels}
                    countries={countries}
                    onCancel={() => closeModal(editId)}
                    {...formState(formId, address.values, address.default)}
                  />
                </AddressDrawer>
                <DeleteDialog id={deleteId} url={address.url} html={address.html} labels={labels} />
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
