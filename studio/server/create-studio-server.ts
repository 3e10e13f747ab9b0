import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { parse } from 'jsonc-parser';
import { REGISTRY } from '../../engine/app/registry.ts';
import { SchemaSet } from '../../engine/config/schema-set.ts';
import type { BrandInput, SiteInput } from '../../engine/config/generated/input.ts';
import type { ResolvedBrand } from '../../engine/config/types.ts';
import { bannersAt } from './banners-at.ts';
import { bundleSchema } from './bundle-schema.ts';
import { CLIENT_BASE } from './client-bundle.ts';
import { checkConflict, versionOf } from './disk-version.ts';
import { inheritedValues } from './inherited-values.ts';
import { DraftWorkspace, draftText } from './draft-workspace.ts';
import { buildStyles, PreviewRenderer } from './preview-renderer.ts';
import { previewPaths, previewSites } from './preview-pages.ts';
import { previewCookies, previewNotes, withConsentBanner } from './preview-states.tsx';
import { tokenGuard } from './token-guard.ts';

export interface StudioServerOptions {
  /** Folder holding the brand folders (brand-configs/ or a copy). */
  readonly brandsDir: string;
  readonly brandId: string;
  /** The built studio app (client-bundle.ts). */
  readonly clientDir: string;
  /** The brand's build, for its stylesheets (dist/). */
  readonly distDir: string;
  /** The commerce API the preview's server-side render calls. */
  readonly api: { readonly base: string; readonly fetch: typeof fetch };
  /** Told the brand resolved from the drafts each time they validate (the API's content follows). */
  readonly onResolved?: (brand: ResolvedBrand) => void;
  readonly port?: number;
  readonly token?: string;
}

export interface StudioServer {
  readonly app: FastifyInstance;
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

const MAX_BODY = 4 * 1024 * 1024;
// Scripts are the studio's own files only: the form's validator interprets the schema, it compiles
// nothing (client/schema-validator.ts); the preview frame runs no script at all (sandbox).
const STUDIO_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

interface CheckBody {
  readonly drafts?: Record<string, unknown>;
  readonly preview?: {
    readonly siteId?: string;
    readonly path?: string;
    readonly at?: string;
    /** Shopper states shown on demand (studio/server/preview-states.tsx). */
    readonly siteSwitch?: boolean;
    readonly consent?: boolean;
  };
}

interface SaveBody {
  readonly id?: string;
  readonly value?: unknown;
  readonly version?: string;
  /** Every other open draft: cross-document checks see the brand as the editor does. */
  readonly drafts?: Record<string, unknown>;
}

/**
 * The brand studio (issue 16): a local server on 127.0.0.1 behind a one-time token that lists a
 * brand's documents, checks drafts with the validator of `storefront validate`, renders the
 * preview with the engine, and saves a document by minimal edits, atomically, refusing a file
 * that changed on disk since it was opened.
 */
export async function createStudioServer(options: StudioServerOptions): Promise<StudioServer> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  const schemas = new SchemaSet();
  const workspace = new DraftWorkspace(options.brandsDir, options.brandId, schemas);
  const preview = new PreviewRenderer(options.api, () =>
    buildStyles(options.distDir, options.brandId),
  );
  let lastGood: ResolvedBrand | undefined;
  // The brand with its banners as at a chosen time, kept while neither changes (one renderer).
  let dated: { source: ResolvedBrand; at: number; brand: ResolvedBrand } | undefined;
  const previewBrand = (brand: ResolvedBrand, at: string | undefined): ResolvedBrand => {
    const time = typeof at === 'string' ? Date.parse(at) : Number.NaN;
    if (Number.isNaN(time)) return brand;
    if (dated?.source !== brand || dated.at !== time) {
      dated = { source: brand, at: time, brand: bannersAt(brand, time) };
    }
    return dated.brand;
  };

  const app = Fastify({
    logger: false,
    bodyLimit: MAX_BODY,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  await app.register(cookie);
  app.addHook('onRequest', tokenGuard(token));
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', STUDIO_CSP);
    }
    reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'no-referrer');
  });
  // Writes come from the studio's own page only: JSON bodies (a cross-site form cannot send one
  // without a preflight), and an Origin, when sent, of this server.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method === 'GET') return;
    const origin = request.headers.origin;
    const host = request.headers.host;
    if (
      !request.headers['content-type']?.startsWith('application/json') ||
      (origin !== undefined && origin !== `http://${host}`)
    ) {
      await reply
        .status(403)
        .send({ message: 'The studio accepts writes from its own page only.' });
    }
  });

  await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: CLIENT_BASE,
    index: false,
  });
  const sendIndex = async () => readFileSync(join(options.clientDir, 'index.html'), 'utf8');
  app.get('/', async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(await sendIndex()),
  );

  // The preview's stylesheets and fonts (the brand's build) and images (the brand's folder).
  const brandDist = join(options.distDir, options.brandId, 'client');
  app.get('/assets/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (!/^[\w.-]+$/.test(path) || !existsSync(join(brandDist, 'assets', path))) {
      return reply.status(404).send('Not found');
    }
    return reply.sendFile('assets/' + path, brandDist, { dotfiles: 'deny' });
  });
  app.get(`/static/brands/${options.brandId}/*`, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const folder = join(workspace.sourceFolder, 'assets');
    if (!/^[\w-]+(\/[\w-]+)*\.(avif|webp|jpe?g|png|svg|gif)$/i.test(path)) {
      return reply.status(404).send('Not found');
    }
    if (!existsSync(join(folder, path))) return reply.status(404).send('Not found');
    return reply.sendFile(path, folder, { dotfiles: 'deny' });
  });

  // Product images of the preview's demo catalogue, from the in-process commerce API.
  app.get('/api/images/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (!/^[\w/.-]+$/.test(path) || path.includes('..')) return reply.status(404).send('Not found');
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const answer = await options.api.fetch(`${options.api.base}/images/${path}${query}`);
    return reply
      .status(answer.status)
      .type(answer.headers.get('content-type') ?? 'application/octet-stream')
      .header('cache-control', 'private, max-age=3600')
      .send(Buffer.from(await answer.arrayBuffer()));
  });

  const documentOf = (id: string) => workspace.documents().find((document) => document.id === id);

  app.get('/studio/api/session', async () => {
    const check = await workspace.check({});
    if (check.resolved) lastGood = check.resolved;
    return {
      brand: options.brandId,
      documents: workspace.documents(),
      sites: lastGood ? previewSites(lastGood) : [],
      paths: lastGood ? previewPaths(lastGood) : [],
      problems: check.problems,
    };
  });

  app.get('/studio/api/document', async (request, reply) => {
    const id = new URL(request.url, 'http://studio.invalid').searchParams.get('id') ?? '';
    const document = documentOf(id);
    if (!document) return reply.status(404).send({ message: `No document ${id}` });
    const text = readFileSync(join(workspace.sourceFolder, document.file), 'utf8');
    return {
      document,
      text,
      value: parse(text),
      version: versionOf(text),
      schema: bundleSchema(document.schema, schemas.schemas as never, REGISTRY),
    };
  });

  // What a site inherits from the brand (or the schemas' defaults), for its override and reset.
  app.get('/studio/api/inherited', async (request, reply) => {
    const id = new URL(request.url, 'http://studio.invalid').searchParams.get('id') ?? '';
    const document = documentOf(id);
    if (document?.kind !== 'site') return reply.status(404).send({ message: `No site ${id}` });
    const read = (file: string) =>
      parse(readFileSync(join(workspace.sourceFolder, file), 'utf8')) as unknown;
    try {
      return inheritedValues(
        read('brand.json') as BrandInput,
        read(document.file) as SiteInput,
        schemas,
      );
    } catch {
      // A brand.json that does not validate resolves nothing: no inherited values to show.
      return {};
    }
  });

  app.post('/studio/api/check', async (request, reply) => {
    const body = (request.body ?? {}) as CheckBody;
    const drafts = knownDrafts(body.drafts);
    const started = performance.now();
    const check = await workspace.check(drafts);
    const checked = performance.now();
    if (check.resolved) {
      lastGood = check.resolved;
      options.onResolved?.(check.resolved);
    }
    let page: { status: number; html: string; stale: boolean; notes: string[] } | undefined;
    const siteId = body.preview?.siteId;
    const site = siteId ? lastGood?.sites[siteId] : undefined;
    if (lastGood && siteId && site) {
      const states = {
        siteSwitch: body.preview?.siteSwitch === true,
        consent: body.preview?.consent === true,
      };
      const brand = previewBrand(lastGood, body.preview?.at);
      const rendered = await preview.render({
        brand,
        siteId,
        path: typeof body.preview?.path === 'string' ? body.preview.path : '/',
        cookies: previewCookies(brand, site, states),
      });
      const html = states.consent
        ? await withConsentBanner(rendered.html, brand, site)
        : rendered.html;
      page = {
        status: rendered.status,
        html,
        stale: !check.resolved,
        notes: previewNotes(brand, site, states),
      };
    }
    // How long the 300 ms goal went to: the validation pass and the render.
    void reply.header(
      'server-timing',
      `validate;dur=${Math.round(checked - started)}, render;dur=${Math.round(performance.now() - checked)}`,
    );
    return { problems: check.problems, problemCount: check.problemCount, preview: page };
  });

  app.post('/studio/api/save', async (request, reply) => {
    const body = (request.body ?? {}) as SaveBody;
    const document = body.id ? documentOf(body.id) : undefined;
    if (!document || typeof body.version !== 'string' || body.value === undefined) {
      return reply.status(400).send({ message: 'A save names a document, its version and value.' });
    }
    const path = join(workspace.sourceFolder, document.file);
    const diskText = readFileSync(path, 'utf8');
    const conflict = checkConflict(body.version, diskText);
    if (!conflict.ok) {
      return reply.status(409).send({
        message: `${document.file} changed on disk since you opened it.`,
        diskText: conflict.diskText,
        diskVersion: conflict.diskVersion,
        draftText: draftText(diskText, body.value),
      });
    }
    // Checked as the brand would be with this document saved and the other drafts left as drafts:
    // refused when the document has a problem, or when saving it adds one elsewhere (a site id
    // that brand.json's groups still name), so a save never makes a valid brand invalid.
    const before = await workspace.check({});
    const check = await workspace.check({ [document.id]: body.value });
    const own = check.problems[document.id] ?? [];
    if (own.length > 0 || check.problemCount > before.problemCount) {
      const count = own.length > 0 ? own.length : check.problemCount - before.problemCount;
      return reply.status(422).send({
        message: `${document.file} would leave ${count} problem(s); it is kept as a draft.`,
        problems: check.problems,
      });
    }
    const text = draftText(diskText, body.value);
    const temporary = `${path}.studio-${process.pid}-${Date.now()}.tmp`;
    writeFileSync(temporary, text, { mode: statSync(path).mode });
    renameSync(temporary, path);
    return { version: versionOf(text), text, unchanged: text === diskText };
  });

  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    app,
    port,
    url: `http://127.0.0.1:${port}/?token=${token}`,
    close: async () => {
      await app.close();
      workspace.close();
    },
  };

  function knownDrafts(drafts: unknown): Record<string, unknown> {
    if (typeof drafts !== 'object' || drafts === null) return {};
    const known: Record<string, unknown> = {};
    for (const [id, value] of Object.entries(drafts)) if (documentOf(id)) known[id] = value;
    return known;
  }
}
