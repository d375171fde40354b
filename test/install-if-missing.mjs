#!/usr/bin/env node
// Installs the locked dependencies when they are missing or stale, so `npm run demo` and `npm test`
// work on a fresh clone with nothing run before them. Uses nothing but Node: it runs before there is
// a node_modules to import from.
//
// Stale means the lockfile changed after the last install: npm writes node_modules/.package-lock.json
// at the end of every install, so its modification time is when node_modules last matched a lockfile.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Why an install is needed, or `null` when node_modules is up to date with the lockfile. */
export function installReason(dir = root) {
  const lock = modified(join(dir, 'package-lock.json'));
  const installed = modified(join(dir, 'node_modules', '.package-lock.json'));
  if (lock === undefined) return null;
  if (installed === undefined) return 'node_modules is missing';
  return installed < lock ? 'package-lock.json is newer than node_modules' : null;
}

function modified(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Runs `npm ci` when needed; returns false when it failed. */
export function installIfMissing(dir = root) {
  const reason = installReason(dir);
  if (reason === null) return true;
  console.log(`${reason}: running npm ci`);
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  if (result.status === 0) return true;
  console.error('npm ci failed; fix what it printed above, then run the command again.');
  return false;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(installIfMissing() ? 0 : 1);
