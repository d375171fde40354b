import { startRuntime as startPageRuntime } from '../loader/runtime';
import type { PageRuntime, RuntimeChunks, RuntimeOptions } from '../loader/types';

/**
 * The runtime chunk's entry (vite.config.ts names it `runtime`) and the top of the import stack:
 * src ← loader ← widgets ← admin ← runtime. It is the one module that imports (lazily) every widget
 * chunk and the admin app, and it hands that map to the loader's runtime (loader/runtime.ts), so
 * nothing below it imports upwards.
 *
 * The chunks the runtime imports, by `data-widget` name (the engine's classes map onto some of them,
 * loader/markup.ts). The runtime is an ES module, so each import resolves against the runtime
 * chunk's own address: the bundle works from any folder or CDN path, and the loader carries none
 * of these names.
 */
const RUNTIME_CHUNKS: RuntimeChunks = {
  widgets: {
    account: () => import('../widgets/account/index'),
    'cart-pill': () => import('../widgets/cart-pill/index'),
    'add-to-cart': () => import('../widgets/add-to-cart/index'),
    'variant-picker': () => import('../widgets/variant-picker/index'),
    'quantity-input': () => import('../widgets/quantity-input/index'),
    'cart-entry-fields': () => import('../widgets/cart-entry-fields/index'),
    cart: () => import('../widgets/cart/index'),
    'form-block': () => import('../widgets/form-block/index'),
    'newsletter-block': () => import('../widgets/newsletter-block/index'),
    installments: () => import('../widgets/installments/index'),
    restock: () => import('../widgets/restock/index'),
    'restock-manager': () => import('../widgets/restock-manager/index'),
    'quick-view': () => import('../widgets/quick-view/index'),
    button: () => import('../widgets/button/index'),
    'promo-popup': () => import('../widgets/promo-popup/index'),
    'promo-popup-form': () => import('../widgets/promo-popup/form'),
    // The owner's admin app, on /config pages only: no storefront page has this element.
    admin: () => import('../admin/index'),
  },
  popover: () => import('../widgets/cart-popover/index'),
  // The same module the loader starts after load: the browser shares one instance between them.
  telemetry: () => import('../loader/telemetry'),
};

/** What the loader calls once the runtime chunk arrives (loader/types.ts RuntimeModule): the runtime over the chunks above. */
export function startRuntime(options: RuntimeOptions): PageRuntime {
  return startPageRuntime({ chunks: RUNTIME_CHUNKS, ...options });
}
