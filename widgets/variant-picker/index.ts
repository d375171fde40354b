/**
 * Variant picker.
 *
 * Renders: nothing new. It takes over the engine's option pickers, dropdowns and radio buttons
 *   alike: choosing a value resolves the variant in the product's shared state (which the add-to-cart
 *   button reads), keeps a dropdown and its radio buttons in step, and in the product block (the
 *   nearest ancestor with the same data-item-id) shows the variant's price (`.product-price`), its
 *   sold-out or sale badge (`.product-mark`) and its image (the `[data-image-id]` image named by the
 *   variant's `mainImageId`; the others get `hidden`). The radio buttons are the keyboard controls
 *   (Tab to the option, arrow keys between values): the widget takes the engine's role="button" and
 *   tabindex off their labels, which a <label> may not carry.
 * Accepts (the engine's `.product-variants` markup, or data-widget="variant-picker" on the same markup):
 *   data-item-id              required, the product id
 *   data-variants             required, the variants as JSON (attributes, sku, prices, stock, mainImageId)
 *   data-is-subscribable      "true" for a subscribable product
 *   data-subscription-plan    its plan as JSON
 *   inside: `select[data-variant-option-name]` and/or `.variant-radiobtn-wrapper[data-variant-option-name]`
 *   with `input.variant-radiobtn` and their labels, one per option, in display order.
 * Usage: {item|variants-select} in a template.
 */
import type { MountWidget } from '../../loader';
import type { ProductVariant } from '../../src/commerce';
import { getChosenVariant, getProductForm, type ProductFormState } from '../../src/product-form';
import { WidgetAttributeError, jsonAttribute, requiredAttribute } from '../ui';
import type { ProductBlockView } from './product-block';

const OPTION_NAME = 'data-variant-option-name';

/** The option a control belongs to: a select names it itself, a radio button through its wrapper. */
function optionNameOf(control: Element): string | null {
  return control.closest(`[${OPTION_NAME}]`)?.getAttribute(OPTION_NAME) ?? null;
}

export const mount: MountWidget = (element, runtime) => {
  const itemId = requiredAttribute(element, 'data-item-id');
  const variants = jsonAttribute(element, 'data-variants');
  if (variants === undefined) throw new WidgetAttributeError('data-variants', 'is required');
  if (!Array.isArray(variants)) throw new WidgetAttributeError('data-variants', 'must be a JSON array of variants');
  const plan = jsonAttribute(element, 'data-subscription-plan');
  const selects = [...element.querySelectorAll<HTMLSelectElement>(`select[${OPTION_NAME}]`)];
  const radios = [...element.querySelectorAll<HTMLInputElement>('input.variant-radiobtn')];
  const labels = [...element.querySelectorAll<HTMLLabelElement>(`[${OPTION_NAME}] label[role="button"]`)];
  const optionNames = [
    ...new Set([...element.querySelectorAll(`[${OPTION_NAME}]`)].map((control) => control.getAttribute(OPTION_NAME) ?? '')),
  ];

  const form = getProductForm(runtime, itemId);
  form.getState().describe({
    variants: variants as ProductVariant[],
    variantOptionOrdering: optionNames,
    isSubscribable: element.getAttribute('data-is-subscribable') === 'true' || undefined,
    subscriptionPlan: typeof plan === 'object' && plan !== null ? plan : undefined,
  });

  // The block's price, badge and image change only once a variant is chosen: the code that writes
  // them (the price rules and money formatting, about a third of the product widgets) is imported
  // then, not with the page. `undefined` once it could not be.
  let view: Promise<ProductBlockView | undefined> | undefined;
  function show(state: ProductFormState): void {
    const variant = getChosenVariant(state);
    if (variant === undefined && view === undefined) return;
    view ??= import('./product-block').then(
      (block) => block.createProductBlockView(block.productBlockOf(element, itemId), runtime.config.locale),
      (error: unknown) => void console.error('[storefront-kit] The variant picker cannot show the chosen variant.', error),
    );
    // Callbacks run in the order they were added, so the block ends up showing the latest choice.
    void view.then((ready) => ready?.show(state.item, variant));
  }

  function sync(state: ProductFormState): void {
    for (const select of selects) {
      const chosen = state.selection[select.getAttribute(OPTION_NAME) ?? ''] ?? '';
      if (select.value !== chosen) select.value = chosen;
    }
    for (const radio of radios) radio.checked = state.selection[optionNameOf(radio) ?? ''] === radio.value;
  }

  const onChange = (event: Event) => {
    const control = event.target;
    if (!(control instanceof HTMLSelectElement || control instanceof HTMLInputElement)) return;
    const name = optionNameOf(control);
    if (name === null) return;
    form.getState().choose(name, control.value);
  };
  // Values the browser restored (back navigation) are the shopper's: keep them.
  for (const select of selects) if (select.value !== '') form.getState().choose(select.getAttribute(OPTION_NAME) ?? '', select.value);
  for (const radio of radios) if (radio.checked) form.getState().choose(optionNameOf(radio) ?? '', radio.value);

  element.addEventListener('change', onChange);
  // The engine marks each radio's label role="button" with a tab stop of its own, which a <label>
  // may not carry (ARIA in HTML) and which doubles every choice for keyboard and screen-reader
  // users. The radios are the controls (one tab stop per option, arrow keys between values); the
  // labels go back to being their labels.
  const labelAttributes = labels.map((label) => [label.getAttribute('role'), label.getAttribute('tabindex')] as const);
  for (const label of labels) {
    label.removeAttribute('role');
    label.removeAttribute('tabindex');
  }
  sync(form.getState());
  if (Object.keys(form.getState().selection).length > 0) show(form.getState());
  const unsubscribe = form.subscribe((state, previous) => {
    if (state.selection === previous.selection && state.item === previous.item) return;
    sync(state);
    show(state);
  });

  return () => {
    unsubscribe();
    element.removeEventListener('change', onChange);
    labels.forEach((label, index) => {
      const [role, tabIndex] = labelAttributes[index] ?? [null, null];
      if (role !== null) label.setAttribute('role', role);
      if (tabIndex !== null) label.setAttribute('tabindex', tabIndex);
    });
    void view?.then((ready) => ready?.restore());
  };
};
