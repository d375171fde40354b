import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { requireFixtureRoot } from './run';

describe('requireFixtureRoot', () => {
  const made: string[] = [];
  const folder = () => {
    const path = mkdtempSync(join(tmpdir(), 'fixture-root-'));
    made.push(path);
    return path;
  };
  afterEach(() => {
    for (const path of made.splice(0)) rmSync(path, { recursive: true, force: true });
  });

  it('fails a clone that has no shared fixtures beside it, naming what it looked for', () => {
    const clone = join(folder(), 'checkout');
    mkdirSync(clone);
    expect(() => requireFixtureRoot(clone)).toThrow(
      /engine-conformance fixtures are missing: expected shared\/engine-conformance\/MANIFEST\.tsv beside .*checkout/,
    );
  });

  it('finds the fixtures beside the clone', () => {
    const parent = folder();
    const clone = join(parent, 'checkout');
    mkdirSync(clone);
    mkdirSync(join(parent, 'shared', 'engine-conformance'), { recursive: true });
    writeFileSync(join(parent, 'shared', 'engine-conformance', 'MANIFEST.tsv'), '');
    expect(requireFixtureRoot(clone)).toBe(join(parent, 'shared', 'engine-conformance'));
  });
});
