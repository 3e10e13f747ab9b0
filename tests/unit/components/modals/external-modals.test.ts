// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueOpenRequest } from '../../../../engine/components/modals/external-modal-events.ts';
import {
  connectExternalModals,
  MODAL_CLOSED_EVENT,
  MODAL_READY_EVENT,
  MODAL_RESULT_EVENT,
  parseOpenRequest,
} from '../../../../engine/components/modals/external-modals.ts';
import { ModalStore } from '../../../../engine/components/modals/modal-store.ts';

/**
 * Shell spec §2.4 "Each modal needs an id and either a component or an external event": an
 * external-event modal is announced on window when it becomes the top of the stack, the widget
 * that renders it reports back and the stack pops it with the outcome or error; page scripts open
 * one with OPEN_MODAL_EVENT, bad input logged and ignored.
 */
const COMPONENTS = new Set(['login', 'contact-us']);
const ids = (store: ModalStore) => store.getState().modals.map((modal) => modal.modalId);

function listen(name: string): unknown[] {
  const seen: unknown[] = [];
  const take = (event: Event) => seen.push((event as CustomEvent).detail);
  window.addEventListener(name, take);
  cleanups.push(() => window.removeEventListener(name, take));
  return seen;
}

const report = (detail: unknown) =>
  window.dispatchEvent(new CustomEvent(MODAL_RESULT_EVENT, { detail }));

let cleanups: (() => void)[] = [];
let store: ModalStore;
beforeEach(() => {
  store = new ModalStore();
  cleanups.push(connectExternalModals(store, COMPONENTS));
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  cleanups = [];
  vi.restoreAllMocks();
});

describe('external-event modals (shell spec §2.4)', () => {
  it('announces the modal on top with its id and props, and pops it with the reported outcome', async () => {
    const shown = listen('widget:open');
    const closed = listen(MODAL_CLOSED_EVENT);
    queueOpenRequest({ modalId: 'widget', externalEvent: 'widget:open', props: { sku: 'A1' } });
    expect(shown).toEqual([{ modalId: 'widget', props: { sku: 'A1' } }]);
    expect(ids(store)).toEqual(['widget']);
    report({ modalId: 'widget', outcome: { chosen: 'A1' } });
    expect(ids(store)).toEqual([]);
    await vi.waitFor(() =>
      expect(closed).toEqual([{ modalId: 'widget', outcome: { chosen: 'A1' } }]),
    );
  });

  it("rejects the pusher's promise with a reported error", async () => {
    const ended = store.push({ modalId: 'pay', externalEvent: 'pay:open' });
    report({ modalId: 'pay', error: 'declined' });
    await expect(ended).rejects.toBe('declined');
    expect(ids(store)).toEqual([]);
  });

  it('announces again when the modal comes back to the top, not while it is covered', () => {
    const shown = listen('widget:open');
    void store.push({ modalId: 'widget', externalEvent: 'widget:open' }).catch(() => undefined);
    void store.push({ modalId: 'login', component: 'login' }).catch(() => undefined);
    expect(shown).toHaveLength(1);
    // Covered: a report for it is ignored (it is not on top).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    report({ modalId: 'widget', outcome: 1 });
    expect(ids(store)).toEqual(['widget', 'login']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not the external modal on top'));
    // Same id pushed again pops back to it: on top again, announced again.
    queueOpenRequest({ modalId: 'widget', externalEvent: 'widget:open' });
    expect(ids(store)).toEqual(['widget']);
    expect(shown).toHaveLength(2);
  });

  it('announces the top modal again to a widget that mounted late, and only for its event', () => {
    const shown = listen('widget:open');
    void store.push({ modalId: 'widget', externalEvent: 'widget:open' });
    const ready = (externalEvent: string) =>
      window.dispatchEvent(new CustomEvent(MODAL_READY_EVENT, { detail: { externalEvent } }));
    ready('other:open');
    expect(shown).toHaveLength(1);
    ready('widget:open');
    expect(shown).toEqual([
      { modalId: 'widget', props: {} },
      { modalId: 'widget', props: {} },
    ]);
  });

  it('tells how a requested modal ended when the stack closed it (route change)', async () => {
    const closed = listen(MODAL_CLOSED_EVENT);
    queueOpenRequest({ modalId: 'widget', externalEvent: 'widget:open' });
    store.clear();
    await vi.waitFor(() => expect(closed).toEqual([{ modalId: 'widget', outcome: undefined }]));
  });

  it('opens a component modal by a known name from a page script', () => {
    queueOpenRequest({ modalId: 'contact-us', component: 'contact-us' });
    expect(store.getState().modals[0]).toMatchObject({ component: 'contact-us' });
  });

  it('logs and ignores bad requests', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const bad of [
      'chat',
      { externalEvent: 'a:b' },
      { modalId: 'x', component: 'login', externalEvent: 'a:b' },
      { modalId: 'x' },
      { modalId: 'x', component: 'no-such' },
      { modalId: 'x', externalEvent: 'storefront:open-modal' },
      { modalId: 'x', externalEvent: 'has space' },
      { modalId: 'x', externalEvent: 'a:b', styleType: 'huge' },
      { modalId: 'x', externalEvent: 'a:b', props: [] },
    ])
      queueOpenRequest(bad);
    expect(ids(store)).toEqual([]);
    expect(error).toHaveBeenCalledTimes(9);
    expect(String(error.mock.calls[3]?.[0])).toMatch(
      /storefront:open-modal ignored: .*needs a component or an external event/,
    );
  });

  it('ignores a malformed result', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    void store.push({ modalId: 'widget', externalEvent: 'widget:open' });
    report({ outcome: 1 });
    expect(ids(store)).toEqual(['widget']);
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('parseOpenRequest (shell spec §2.4)', () => {
  it('keeps only the options the stack knows', () => {
    expect(
      parseOpenRequest(
        { modalId: 'w', externalEvent: 'w:open', title: 'W', styleType: 'large', extra: 1 },
        COMPONENTS,
      ),
    ).toEqual({
      options: { modalId: 'w', externalEvent: 'w:open', title: 'W', styleType: 'large' },
    });
  });
});
