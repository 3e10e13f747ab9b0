import { describe, expect, it } from 'vitest';
import { ModalStore } from '../../../../engine/components/modals/modal-store.ts';

const ids = (store: ModalStore) => store.getState().modals.map((modal) => modal.modalId);

// Shell spec §2.4: "pop with outcome or error" — the pusher awaits a promise.
describe('the modal store settles what each push awaits (shell spec §2.4)', () => {
  it('resolves with the outcome the modal popped with', async () => {
    const store = new ModalStore();
    const pushed = store.push({ modalId: 'login', component: 'login' });
    store.pop({ signedIn: true });
    await expect(pushed).resolves.toEqual({ signedIn: true });
    expect(ids(store)).toEqual([]);
  });

  it('rejects with the error the modal popped with', async () => {
    const store = new ModalStore();
    const pushed = store.push({ modalId: 'a', component: 'a' });
    store.popWithError(new Error('failed'));
    await expect(pushed).rejects.toThrow('failed');
  });

  it('resolves undefined for modals closed by popAll, a route change or a pop back', async () => {
    const store = new ModalStore();
    const a = store.push({ modalId: 'a', component: 'a' });
    const b = store.push({ modalId: 'b', component: 'b' });
    const c = store.push({ modalId: 'c', component: 'c' });
    store.push({ modalId: 'b', component: 'b' });
    await expect(c).resolves.toBeUndefined();
    expect(ids(store)).toEqual(['a', 'b']);
    store.popAll('a');
    await expect(b).resolves.toBeUndefined();
    store.clear();
    await expect(a).resolves.toBeUndefined();
    expect(ids(store)).toEqual([]);
  });

  it('throws the reducer’s clear error for a bad modal and keeps the stack', () => {
    const store = new ModalStore();
    void store.push({ modalId: 'a', component: 'a' });
    expect(() => store.push({ modalId: 'b', component: 'b', externalEvent: 'chat' })).toThrow(
      /never both/,
    );
    expect(ids(store)).toEqual(['a']);
  });

  it('tells its listeners of every change', () => {
    const store = new ModalStore();
    let calls = 0;
    store.subscribe(() => calls++);
    void store.push({ modalId: 'a', component: 'a' });
    store.pop();
    store.pop();
    expect(calls).toBe(2);
  });
});
