import { checkModalOptions, topModal } from '../../domain/modals/modal-stack.ts';
import type { ModalOptions, ModalStyleType } from '../../domain/modals/modal-stack.ts';
import { OPEN_MODAL_EVENT } from './external-modal-events.ts';
import type { ModalStore } from './modal-store.ts';

/** The widget's report: detail { modalId, outcome } or { modalId, error }. */
export const MODAL_RESULT_EVENT = 'storefront:modal-result';
/** How a modal opened by OPEN_MODAL_EVENT ended: detail { modalId, outcome } or { modalId, error }. */
export const MODAL_CLOSED_EVENT = 'storefront:modal-closed';
/** A widget mounted late asks for its modal again: detail { externalEvent }. */
export const MODAL_READY_EVENT = 'storefront:modal-ready';

const PREFIX = `[storefront:modals] ${OPEN_MODAL_EVENT} ignored:`;
/** An event name a widget can listen for; never one of the stack's own (no loops). */
const EVENT_NAME = /^[A-Za-z][\w:.-]{0,99}$/;
const RESERVED = new Set([
  OPEN_MODAL_EVENT,
  MODAL_RESULT_EVENT,
  MODAL_CLOSED_EVENT,
  MODAL_READY_EVENT,
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A page script's request as ModalOptions (shell spec §2.4), or why it is refused: an id, a
 * component the host can render xor an event name, a known style type, plain props.
 */
export function parseOpenRequest(
  detail: unknown,
  components: ReadonlySet<string>,
): { options: ModalOptions } | { problem: string } {
  if (!isRecord(detail)) return { problem: 'its detail must be an object of modal options' };
  const { modalId, component, externalEvent, title, styleType, props } = detail;
  if (component !== undefined && (typeof component !== 'string' || !components.has(component)))
    return { problem: `no modal component named ${JSON.stringify(component)}` };
  if (externalEvent !== undefined) {
    if (typeof externalEvent !== 'string' || !EVENT_NAME.test(externalEvent))
      return { problem: `externalEvent ${JSON.stringify(externalEvent)} is not an event name` };
    if (RESERVED.has(externalEvent))
      return { problem: `externalEvent may not be the stack's own ${externalEvent}` };
  }
  if (title !== undefined && typeof title !== 'string')
    return { problem: 'title must be a string' };
  if (props !== undefined && !isRecord(props)) return { problem: 'props must be an object' };
  const options: ModalOptions = {
    modalId: modalId as string,
    ...(component !== undefined ? { component } : {}),
    ...(externalEvent !== undefined ? { externalEvent } : {}),
    ...(title !== undefined ? { title } : {}),
    ...(styleType !== undefined ? { styleType: styleType as ModalStyleType } : {}),
    ...(props !== undefined ? { props } : {}),
  };
  try {
    checkModalOptions(options);
  } catch (error) {
    return { problem: (error as Error).message.replace('[storefront:modals] ', '') };
  }
  return { options };
}

/** The host takes the requests (external-modal-events.ts): those waiting, then each as it comes. */
function receiveOpenRequests(take: (detail: unknown) => void): () => void {
  const waiting = window.sfModalRequests;
  const handler = { push: take };
  window.sfModalRequests = handler;
  if (Array.isArray(waiting)) for (const detail of waiting.splice(0)) take(detail);
  return () => {
    if (window.sfModalRequests === handler) window.sfModalRequests = [];
  };
}

const emit = (name: string, detail: unknown) =>
  window.dispatchEvent(new CustomEvent(name, { detail }));

/**
 * Makes external-event modals real (shell spec §2.4): requests from OPEN_MODAL_EVENT are pushed;
 * the modal on top, when it is an external one, is announced by its event; a widget's
 * MODAL_RESULT_EVENT pops it with its outcome or error (MODAL_READY_EVENT: announced again for a
 * widget that mounted late); MODAL_CLOSED_EVENT tells how each
 * requested modal ended. Returns the cleanup.
 */
export function connectExternalModals(
  store: ModalStore,
  components: ReadonlySet<string>,
): () => void {
  let shownTop: string | undefined;
  const announce = () => {
    const top = topModal(store.getState());
    if (top?.modalId === shownTop) return;
    shownTop = top?.modalId;
    if (top?.externalEvent) emit(top.externalEvent, { modalId: top.modalId, props: top.props });
  };
  const unsubscribe = store.subscribe(announce);
  // A widget mounted after its modal was announced asks again.
  const onReady = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    const top = topModal(store.getState());
    if (top?.externalEvent && isRecord(detail) && detail.externalEvent === top.externalEvent)
      emit(top.externalEvent, { modalId: top.modalId, props: top.props });
  };
  window.addEventListener(MODAL_READY_EVENT, onReady);

  const open = (detail: unknown) => {
    const parsed = parseOpenRequest(detail, components);
    if ('problem' in parsed) {
      console.error(`${PREFIX} ${parsed.problem}`, detail);
      return;
    }
    const { modalId } = parsed.options;
    // The same id again pops back to it (the reducer's rule); its first push tells how it ends.
    const already = store.getState().modals.some((modal) => modal.modalId === modalId);
    const ended = store.push(parsed.options);
    if (already) {
      ended.catch(() => undefined);
      return;
    }
    ended.then(
      (outcome) => emit(MODAL_CLOSED_EVENT, { modalId, outcome }),
      (error: unknown) => emit(MODAL_CLOSED_EVENT, { modalId, error }),
    );
  };
  const stopReceiving = receiveOpenRequests(open);

  const onResult = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    const top = topModal(store.getState());
    if (!isRecord(detail) || typeof detail.modalId !== 'string') {
      console.error(`[storefront:modals] ${MODAL_RESULT_EVENT} ignored: it needs { modalId }`);
      return;
    }
    if (!top?.externalEvent || top.modalId !== detail.modalId) {
      console.warn(
        `[storefront:modals] ${MODAL_RESULT_EVENT} for "${detail.modalId}" ignored: it is not the external modal on top`,
      );
      return;
    }
    if (detail.error !== undefined) store.popWithError(detail.error);
    else if ('outcome' in detail) store.pop(detail.outcome);
    else store.pop();
  };
  window.addEventListener(MODAL_RESULT_EVENT, onResult);

  return () => {
    unsubscribe();
    stopReceiving();
    window.removeEventListener(MODAL_RESULT_EVENT, onResult);
    window.removeEventListener(MODAL_READY_EVENT, onReady);
  };
}
