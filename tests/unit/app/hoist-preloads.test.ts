import { describe, expect, it } from 'vitest';
import { hoistImagePreloads } from '../../../engine/app/ssr/hoist-preloads.ts';

/** Issue 9 (Lighthouse LCP): the page's largest image is asked for before its scripts. */
describe('hoistImagePreloads', () => {
  const head =
    '<html><head><title>x</title><link rel="modulepreload" href="/assets/entry.js"></head>';
  const high =
    '<link rel="preload" as="image" href="/api/images/a?width=640" fetchPriority="high"/>';
  const plain = '<link rel="preload" as="image" href="/static/logo.svg"/>';

  it('moves the high-priority image preload ahead of the module preloads', () => {
    const html = `${head}<body><div id="root">${plain}${high}<main>page</main></div></body></html>`;
    expect(hoistImagePreloads(html)).toBe(
      `<html><head><title>x</title>${high}<link rel="modulepreload" href="/assets/entry.js"></head>` +
        `<body><div id="root">${plain}<main>page</main></div></body></html>`,
    );
  });

  it('leaves a page without one as it is', () => {
    const html = `${head}<body>${plain}</body></html>`;
    expect(hoistImagePreloads(html)).toBe(html);
  });

  it('puts it at the end of a head without module preloads', () => {
    const html = `<head><title>x</title></head><body>${high}</body>`;
    expect(hoistImagePreloads(html)).toBe(`<head><title>x</title>${high}</head><body></body>`);
  });
});
