import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * The page's HTML between the hand-written head and tail, once every boundary is ready: nothing
 * is sent before the page is complete (a time-out (signal) aborts React and the shopper gets the
 * 500 page, never half a shell), so the page comes whole, for the server to compress once and a
 * cache to keep.
 */
export function renderHtml(
  element: ReactNode,
  nonce: string | undefined,
  head: string,
  tail: string,
  signal: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason instanceof Error ? signal.reason : new Error('Render aborted'));
      return;
    }
    const chunks: Buffer[] = [Buffer.from(head)];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        chunks.push(Buffer.from(tail));
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(element, {
      ...(nonce ? { nonce } : {}),
      // Everything is ready before the first byte (onAllReady): keep every Suspense boundary's
      // content inline, where it is in the HTML before any script, instead of React moving a
      // large one behind a reveal script.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        signal.removeEventListener('abort', onAbort);
        if (failed) return;
        pipe(sink);
      },
      onShellError(error) {
        signal.removeEventListener('abort', onAbort);
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        if (!signal.aborted) console.error('[storefront:ssr] Render error', error);
      },
    });
    function onAbort() {
      failed = true;
      abort(signal.reason);
      reject(signal.reason instanceof Error ? signal.reason : new Error('Render aborted'));
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
