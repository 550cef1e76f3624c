/**
 * The variant picker block: options as tiles (one radio group per option) or as dropdowns (one
 * select per option); sold-out combinations stay choosable but marked.
 */
import type { ProductData, ProductVariant } from '../../lib/product-data';
import { parseGiftAmount } from './cart-line';
import type { FormTexts } from './form-props';

interface Props {
  product: ProductData;
  variant: ProductVariant;
  texts: FormTexts;
  idPrefix: string;
  /** radio group names start with it: the form's id, as the server frame prints them */
  groupPrefix: string;
  onSelect: (position: number, value: string) => void;
  /** the variant picker block's editor marker (theme editor only) */
  editorBlock?: string;
}

export function hasOnlyDefaultVariant(product: ProductData): boolean {
  return product.variants.length === 1 && product.variants[0]?.title === 'Default Title';
}

/** The variant of `product` with `value` at `position` and the selected variant's other option values. */
function variantWith(product: ProductData, variant: ProductVariant, position: number, value: string): ProductVariant | undefined {
  return product.variants.find((v) => v.options[position] === value && v.options.every((o, i) => i === position || o === variant.options[i]));
}

export function OptionTiles({ product, variant, texts, idPrefix, groupPrefix, onSelect, editorBlock }: Props) {
  if (hasOnlyDefaultVariant(product)) return null;
  return (
    <>
      {product.options.map((option, position) => (
        <fieldset className="option-tiles" key={option.name} data-shopify-editor-block={editorBlock}>
          <legend className="option-tiles__legend">{product.gift_card ? texts.amount : option.name}</legend>
          <div className="option-tiles__list">
            {option.values.map((value) => {
              const id = `${idPrefix}-${position}-${value.replace(/\W+/g, '-')}`;
              const match = variantWith(product, variant, position, value);
              const label = product.gift_card ? parseGiftAmount(value, texts.amount_error) : value;
              return (
                <span className="option-tiles__tile" key={value}>
                  <input
                    type="radio"
                    className="visually-hidden option-tiles__input"
                    id={id}
                    name={`${groupPrefix}-option-${position}`}
                    value={value}
                    checked={variant.options[position] === value}
                    onChange={() => onSelect(position, value)}
                  />
                  <label htmlFor={id} className={`option-tiles__label${match && !match.available ? ' is-unavailable' : ''}`}>
                    {label}
                    {match && !match.available && <span className="visually-hidden"> – {texts.sold_out}</span>}
                  </label>
                </span>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}

/** The same choices as one labelled select per option (the variant picker block's "Dropdowns"). */
export function OptionSelects({ product, variant, texts, idPrefix, onSelect, editorBlock }: Omit<Props, 'groupPrefix'>) {
  if (hasOnlyDefaultVariant(product)) return null;
  return (
    <>
      {product.options.map((option, position) => {
        const id = `${idPrefix}-select-${position}`;
        return (
          <div className="field option-select" key={option.name} data-shopify-editor-block={editorBlock}>
            <label className="field__label" htmlFor={id}>
              {product.gift_card ? texts.amount : option.name}
            </label>
            <select className="field__input" id={id} value={variant.options[position]} onChange={(event) => onSelect(position, event.currentTarget.value)}>
              {option.values.map((value) => {
                const match = variantWith(product, variant, position, value);
                const label = product.gift_card ? parseGiftAmount(value, texts.amount_error) : value;
                return (
                  <option key={value} value={value}>
                    {match && !match.available ? `${label} – ${texts.sold_out}` : label}
                  </option>
                );
              })}
            </select>
          </div>
        );
      })}
    </>
  );
}
