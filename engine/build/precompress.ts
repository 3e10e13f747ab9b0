import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|map)$/i;
/** Smaller files gain less than the bytes of the Content-Encoding header. */
const MIN_BYTES = 1024;

export interface PrecompressReport {
  readonly files: number;
  readonly bytes: number;
  readonly brotliBytes: number;
  readonly gzipBytes: number;
}

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    // .vite holds the manifest, which is never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` (gzip level 9) beside every
 * compressible file of a client folder, once at build time: the server sends them as they are
 * (@fastify/static preCompressed) instead of compressing a 400 kB entry chunk on every request.
 * A variant that saves nothing is not written.
 */
export async function precompress(clientFolder: string): Promise<PrecompressReport> {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  let gzipBytes = 0;
  const work: Promise<void>[] = [];
  for await (const path of filesUnder(clientFolder)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
    work.push(
      (async () => {
        const content = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipped(content, { level: 9 }),
        ]);
        files += 1;
        bytes += content.length;
        if (br.length < content.length) {
          await writeFile(`${path}.br`, br);
          brotliBytes += br.length;
        }
        if (gz.length < content.length) {
          await writeFile(`${path}.gz`, gz);
          gzipBytes += gz.length;
        }
      })(),
    );
  }
  await Promise.all(work);
  return { files, bytes, brotliBytes, gzipBytes };
}
