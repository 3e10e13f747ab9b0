import { announcerReducer, EMPTY_ANNOUNCER } from '../../../domain/announcer.ts';
import type { AnnouncerState, Politeness } from '../../../domain/announcer.ts';

export interface AnnouncerStore {
  announce(text: string, politeness: Politeness): void;
}

/**
 * The announcer's state and clock (domain/announcer.ts): each message expires `clearMs` after it
 * was announced. Loaded on the first announcement, so pages that announce nothing do not carry it.
 */
export function createAnnouncerStore(
  onChange: (state: AnnouncerState) => void,
  clearMs: number,
): AnnouncerStore {
  let state = EMPTY_ANNOUNCER;
  let nextId = 1;
  const dispatch = (action: Parameters<typeof announcerReducer>[1]) => {
    state = announcerReducer(state, action);
    onChange(state);
  };
  return {
    announce(text, politeness) {
      const id = nextId++;
      dispatch({ type: 'announce', politeness, message: { id, text } });
      setTimeout(() => dispatch({ type: 'expire', id }), clearMs);
    },
  };
}
