/**
 * Random JSON for the fuzzer: every JSON type, the numbers and strings where coercion rules bite,
 * keys from a small pool so templates find what they look for, and mutation of realistic data
 * (a field replaced by any other type, dropped, or kept).
 */
import type { Random } from './random';

/** Keys the templates' paths draw from too. */
export const KEYS = ['a', 'b', 'c', 'n', 's', 'o', 'items', 'x-y', '$d', 'title', 'id', 'value', 'name'] as const;

const NUMBERS = [0, 1, 2, 3, -1, -3, 1.5, 3.7, 0.1, 10, 100, 1e21, 1e-7, -0.5, 12345.678, 2147483648, 1700000000000, 86400000];
const STRINGS = [
  '',
  'a',
  'abc',
  '1',
  '2',
  '0',
  '-1',
  '1.5',
  '1e3',
  ' 7 ',
  '0x1f',
  '12abc',
  'true',
  'null',
  'x y',
  'The quick brown fox jumps over the lazy dog',
  '<b>&"\'</b>',
  'it\'s -- "ok"...',
  'Ünïcödé ✓ ☃',
  '😀 emoji',
  'line\nbreak\ttab',
  '{a}',
  '{.section a}',
  'http://example.com/a b?c=d&e',
  '#ff8800',
  'rgb(1,2,3)',
  'a.b',
  '@index',
  'Kelvin K',
  '2024-02-29T12:30:00Z',
];

export function randomScalar(random: Random): unknown {
  return random.weighted<() => unknown>([
    [5, () => random.pick(NUMBERS)],
    [3, () => random.int(-20, 20)],
    [2, () => random.int(-1e6, 1e6) / random.pick([1, 10, 100, 1000])],
    [6, () => random.pick(STRINGS)],
    [2, () => randomString(random)],
    [2, () => random.chance(0.5)],
    [2, () => null],
  ])();
}

function randomString(random: Random): string {
  const alphabet = 'abcXYZ019 -_.,:;!?@#$%^&*()[]{}<>"\'/\\|`~\n\téß€😀';
  return random.times(0, 12, () => random.pick([...alphabet])).join('');
}

/** Any JSON value, at most `depth` levels of nesting. */
export function randomJson(random: Random, depth = 3): unknown {
  if (depth <= 0) return randomScalar(random);
  return random.weighted<() => unknown>([
    [6, () => randomScalar(random)],
    [2, () => random.times(0, 4, () => randomJson(random, depth - 1))],
    [3, () => randomObject(random, depth - 1)],
  ])();
}

export function randomObject(random: Random, depth: number, maxKeys = 5): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = random.int(0, maxKeys); i > 0; i--) object[random.pick(KEYS)] = randomJson(random, depth);
  return object;
}

/**
 * A copy of `value` with a few random changes: a member replaced by another value of any type,
 * removed, or a scalar nudged to a neighbouring type.
 */
export function mutate(random: Random, value: unknown, changes: number): unknown {
  let result = structuredClone(value);
  for (let i = 0; i < changes; i++) result = mutateOnce(random, result, 0);
  return result;
}

function mutateOnce(random: Random, value: unknown, depth: number): unknown {
  if (typeof value === 'object' && value !== null && depth < 6 && random.chance(0.8)) {
    const container = value as Record<string, unknown>;
    const keys = Object.keys(container);
    if (keys.length > 0) {
      const key = random.pick(keys);
      if (!Array.isArray(value) && random.chance(0.15)) delete container[key];
      else container[key] = mutateOnce(random, container[key], depth + 1);
      return value;
    }
  }
  return random.weighted<() => unknown>([
    [4, () => randomScalar(random)],
    [1, () => randomJson(random, 2)],
    [2, () => (typeof value === 'number' ? String(value) : typeof value === 'string' ? Number(value) || value.length : value)],
  ])();
}

/** A JSON value exactly as `JSON.parse` would give it (no `-0`, no `undefined`, plain prototypes). */
export function asParsedJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value) ?? 'null') as T;
}
