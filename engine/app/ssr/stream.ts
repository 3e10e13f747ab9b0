import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * React's stream between the hand-written head and tail; resolves once every boundary is ready,
 * so nothing is sent before the page is complete: a time-out (signal) aborts React and the
 * shopper gets the 500 page, never half a shell.
 */
export function streamApp(
  element: ReactNode,
  nonce: string,
  head: string,
  tail: string,
  signal: AbortSignal,
): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason instanceof Error ? signal.reason : new Error('Render aborted'));
      return;
    }
    const body = new PassThrough();
    const inner = new PassThrough();
    inner.on('data', (chunk: Buffer) => body.write(chunk));
    inner.on('end', () => body.end(tail));
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      // Everything is ready before the first byte (onAllReady): keep every Suspense boundary's
      // content inline, where it is in the HTML before any script, instead of React moving a
      // large one behind a reveal script.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        signal.removeEventListener('abort', onAbort);
        if (failed) return;
        body.write(head);
        pipe(inner);
        resolve(body);
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
