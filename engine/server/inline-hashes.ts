import { createHash } from 'node:crypto';

/** An inline <script> (no src) or <style> element and its text. */
const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
/** Script types a browser runs; anything else (application/json...) is a data block. */
const RUNNABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

function typeOf(attributes: string): string {
  return (
    /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
      .exec(attributes)
      ?.slice(1)
      .find((value) => value !== undefined) ?? ''
  ).trim();
}

const known = new Map<string, string>();

/** 'sha256-<base64>' of a text, remembered (a brand's theme style is on every page). */
function sha256(text: string): string {
  let hash = known.get(text);
  if (hash === undefined) {
    hash = `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
    if (text.length <= 32_768 && known.size < 256) known.set(text, hash);
  }
  return hash;
}

/**
 * The CSP hash sources of a page's inline scripts and styles (CSP 3 'sha256-...'), for a page a
 * shared cache may keep: a nonce would be sent to every shopper who gets the copy. Scripts with
 * src and data blocks (type="application/json", the page state) need none: CSP does not run them.
 */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const match of html.matchAll(INLINE)) {
    const [, element = '', attributes = '', text = ''] = match;
    if (element.toLowerCase() === 'style') {
      styles.add(sha256(text));
    } else if (!/\bsrc\s*=/i.test(attributes) && RUNNABLE_TYPE.test(typeOf(attributes))) {
      scripts.add(sha256(text));
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}
