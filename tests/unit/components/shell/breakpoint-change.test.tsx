// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBreakpointChange } from '../../../../engine/components/shell/header/use-breakpoint-change.ts';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';

function envWith(breakpoints: Record<string, number>, resizeDebounceMs: number): AppEnv {
  return { site: { limits: { breakpoints, timings: { resizeDebounceMs } } } } as unknown as AppEnv;
}

function Probe({ seen }: { seen: string[] }) {
  useBreakpointChange((next, previous) => seen.push(`${previous}->${next}`));
  return null;
}

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

const SPEC = { xs: 0, s: 568, m: 768, l: 1025, xl: 1441 };

beforeEach(() => {
  vi.useFakeTimers();
  resizeTo(375);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Shell spec §4: the mobile navigation closes on a breakpoint change; §9: resize debounce 200 ms.
describe('useBreakpointChange (shell spec §4, §9)', () => {
  it('reports a change of breakpoint once resizing has stopped for resizeDebounceMs', () => {
    const seen: string[] = [];
    render(
      <AppEnvProvider env={envWith(SPEC, 200)}>
        <Probe seen={seen} />
      </AppEnvProvider>,
    );
    act(() => resizeTo(500)); // still xs: no change
    act(() => vi.advanceTimersByTime(200));
    expect(seen).toEqual([]);
    act(() => resizeTo(900));
    act(() => vi.advanceTimersByTime(150));
    act(() => resizeTo(1100));
    act(() => vi.advanceTimersByTime(199));
    expect(seen).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(seen).toEqual(['xs->l']);
  });

  it("follows the site's breakpoints and debounce (limits.breakpoints xs and xl, timings)", () => {
    const seen: string[] = [];
    render(
      <AppEnvProvider env={envWith({ ...SPEC, xl: 1200 }, 50)}>
        <Probe seen={seen} />
      </AppEnvProvider>,
    );
    act(() => resizeTo(1300));
    act(() => vi.advanceTimersByTime(50));
    act(() => resizeTo(1100));
    act(() => vi.advanceTimersByTime(50));
    expect(seen).toEqual(['xs->xl', 'xl->l']);
  });

  it('a site whose xs starts above 0 counts a narrower viewport as a change', () => {
    const seen: string[] = [];
    render(
      <AppEnvProvider env={envWith({ ...SPEC, xs: 320 }, 200)}>
        <Probe seen={seen} />
      </AppEnvProvider>,
    );
    act(() => resizeTo(300));
    act(() => vi.advanceTimersByTime(200));
    expect(seen).toEqual(['xs->undefined']);
  });
});
