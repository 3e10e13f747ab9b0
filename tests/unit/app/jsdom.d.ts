/** The part of jsdom's API the hydration test uses (the project has no @types/jsdom). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
