/** 32 hex characters from the platform's CSPRNG (`randomUUID` needs a secure context; this does not). */
export function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
