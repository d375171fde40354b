// The one part of jsdom the demo server uses (sanitize-html.ts); jsdom ships no types of its own.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
