import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from '../../../engine/server/inline-hashes.ts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** Issue 9 Deliver §3: a cacheable page's CSP allows its inline elements by hash, never by nonce. */
describe('inline hashes (issue 9)', () => {
  it('hashes inline scripts and styles, not external scripts nor data blocks', () => {
    const html =
      '<style>:root{--a:1}</style><script>run()</script>' +
      '<script type="module">go()</script><script type="module" src="/assets/x.js"></script>' +
      '<script type="application/json" id="sf-state">{"a":1}</script>' +
      '<STYLE media="print">p{}</STYLE>';
    expect(inlineHashes(html)).toEqual({
      scripts: [sha('run()'), sha('go()')],
      styles: [sha(':root{--a:1}'), sha('p{}')],
    });
  });

  it('lists a repeated element once', () => {
    expect(inlineHashes('<style>a{}</style><style>a{}</style>').styles).toHaveLength(1);
  });
});
