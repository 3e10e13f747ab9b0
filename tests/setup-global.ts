import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { removeStaleRuns, TEST_CACHE } from './support/test-run.ts';

/**
 * Vitest globalSetup of the integration and e2e projects: one folder per run for what the test
 * files share (tests/support/test-run.ts), removed when the run ends. Both projects of one run
 * get the same folder.
 */
export default function setup(project: TestProject): () => void {
  removeStaleRuns();
  const dir = join(TEST_CACHE, `run-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  project.provide('testRunDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
