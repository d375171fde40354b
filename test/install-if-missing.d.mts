/** Why `npm ci` is needed in `dir` (node_modules missing, or older than the lockfile), or `null`. */
export function installReason(dir?: string): string | null;
/** Runs `npm ci` in `dir` when needed; false when it failed. */
export function installIfMissing(dir?: string): boolean;
