/**
 * The public face of the modal stack (shell spec §2.4: "either a component or an external
 * event"): page scripts and third-party widgets talk to it through window events, so they need
 * none of the engine's code. This file is in every page's first load: names and a queue only.
 *
 * - OPEN_MODAL_EVENT, detail ModalOptions: pushes a modal (validated; bad input is logged and
 *   ignored). An external-event modal is rendered by whoever listens for its `externalEvent`.
 * - The host dispatches `externalEvent` on window, detail { modalId, props }, each time that modal
 *   becomes the top of the stack.
 * - MODAL_RESULT_EVENT, detail { modalId, outcome } or { modalId, error }: the widget reports back
 *   and the host pops that modal (it must be the one on top) with its outcome or error.
 * - MODAL_READY_EVENT, detail { externalEvent }: a widget that mounts late (after its modal was
 *   pushed) asks; the host announces the modal on top again if it is that event's.
 * - MODAL_CLOSED_EVENT, detail { modalId, outcome } or { modalId, error }: a modal opened by
 *   OPEN_MODAL_EVENT has closed, however it closed (reported, Back, close all, route change).
 */
export const OPEN_MODAL_EVENT = 'storefront:open-modal';
export const MODAL_RESULT_EVENT = 'storefront:modal-result';
export const MODAL_CLOSED_EVENT = 'storefront:modal-closed';
export const MODAL_READY_EVENT = 'storefront:modal-ready';

let receiver: ((detail: unknown) => void) | undefined;
const waiting: unknown[] = [];
const MAX_WAITING = 20;

/** The launcher's ear: a request waits here while the stack's chunk loads. */
export function queueOpenRequest(detail: unknown): void {
  if (receiver) receiver(detail);
  else if (waiting.length < MAX_WAITING) waiting.push(detail);
}

/** The modal host takes the requests: those waiting, then each as it comes. */
export function receiveOpenRequests(take: (detail: unknown) => void): () => void {
  receiver = take;
  for (const detail of waiting.splice(0)) take(detail);
  return () => {
    if (receiver === take) receiver = undefined;
  };
}

/** Opens a modal from the engine's own code the way a page script would. */
export function openModal(options: Readonly<Record<string, unknown>>): void {
  window.dispatchEvent(new CustomEvent(OPEN_MODAL_EVENT, { detail: options }));
}
