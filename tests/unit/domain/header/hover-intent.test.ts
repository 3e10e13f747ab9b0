import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHoverIntent } from '../../../../engine/domain/header/hover-intent.ts';

// shell spec §4 (desktop dropdown opens on hover with an intent delay), §9 (interval 150 ms,
// timeout 50 ms)
describe('createHoverIntent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setUp() {
    const onOver = vi.fn();
    const onOut = vi.fn();
    const intent = createHoverIntent({ intervalMs: 150, timeoutMs: 50, onOver, onOut });
    return { intent, onOver, onOut };
  }

  it('opens once the pointer rests for one interval, not before', () => {
    const { intent, onOver } = setUp();
    intent.enter(10, 10);
    vi.advanceTimersByTime(149);
    expect(onOver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onOver).toHaveBeenCalledTimes(1);
  });

  it('opens nothing for a pointer passing through', () => {
    const { intent, onOver } = setUp();
    intent.enter(0, 10);
    vi.advanceTimersByTime(100);
    intent.move(60, 10);
    intent.leave();
    vi.advanceTimersByTime(1000);
    expect(onOver).not.toHaveBeenCalled();
  });

  it('waits while the pointer keeps moving and opens when it slows down', () => {
    const { intent, onOver } = setUp();
    intent.enter(0, 0);
    intent.move(40, 0);
    vi.advanceTimersByTime(150);
    expect(onOver).not.toHaveBeenCalled();
    intent.move(42, 1);
    vi.advanceTimersByTime(150);
    expect(onOver).toHaveBeenCalledTimes(1);
  });

  it('closes 50 ms after leaving, and coming back within them keeps it open', () => {
    const { intent, onOver, onOut } = setUp();
    intent.enter(5, 5);
    vi.advanceTimersByTime(150);
    intent.leave();
    vi.advanceTimersByTime(49);
    intent.enter(5, 5);
    vi.advanceTimersByTime(500);
    expect(onOut).not.toHaveBeenCalled();
    expect(onOver).toHaveBeenCalledTimes(1);
    intent.leave();
    vi.advanceTimersByTime(50);
    expect(onOut).toHaveBeenCalledTimes(1);
  });

  it('cancel forgets pending timers', () => {
    const { intent, onOver, onOut } = setUp();
    intent.enter(5, 5);
    intent.cancel();
    vi.advanceTimersByTime(1000);
    expect(onOver).not.toHaveBeenCalled();
    expect(onOut).not.toHaveBeenCalled();
  });
});
