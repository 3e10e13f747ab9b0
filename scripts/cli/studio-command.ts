import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pc from 'picocolors';
import { DEFAULT_DIST_DIR } from '../../engine/build/build-brand.ts';
import { buildBrands } from '../../engine/build/build-brands.ts';
import { REPO_ROOT } from '../../engine/config/validate.ts';
import { DEFAULT_BRAND } from '../../engine/server/host-brand.ts';
import { registerCssStub } from '../../studio/server/css-stub-hooks.ts';

export interface StudioOptions {
  readonly port?: string;
  /** Folder of the brand folders (default brand-configs). */
  readonly configDir?: string;
  readonly distDir?: string;
  /** One JSON line on stdout once serving (StudioReport), or the problem; the rest on stderr. */
  readonly json?: boolean;
  readonly write?: (text: string) => void;
}

/** What `studio --json` prints: one line once it serves, or why it did not start. */
export type StudioReport =
  | {
      readonly event: 'listening';
      readonly brand: string;
      /** The address with its one-time token. */
      readonly url: string;
      readonly port: number;
      /** Problems the brand has now (the studio shows them at their fields). */
      readonly problems: number;
    }
  | { readonly event: 'error'; readonly problem: string; readonly nextStep: string };

export interface RunningStudio {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * `storefront studio [brand]`: the brand studio on 127.0.0.1 (issue 16). Returns once it serves;
 * the process lives until Ctrl+C.
 */
export async function studioCommand(
  brand: string | undefined,
  options: StudioOptions,
): Promise<{ code: number; studio?: RunningStudio }> {
  const json = options.json === true;
  const print = options.write ?? ((text: string) => process.stdout.write(text + '\n'));
  // With --json, stdout carries the one report line; progress and problems go to stderr.
  const write = json ? (text: string) => process.stderr.write(text + '\n') : print;
  const report = (line: StudioReport) => print(JSON.stringify(line));
  const refuse = (problem: string, nextStep: string) => {
    if (json) report({ event: 'error', problem, nextStep });
    else {
      write(pc.red(`✖ ${problem}`));
      write(`  ${nextStep}`);
    }
    return { code: 2 };
  };
  const brandId = brand ?? DEFAULT_BRAND;
  const brandsDir = resolve(options.configDir ?? join(REPO_ROOT, 'brand-configs'));
  const distDir = resolve(options.distDir ?? DEFAULT_DIST_DIR);
  const port = options.port === undefined ? 0 : Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    return refuse(
      `--port must be a whole number from 0 to 65535 (found ${options.port}).`,
      'Give a free port, or leave --port out for any free one.',
    );
  }
  if (!/^[a-z0-9_][a-z0-9-]*$/.test(brandId) || !existsSync(join(brandsDir, brandId))) {
    return refuse(
      `No brand folder ${brandId} in ${brandsDir}.`,
      'Name a folder of brand-configs/ (e.g. `npx storefront studio anthropologie`).',
    );
  }
  // Before the engine's components load: their stylesheet imports become empty modules in Node.
  registerCssStub();
  const { validateBrands } = await import('../../engine/app/brands.ts');
  const { createStudioServer } = await import('../../studio/server/create-studio-server.ts');
  const { ensureClientBundle } = await import('../../studio/server/client-bundle.ts');
  const { openPreviewApi } = await import('../../studio/server/preview-api.ts');

  const validation = validateBrands({ brandsDir, brands: [brandId] });
  const resolved = validation.brands[0]?.resolved;
  if (!resolved) {
    write(
      pc.yellow(
        `! ${brandId} has ${validation.problemCount} problem(s): the studio shows them at their fields; the preview starts once the brand validates.`,
      ),
    );
  }
  if (resolved && !existsSync(join(distDir, brandId, 'client'))) {
    write(`[storefront:studio] building ${brandId} for the preview's styles...`);
    await buildBrands([resolved], { distDir, log: write });
  }
  const clientDir = join(distDir, '.studio');
  await ensureClientBundle(clientDir, write);
  const api = await openPreviewApi(resolved);
  const server = await createStudioServer({
    brandsDir,
    brandId,
    clientDir,
    distDir,
    api,
    onResolved: (next) => api.update(next),
    port,
  });
  if (json) {
    report({
      event: 'listening',
      brand: brandId,
      url: server.url,
      port: Number(new URL(server.url).port),
      problems: validation.problemCount,
    });
  } else {
    write(`${pc.green('✔')} Brand studio for ${brandId}: ${server.url}`);
    write('  Open that address (it carries a one-time token). Ctrl+C stops the studio.');
  }
  const close = async () => {
    await server.close();
    await api.close();
  };
  return { code: 0, studio: { url: server.url, close } };
}
