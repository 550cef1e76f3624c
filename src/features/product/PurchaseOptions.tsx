/**
 * One-time vs subscription, frequency, refill preference and what the first order includes. The
 * purchase type and refill choices are real radios restyled as selectable cards (choice-card).
 */
import { formatMoney } from '../../contracts/money';
import { FrequencySelect } from './FrequencySelect';
import { Popover } from './Popover';
import type { ProductActions } from '../../store/product';
import { currentPlan, currentRefill, currentVariant, offersSubscription, type PurchaseState } from '../../lib/purchase-mode';
import type { FormTexts } from './form-props';
import { fill } from '../../lib/fill';

interface Props {
  state: PurchaseState;
  /** the product store's, which owns the selection */
  actions: Pick<ProductActions, 'setMode' | 'selectPlan' | 'selectRefill'>;
  texts: FormTexts;
  moneyFormat: string;
  /** can bubbles shown in the subscription panel (the bubbles block right after this one) */
  bubbles: readonly string[];
  /** radio group names start with it: the form's id, as the server frame prints them */
  groupPrefix: string;
  /** the purchase options block's and the can bubbles block's editor markers (theme editor only) */
  editorBlock?: string;
  bubblesBlock?: string;
}

/** The can bubbles block: the can's selling points, shown while the shopper subscribes. */
export function CanBubbles({ bubbles, editorBlock }: { bubbles: readonly string[]; editorBlock?: string }) {
  if (bubbles.length === 0) return null;
  return (
    <ul className="can-bubbles" role="list" data-shopify-editor-block={editorBlock}>
      {bubbles.map((b) => (
        <li key={b} className="can-bubble">
          {b}
        </li>
      ))}
    </ul>
  );
}

export function PurchaseOptions({ state, actions, texts, moneyFormat, bubbles, groupPrefix, editorBlock, bubblesBlock }: Props) {
  const variant = currentVariant(state);
  if (!offersSubscription(variant)) return null;
  const plan = currentPlan(state);
  const refill = currentRefill(state);
  const subscribed = state.mode === 'subscription';
  const money = (cents: number) => formatMoney(cents, moneyFormat);
  const name = `${groupPrefix}-mode`;
  return (
    <div className="purchase-options" data-shopify-editor-block={editorBlock}>
      <fieldset className="purchase-options__modes">
        <legend className="visually-hidden">{texts.purchase_type}</legend>
        {!variant.subscription_only && (
          <label className={`choice-card purchase-mode${subscribed ? '' : ' is-active'}`}>
            <input
              type="radio"
              className="choice-card__control"
              name={name}
              value="onetime"
              checked={!subscribed}
              onChange={() => actions.setMode('onetime')}
            />
            <span className="purchase-mode__title">{texts.one_time}</span>
            <span className="purchase-mode__price">{money(variant.price)}</span>
          </label>
        )}
        <label className={`choice-card purchase-mode purchase-mode--subscription${subscribed ? ' is-active' : ''}`}>
          <input
            type="radio"
            className="choice-card__control"
            name={name}
            value="subscription"
            checked={subscribed}
            onChange={() => actions.setMode('subscription')}
          />
          <span className="purchase-mode__title">{texts.subscribe_and_save}</span>
          {plan && <span className="purchase-mode__price">{money(plan.price)}</span>}
          <span className="purchase-mode__badges">
            {plan && plan.discount > 0 && <span className="pill pill--highlight">{fill(texts.percent_off, { n: plan.discount })}</span>}
            {(plan?.free_shipping || variant.free_shipping) && <span className="pill">{texts.free_shipping}</span>}
          </span>
        </label>
      </fieldset>

      {subscribed && plan && (
        <div className="purchase-options__subscription">
          <FrequencySelect label={texts.frequency} plans={variant.subscriptions} value={state.planValue} onChange={actions.selectPlan} />
          <p className="purchase-options__note">{texts.subscription_note}</p>

          {plan.refills.length > 0 && (
            <fieldset className="refill-options">
              <legend className="refill-options__legend">{texts.select_refill}</legend>
              {plan.refills.map((option) => (
                <label key={option.variant} className={`choice-card refill-option${option.variant === state.refillId ? ' is-active' : ''}`}>
                  <input
                    type="radio"
                    className="choice-card__control"
                    name={`${groupPrefix}-refill`}
                    value={option.variant}
                    checked={option.variant === state.refillId}
                    onChange={() => actions.selectRefill(option.variant)}
                  />
                  {option.image && <img src={option.image} alt="" width="48" height="48" loading="lazy" />}
                  <span className="refill-option__title">{option.title}</span>
                  <span className="refill-option__price">{money(option.price)}</span>
                  {option.non_sub_price > option.price && <s className="refill-option__compare">{money(option.non_sub_price)}</s>}
                </label>
              ))}
            </fieldset>
          )}
          {refill && refill.notes.length > 0 && (
            <p className="purchase-options__refill-note">
              <strong>{texts.get_refills}</strong>{' '}
              {refill.notes.map((n) => (
                <Popover key={n.title} label={fill(texts.popover_more, { title: refill.title })} heading={n.title} text={n.text} />
              ))}
            </p>
          )}

          {variant.first_order_includes.length > 0 && (
            <div className="first-order">
              <p className="first-order__heading">{texts.first_order_includes}</p>
              <ul className="first-order__list" role="list">
                {variant.first_order_includes.map((item) => (
                  <li key={item.title} className="first-order__item">
                    <span>{item.title}</span> {item.cap > item.price && <s>{money(item.cap)}</s>} <span>{money(item.price)}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <CanBubbles bubbles={bubbles} editorBlock={bubblesBlock} />
        </div>
      )}
    </div>
  );
}
