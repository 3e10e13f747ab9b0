import { afterAll } from 'vitest';
import { loadOnDemandModules } from '../support/on-demand-modules.ts';

// A jsdom test file renders components, which may start loading chunks on demand (a tile's heart
// once mounted): each file waits for them before it ends, so none is left in flight into the next
// file of its thread (see tests/support/on-demand-modules.ts). The unit suite runs without
// isolation: the modules load once per thread.
if (typeof window !== 'undefined') afterAll(loadOnDemandModules, 60_000);
