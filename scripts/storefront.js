#!/usr/bin/env node
// The `storefront` CLI. The commands are TypeScript; tsx compiles them on the fly.
import { register } from 'tsx/esm/api';

register();
const { run } = await import('./cli/main.ts');
process.exitCode = await run(process.argv);
