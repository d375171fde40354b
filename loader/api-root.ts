/** `data-api-root` from the loader's own tag, always ending in `/`. @default '/' */
export function readApiRoot(script: HTMLScriptElement | null): string {
  const apiRoot = script?.dataset['apiRoot'] || '/';
  return apiRoot.endsWith('/') ? apiRoot : `${apiRoot}/`;
}
