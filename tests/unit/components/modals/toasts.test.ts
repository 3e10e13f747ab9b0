import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastStore, toastDuration } from '../../../../engine/components/modals/toast-store.ts';
import { receiveToasts, showToast } from '../../../../engine/components/modals/toast-queue.ts';
import { TOAST_EVENT } from '../../../../engine/components/modals/toasts.ts';

// Shell spec §3.3: message, messageType (default error), dismissButton.message.
describe('toasts (shell spec §3.3)', () => {
  it('defaults the type to error and keeps the dismiss button', () => {
    const store = new ToastStore();
    store.show({ message: 'Oops', dismissButton: { message: 'Close message' } });
    store.show({ message: 'Saved', messageType: 'success' });
    expect(store.getToasts()).toEqual([
      { id: 1, message: 'Oops', messageType: 'error', dismissButton: { message: 'Close message' } },
      { id: 2, message: 'Saved', messageType: 'success' },
    ]);
    store.dismiss(1);
    expect(store.getToasts().map((toast) => toast.message)).toEqual(['Saved']);
    store.clear();
    expect(store.getToasts()).toEqual([]);
  });

  // Shell spec §9: alert 10000 ms, affirmative message 7000 ms (the site's limits.timings).
  it.each([
    ['error', 10_000],
    ['success', 7_000],
    ['info', 7_000],
  ] as const)('a %s toast stays %i ms with the spec timings', (type, ms) => {
    expect(toastDuration(type, { alertMs: 10_000, affirmativeMessageMs: 7_000 })).toBe(ms);
  });

  // Shell spec §6: a developer flag can disable notifications (flags.disableNotifications).
  it('a muted store (disableNotifications) shows no toast', () => {
    const muted = new ToastStore({ muted: true });
    expect(muted.show({ message: 'Added to bag', messageType: 'success' })).toBeUndefined();
    expect(muted.getToasts()).toEqual([]);
    const shown = new ToastStore({ muted: false });
    expect(shown.show({ message: 'Added to bag', messageType: 'success' })).toBe(1);
    expect(shown.getToasts()).toHaveLength(1);
  });

  it('a brand that sets other timings gets them', () => {
    const timings = { alertMs: 4_000, affirmativeMessageMs: 2_500 };
    expect(toastDuration('error', timings)).toBe(4_000);
    expect(toastDuration('success', timings)).toBe(2_500);
  });
});

describe('showToast before the overlays are loaded', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the overlays, which then take the waiting toast and the next ones', () => {
    const events: string[] = [];
    vi.stubGlobal('window', { dispatchEvent: (event: Event) => events.push(event.type) });
    showToast({ message: 'first' });
    expect(events).toEqual([TOAST_EVENT]);
    const taken: string[] = [];
    const stop = receiveToasts((toast) => taken.push(toast.message));
    showToast({ message: 'second' });
    expect(taken).toEqual(['first', 'second']);
    expect(events).toEqual([TOAST_EVENT]);
    stop();
  });
});
