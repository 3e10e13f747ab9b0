import { afterAll, vi } from 'vitest';

// A jsdom test file renders components, which may start loading chunks on demand (a tile's heart
// once mounted): each file waits for the imports it started before it ends, so none is left in
// flight into the next file of its thread (there the same module's fetch would wait for Vitest's
// 60 s RPC timeout). Only those: loading every on-demand module instead (as the hydration test
// does, tests/support/on-demand-modules.ts) cost the first jsdom file of each thread 2 to 4 s.
if (typeof window !== 'undefined') afterAll(() => vi.dynamicImportSettled(), 60_000);

// Testing Library's find* and waitFor give up after 1 s by default; with the unit files sharing
// two cores (and other jobs on the machine), a render that needs a chunk or a query can take
// longer. A wait still fails when its state never comes; it only waits longer before saying so.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
