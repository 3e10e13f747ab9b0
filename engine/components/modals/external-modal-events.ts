/**
 * The public face of the modal stack (shell spec §2.4: "either a component or an external
 * event"): page scripts and third-party widgets talk to it through window events, so they need
 * none of the engine's code. This file is in every page's first load: the open request's name and
 * its queue only; the other names are in external-modals.ts, loaded with the stack.
 *
 * - OPEN_MODAL_EVENT ('storefront:open-modal'), detail ModalOptions: pushes a modal (validated; bad input is logged and
 *   ignored). An external-event modal is rendered by whoever listens for its `externalEvent`.
 * - The host dispatches `externalEvent` on window, detail { modalId, props }, each time that modal
 *   becomes the top of the stack.
 * - MODAL_RESULT_EVENT ('storefront:modal-result'), detail { modalId, outcome } or { modalId, error }: the widget reports back
 *   and the host pops that modal (it must be the one on top) with its outcome or error.
 * - MODAL_READY_EVENT ('storefront:modal-ready'), detail { externalEvent }: a widget that mounts late (after its modal was
 *   pushed) asks; the host announces the modal on top again if it is that event's.
 * - MODAL_CLOSED_EVENT ('storefront:modal-closed'), detail { modalId, outcome } or { modalId, error }: a modal opened by
 *   OPEN_MODAL_EVENT has closed, however it closed (reported, Back, close all, route change).
 */
export const OPEN_MODAL_EVENT = 'storefront:open-modal';

declare global {
  interface Window {
    /**
     * Open requests waiting while the stack's chunk loads (an array), then the stack's own
     * handler: the launcher only ever pushes.
     */
    sfModalRequests?: { push(detail: unknown): unknown };
  }
}

/** The launcher's ear: a request waits here while the stack's chunk loads. */
export function queueOpenRequest(detail: unknown): void {
  (window.sfModalRequests ??= [] as unknown[]).push(detail);
}
