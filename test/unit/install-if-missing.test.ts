import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installReason } from '../install-if-missing.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project folder with a lockfile and, when `installedAt` is given, an install made at that time (seconds). */
function project(lockAt: number, installedAt?: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'install-if-missing-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'package-lock.json'), '{}');
  utimesSync(join(dir, 'package-lock.json'), lockAt, lockAt);
  if (installedAt !== undefined) {
    mkdirSync(join(dir, 'node_modules'));
    writeFileSync(join(dir, 'node_modules', '.package-lock.json'), '{}');
    utimesSync(join(dir, 'node_modules', '.package-lock.json'), installedAt, installedAt);
  }
  return dir;
}

describe('installing what is missing before npm test and npm run demo', () => {
  it('installs on a fresh clone, which has no node_modules', () => {
    expect(installReason(project(1_000))).toBe('node_modules is missing');
  });

  it('installs again when the lockfile changed after the last install', () => {
    expect(installReason(project(2_000, 1_000))).toBe('package-lock.json is newer than node_modules');
  });

  it('does nothing when the install is newer than the lockfile', () => {
    expect(installReason(project(1_000, 2_000))).toBeNull();
  });
});
