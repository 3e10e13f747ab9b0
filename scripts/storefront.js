#!/usr/bin/env node
// The `storefront` CLI. The commands are TypeScript; tsx compiles them on the fly.
import { register } from 'tsx/esm/api';

register();
const { run } = await import('./cli/main.ts');
const code = await run(process.argv);
// A one-shot command ends when its work is done, even if a page it rendered in process left a
// timer behind (verify renders every route); the servers (start, api, studio) keep running.
const SERVING = new Set(['start', 'api', 'studio']);
if (SERVING.has(process.argv[2] ?? '') && code === 0) process.exitCode = code;
else process.exit(code);
