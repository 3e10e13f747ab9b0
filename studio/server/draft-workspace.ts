import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'jsonc-parser';
import { validateBrands } from '../../engine/app/brands.ts';
import type { ConfigProblem } from '../../engine/config/problem.ts';
import type { SchemaSet } from '../../engine/config/schema-set.ts';
import type { ResolvedBrand } from '../../engine/config/types.ts';
import { listBrandDocuments } from './brand-documents.ts';
import type { StudioDocument } from './brand-documents.ts';
import { applyMinimalEdits } from './minimal-edits.ts';

/** Folders of a brand that are not JSON documents: linked into the workspace, never copied. */
const LINKED = new Set(['assets', 'components']);

export interface DraftCheck {
  /** Problems by document id ("sites/an-uk"); `general` for those outside the brand's files. */
  readonly problems: Readonly<Record<string, readonly ConfigProblem[]>>;
  readonly problemCount: number;
  /** The brand resolved from the drafts, when they have no problem. */
  readonly resolved?: ResolvedBrand;
}

/**
 * A private copy of the brand folder where the drafts are written, so that a draft is checked by
 * the very pass `storefront validate` runs (schemas, cross-document rules, registry) with the same
 * messages, without touching the merchandiser's files. Checks run one at a time.
 */
export class DraftWorkspace {
  readonly root: string;
  private readonly folder: string;
  private readonly written = new Map<string, string>();
  private queue: Promise<unknown> = Promise.resolve();
  private last?: DraftCheck;

  constructor(
    private readonly brandsDir: string,
    private readonly brandId: string,
    private readonly schemas: SchemaSet,
  ) {
    this.root = mkdtempSync(join(tmpdir(), 'storefront-studio-'));
    this.folder = join(this.root, 'brand-configs', brandId);
    mkdirSync(this.folder, { recursive: true });
    const source = join(brandsDir, brandId);
    for (const entry of readdirSync(source, { withFileTypes: true })) {
      const from = join(source, entry.name);
      if (LINKED.has(entry.name)) symlinkSync(from, join(this.folder, entry.name));
      else cpSync(from, join(this.folder, entry.name), { recursive: true });
    }
  }

  get sourceFolder(): string {
    return join(this.brandsDir, this.brandId);
  }

  documents(): StudioDocument[] {
    return listBrandDocuments(this.sourceFolder);
  }

  /** Validates the brand as the drafts would make it: each draft applied to its file's text on disk. */
  check(drafts: Readonly<Record<string, unknown>>): Promise<DraftCheck> {
    const run = this.queue.then(() => this.checkNow(drafts));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private checkNow(drafts: Readonly<Record<string, unknown>>): DraftCheck {
    let changed = this.last === undefined;
    for (const document of this.documents()) {
      const diskText = readFileSync(join(this.sourceFolder, document.file), 'utf8');
      const draft = Object.hasOwn(drafts, document.id) ? drafts[document.id] : undefined;
      const text = draft === undefined ? diskText : draftText(diskText, draft);
      if (this.written.get(document.id) === text) continue;
      mkdirSync(join(this.folder, document.file, '..'), { recursive: true });
      writeFileSync(join(this.folder, document.file), text);
      this.written.set(document.id, text);
      changed = true;
    }
    // Same texts, same answer: switching the preview's site or page costs no validation.
    if (!changed && this.last) return this.last;
    const report = validateBrands({
      brandsDir: join(this.root, 'brand-configs'),
      brands: [this.brandId],
      root: this.root,
      schemas: this.schemas,
    });
    const problems: Record<string, ConfigProblem[]> = {};
    const prefix = `brand-configs/${this.brandId}/`;
    const all = [...report.general, ...(report.brands[0]?.problems ?? [])];
    for (const problem of all) {
      const id = problem.file.startsWith(prefix)
        ? problem.file.slice(prefix.length).replace(/\.json$/, '')
        : 'general';
      (problems[id] ??= []).push(problem);
    }
    this.last = {
      problems,
      problemCount: all.length,
      ...(report.brands[0]?.resolved ? { resolved: report.brands[0].resolved } : {}),
    };
    return this.last;
  }

  close(): void {
    if (existsSync(this.root)) rmSync(this.root, { recursive: true, force: true });
  }
}

/** The file's text with the draft applied by minimal edits (what a save would write). */
export function draftText(diskText: string, draft: unknown): string {
  return applyMinimalEdits(diskText, parse(diskText), draft);
}
