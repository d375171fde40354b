/**
 * Bounds that keep a hostile or runaway template from hanging or exhausting the process. Each one
 * stops the work it guards and records an error; the output produced so far is still returned.
 */
export interface EngineLimits {
  /**
   * How deep `apply` and `{.include}` may nest partials and macros.
   * @default 16
   */
  readonly maxPartialDepth: number;
  /**
   * Instructions one render may execute (a loop body counts once per item) before it stops.
   * @default 5_000_000
   */
  readonly maxInstructions: number;
  /**
   * Characters one render may output before it stops.
   * @default 20_000_000
   */
  readonly maxOutputLength: number;
  /**
   * Tokens one `{.eval}` expression may contain.
   * @default 1_000
   */
  readonly maxExpressionTokens: number;
  /**
   * Length of the longest string an `{.eval}` concatenation may build.
   * @default 1_000_000
   */
  readonly maxExpressionStringLength: number;
}

export const DEFAULT_LIMITS: EngineLimits = Object.freeze({
  maxPartialDepth: 16,
  maxInstructions: 5_000_000,
  maxOutputLength: 20_000_000,
  maxExpressionTokens: 1_000,
  maxExpressionStringLength: 1_000_000,
});

const NAMES = Object.keys(DEFAULT_LIMITS) as (keyof EngineLimits)[];

/**
 * Fills the defaults in and checks each given limit is a positive integer.
 * @throws {TypeError} for an unknown option name or a value that is not a number.
 * @throws {RangeError} for a number that is not a positive integer.
 */
export function resolveLimits(given: Partial<EngineLimits> | undefined, base: EngineLimits = DEFAULT_LIMITS): EngineLimits {
  if (given === undefined) return base;
  if (typeof given !== 'object' || given === null) throw new TypeError('limits must be an object');
  const limits: Record<string, number> = { ...base };
  for (const [name, value] of Object.entries(given)) {
    if (!NAMES.includes(name as keyof EngineLimits)) throw new TypeError(`limits.${name} is not a known limit`);
    if (value === undefined) continue;
    if (typeof value !== 'number') throw new TypeError(`limits.${name} must be a number`);
    if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`limits.${name} must be a positive integer, got ${value}`);
    limits[name] = value;
  }
  return Object.freeze(limits as unknown as EngineLimits);
}
