/**
 * The engine's commerce family: the 20 formatters and 4 predicates that render products, carts
 * and order summaries, reading product data as the platform's engine does (`product-reading.ts`)
 * so the markup matches the platform's byte for byte.
 */
export { COMMERCE_FORMATTERS } from './formatters';
export { COMMERCE_PREDICATES } from './predicates';
