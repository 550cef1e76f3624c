/**
 * The product form's server frame answers tile presses itself while the island loads:
 * Liquid printed the frame once per variant in inert templates (snippets/product-form-variants),
 * and the pressed tile's variant is copied in from its template (price, tiles, purchase cards,
 * message, buttons) and named in ?variant= as the form does. The press itself is held and
 * replayed into the widget by the island runtime (replay.ts), so the widget mounts showing the
 * same variant and nothing moves at the swap. Once the island has mounted the frame is gone and
 * this does nothing.
 */
import { readIslandProps } from '../../islands/props';
import { variantForOptions } from '../../lib/option-match';
import { writeParams } from '../../lib/url-state';

const FRAME = '[data-widget="product-form"] > .product-form-widget';
const TILE_INPUT = '.option-tiles__input';
/** What a variant changes in the form, besides the price and the tiles. */
const VARIANT_PARTS = '.purchase-options, .product-form__message, .product-form__buttons';

/** The tile input a press is for: the input itself, or its label. */
function pressedTile(target: EventTarget | null): HTMLInputElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest('label')?.control ?? target;
  return control instanceof HTMLInputElement && control.matches(TILE_INPUT) ? control : null;
}

const isPress = (event: Event) => event.type === 'click' || (event instanceof KeyboardEvent && (event.key === ' ' || event.key === 'Enter'));

interface VariantTemplate {
  id: string;
  options: unknown[];
  frame: Element | null;
}

function variantTemplates(host: Element): VariantTemplate[] {
  return Array.from(host.querySelectorAll<HTMLTemplateElement>(':scope > template[data-variant-frame]')).map((template) => {
    let options: unknown = [];
    try {
      options = JSON.parse(template.dataset.options ?? '[]');
    } catch {
      // an unreadable list matches no press
    }
    return { id: template.dataset.variantFrame ?? '', options: Array.isArray(options) ? options : [], frame: template.content.firstElementChild };
  });
}

/** Gives `live` the classes and content of `from` (the element itself stays: focus and live regions keep it). */
function copyInto(live: Element | undefined | null, from: Element | undefined | null): void {
  if (!live || !from) return;
  live.className = from.className;
  live.replaceChildren(...Array.from(from.cloneNode(true).childNodes));
}

function showVariant(frame: Element, part: Element): void {
  copyInto(frame.querySelector('[data-product-price]'), part.querySelector('[data-product-price]'));
  const partInputs = part.querySelectorAll<HTMLInputElement>(TILE_INPUT);
  frame.querySelectorAll<HTMLInputElement>(TILE_INPUT).forEach((input, i) => (input.checked = partInputs[i]?.defaultChecked === true));
  const partLabels = part.querySelectorAll('.option-tiles__label');
  frame.querySelectorAll('.option-tiles__label').forEach((label, i) => copyInto(label, partLabels[i]));
  const form = frame.querySelector('form');
  const partForm = part.querySelector('form');
  if (!form || !partForm) return;
  // What stays (tiles, a price inside the form, what is included: the template has an empty
  // stand-in for it) keeps its place; the variant's parts go in between, in the template's order.
  form.querySelectorAll(`:scope > :is(${VARIANT_PARTS})`).forEach((element) => element.remove());
  const staying = Array.from(form.children);
  let next = 0;
  for (const element of Array.from(partForm.children)) {
    if (element.matches(VARIANT_PARTS)) form.insertBefore(element.cloneNode(true), staying[next] ?? null);
    else next++;
  }
}

function answer(host: Element, frame: Element, input: HTMLInputElement, event: Event): void {
  const fieldsets = Array.from(frame.querySelectorAll('fieldset.option-tiles'));
  const position = fieldsets.findIndex((fieldset) => fieldset.contains(input));
  if (position < 0) return;
  const wanted = fieldsets.map((fieldset, i) =>
    i === position ? input.value : (fieldset.querySelector<HTMLInputElement>(`${TILE_INPUT}:checked`)?.value ?? ''),
  );
  // The variant the form would pick (the rule purchase-mode.ts's pickOption follows).
  const template = variantForOptions(variantTemplates(host), (t) => t.options, wanted, position);
  // No template (too many variants), or one the frame cannot show (it needs a selling plan): the island answers.
  if (!template?.frame) return;
  showVariant(frame, template.frame);
  // A press on the input itself is cancelled while the island loads, which puts its old state back after the event.
  if (event.target === input) setTimeout(() => (input.checked = true), 0);
  const props = readIslandProps(host);
  const settings = props.ok ? (props.props.settings as { update_url?: unknown } | undefined) : undefined;
  if (settings?.update_url === true) writeParams({ variant: template.id }, 'replace');
}

/**
 * Answers a tile press in a product form's frame. The island runtime holds every such press
 * while the island loads and replays them in order (replay.ts), so the widget ends on the last.
 */
export function bindFrameVariants(doc: Document = document): () => void {
  const onPress = (event: Event) => {
    if (!isPress(event) || !(event.target instanceof Element)) return;
    const frame = event.target.closest(FRAME);
    if (!frame) return;
    const input = pressedTile(event.target);
    if (input && frame.parentElement && frame.contains(input)) answer(frame.parentElement, frame, input, event);
  };
  doc.addEventListener('click', onPress, true);
  doc.addEventListener('keydown', onPress, true);
  return () => {
    doc.removeEventListener('click', onPress, true);
    doc.removeEventListener('keydown', onPress, true);
  };
}
