/** A megabyte in upload limits (spec 001 §9): 1,000,000 bytes. */
export const MEGABYTE = 1_000_000;

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * A file's size as the file manager shows it, in 1024 units (spec 001 §9): `512 bytes`, `1 byte`,
 * `1.5 KB`, `12 MB` (one decimal under 10, none from 10 up, no trailing `.0`).
 */
export function humanizeFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`A file size is a count of bytes, not ${bytes}`);
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length) {
    value /= 1024;
    unit += 1;
  }
  // 1023.96 KB rounds up to "1024 KB": say "1 MB" instead.
  if (Number(value >= 10 ? value.toFixed(0) : value.toFixed(1)) >= 1024 && unit < UNITS.length) {
    value /= 1024;
    unit += 1;
  }
  const text = value >= 10 ? value.toFixed(0) : value.toFixed(1).replace(/\.0$/, '');
  return `${text} ${UNITS[unit - 1]}`;
}

/** An upload limit as its message names it, in megabytes of 1,000,000 bytes: `20 MB`, `0.5 MB`. */
export function formatSizeLimit(bytes: number): string {
  return `${Number((bytes / MEGABYTE).toFixed(2))} MB`;
}
