/**
 * The removal undo (catalogue spec §9, shell spec §9 "Cart undo time-out 7000 ms";
 * limits.timings.cartUndoMs): a removed line can be put back until the window closes, then the
 * notice goes. One removal at a time: a new one replaces the last (its window closes).
 */
export interface Removal<Line> {
  readonly line: Line;
  readonly removedAt: number;
}

export function undoOpen(removal: Removal<unknown>, now: number, windowMs: number): boolean {
  return now >= removal.removedAt && now - removal.removedAt < windowMs;
}

/**
 * Keeps the last removal for `windowMs`, then forgets it and calls `onChange`. The clock is the
 * platform's timers (fake timers in tests).
 */
export class UndoWindow<Line> {
  private current: Removal<Line> | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly windowMs: number,
    private readonly onChange: (removal: Removal<Line> | undefined) => void,
  ) {}

  open(line: Line, now = Date.now()): void {
    this.close(false);
    this.current = { line, removedAt: now };
    this.timer = setTimeout(() => this.close(true), this.windowMs);
    this.onChange(this.current);
  }

  /** The removal to undo, taken once; undefined once the window has closed. */
  take(now = Date.now()): Removal<Line> | undefined {
    const removal = this.current;
    if (!removal || !undoOpen(removal, now, this.windowMs)) return undefined;
    this.close(true);
    return removal;
  }

  close(notify = true): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const had = this.current !== undefined;
    this.current = undefined;
    if (notify && had) this.onChange(undefined);
  }
}
