/** The timers hover intent runs on: the browser's, or vitest's fake ones in tests. */
export interface IntentTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface HoverIntentOptions {
  /** How often the pointer's speed is sampled while it is over the item (shell spec §9: 150 ms). */
  readonly intervalMs: number;
  /** How long the pointer may be away before the menu closes (shell spec §9: 50 ms). */
  readonly timeoutMs: number;
  /** Pixels the pointer may move within one interval and still count as resting. */
  readonly sensitivityPx?: number;
  readonly onOver: () => void;
  readonly onOut: () => void;
  readonly timers?: IntentTimers;
}

export interface HoverIntent {
  enter(x: number, y: number): void;
  move(x: number, y: number): void;
  leave(): void;
  /** Forget every pending timer (the menu unmounts or is closed by other means). */
  cancel(): void;
}

export const DEFAULT_TIMERS: IntentTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Hover intent (shell spec §4 "opens on hover with an intent delay", §9 interval 150 ms, timeout
 * 50 ms): a pointer passing over an item on its way elsewhere opens nothing; one that slows down
 * over it (moved less than the sensitivity during an interval) opens it. Leaving closes after the
 * timeout, and coming back within it keeps the menu open.
 */
export function createHoverIntent(options: HoverIntentOptions): HoverIntent {
  const timers = options.timers ?? DEFAULT_TIMERS;
  const sensitivity = options.sensitivityPx ?? 7;
  let over = false;
  let pointer = { x: 0, y: 0 };
  let sampled = { x: 0, y: 0 };
  let pending: unknown;

  const clear = () => {
    if (pending !== undefined) timers.clearTimeout(pending);
    pending = undefined;
  };
  const compare = () => {
    pending = undefined;
    const moved = Math.abs(pointer.x - sampled.x) + Math.abs(pointer.y - sampled.y);
    if (moved < sensitivity) {
      over = true;
      options.onOver();
      return;
    }
    sampled = pointer;
    pending = timers.setTimeout(compare, options.intervalMs);
  };

  return {
    enter(x, y) {
      clear();
      pointer = { x, y };
      if (over) return;
      sampled = pointer;
      pending = timers.setTimeout(compare, options.intervalMs);
    },
    move(x, y) {
      pointer = { x, y };
    },
    leave() {
      clear();
      if (!over) return;
      pending = timers.setTimeout(() => {
        pending = undefined;
        over = false;
        options.onOut();
      }, options.timeoutMs);
    },
    cancel() {
      clear();
      over = false;
    },
  };
}
