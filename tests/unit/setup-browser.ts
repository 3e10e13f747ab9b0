import { afterAll, vi } from 'vitest';

// A jsdom test file renders components, which may start loading chunks on demand (a tile's heart
// once mounted): each file waits for the imports it started before it ends, so none is left in
// flight into the next file of its thread (there the same module's fetch would wait for Vitest's
// 60 s RPC timeout). Only those: loading every on-demand module instead (as the hydration test
// does, tests/support/on-demand-modules.ts) cost the first jsdom file of each thread 2 to 4 s.
if (typeof window !== 'undefined') afterAll(() => vi.dynamicImportSettled(), 60_000);
