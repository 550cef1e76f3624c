/** Options as tiles: one radio group per option; sold-out combinations stay choosable but marked. */
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
}

export function hasOnlyDefaultVariant(product: ProductData): boolean {
  return product.variants.length === 1 && product.variants[0]?.title === 'Default Title';
}

export function OptionTiles({ product, variant, texts, idPrefix, groupPrefix, onSelect }: Props) {
  if (hasOnlyDefaultVariant(product)) return null;
  return (
    <>
      {product.options.map((option, position) => (
        <fieldset className="option-tiles" key={option.name}>
          <legend className="option-tiles__legend">{product.gift_card ? texts.amount : option.name}</legend>
          <div className="option-tiles__list">
            {option.values.map((value) => {
              const id = `${idPrefix}-${position}-${value.replace(/\W+/g, '-')}`;
              const match = product.variants.find(
                (v) => v.options[position] === value && v.options.every((o, i) => i === position || o === variant.options[i]),
              );
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
