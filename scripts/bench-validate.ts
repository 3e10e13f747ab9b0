/**
 * Measures the time to validate every brand: one cold run (schemas compiled, engine strings
 * read), then warm runs reusing the compiled schemas, as the server and the build do.
 * Prints the figures the README quotes; it asserts nothing (this machine is shared and noisy).
 */
import { performance } from 'node:perf_hooks';
import { SchemaSet } from '../engine/config/schema-set.ts';
import { validateBrands } from '../engine/app/brands.ts';

const runs = Number(process.argv[2] ?? 20);

const coldStart = performance.now();
const cold = validateBrands();
const coldMs = performance.now() - coldStart;

const schemas = new SchemaSet();
validateBrands({ schemas });
const samples: number[] = [];
for (let index = 0; index < runs; index += 1) {
  const start = performance.now();
  validateBrands({ schemas });
  samples.push(performance.now() - start);
}
samples.sort((a, b) => a - b);
const at = (q: number) =>
  samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
const sites = cold.brands.reduce((sum, brand) => sum + brand.siteCount, 0);

console.log(`brands: ${cold.brands.length}, sites: ${sites}, problems: ${cold.problemCount}`);
console.log(`cold (compile schemas + validate all): ${coldMs.toFixed(0)} ms`);
console.log(
  `warm over ${runs} runs: median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, min ${at(0).toFixed(1)} ms`,
);
