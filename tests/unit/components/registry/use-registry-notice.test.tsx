// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRegistryNotice } from '../../../../engine/components/registry/use-registry-notice.ts';
import type { RegistryNotice } from '../../../../engine/components/registry/use-registry-notice.ts';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import limitsSchema from '../../../../schemas/limits.schema.json';
import { screen } from '../../../support/screen.ts';

/** The schema's default, what every site has unless it says otherwise (DESIGN §3). */
const registrySuccessMs: unknown = (
  limitsSchema as {
    properties: { timings: { properties: { registrySuccessMs: { default: unknown } } } };
  }
).properties.timings.properties.registrySuccessMs.default;
const site = { limits: { timings: { registrySuccessMs } } };

let show: (notice: RegistryNotice) => void = () => undefined;

function Probe() {
  const [notice, setNotice] = useRegistryNotice();
  show = setNotice;
  return notice ? <p role="status">{notice.text}</p> : null;
}

function renderProbe() {
  render(
    <AppEnvProvider env={{ site } as unknown as AppEnv}>
      <Probe />
    </AppEnvProvider>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Catalogue spec §9 "Registry success message 7000 ms"; shell spec §9 "registry success 7000 ms".
describe("the registry's success message shows for 7000 ms (catalogue spec §9, shell spec §9)", () => {
  it("limits.timings.registrySuccessMs defaults to the spec's 7000", () => {
    expect(registrySuccessMs).toBe(7000);
  });

  it('a success is still shown at 6999 ms and gone at 7000 ms', () => {
    renderProbe();
    act(() => show({ text: 'Registry updated.', kind: 'success' }));
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Registry updated.');
    act(() => vi.advanceTimersByTime(6999));
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Registry updated.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a second success starts the 7000 ms again', () => {
    renderProbe();
    act(() => show({ text: 'First.', kind: 'success' }));
    act(() => vi.advanceTimersByTime(5000));
    act(() => show({ text: 'Second.', kind: 'success' }));
    act(() => vi.advanceTimersByTime(6999));
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Second.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a problem stays until the next message', () => {
    renderProbe();
    act(() => show({ text: 'Something went wrong.', kind: 'problem' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Something went wrong.');
  });
});
