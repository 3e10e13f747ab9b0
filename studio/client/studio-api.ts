import type { StudioProblem } from './problem-errors.ts';

export interface StudioDocumentInfo {
  readonly id: string;
  readonly kind: 'brand' | 'site' | 'locale' | 'content';
  readonly title: string;
  readonly file: string;
  readonly schema: string;
}

export type ProblemsById = Readonly<Record<string, readonly StudioProblem[]>>;

export interface Session {
  readonly brand: string;
  readonly documents: readonly StudioDocumentInfo[];
  readonly sites: readonly { id: string; name: string; locale: string }[];
  readonly paths: readonly { path: string; label: string }[];
  readonly problems: ProblemsById;
}

export interface OpenedDocument {
  readonly document: StudioDocumentInfo;
  readonly text: string;
  readonly value: unknown;
  readonly version: string;
  readonly schema: Record<string, unknown>;
}

export interface CheckAnswer {
  readonly problems: ProblemsById;
  readonly problemCount: number;
  readonly preview?: PreviewAnswer;
}

export interface PreviewAnswer {
  readonly status: number;
  readonly html: string;
  readonly stale: boolean;
  /** Why a shopper state asked for does not show on this site. */
  readonly notes: readonly string[];
}

export type SaveAnswer =
  | { readonly kind: 'saved'; readonly version: string; readonly text: string }
  | {
      readonly kind: 'conflict';
      readonly message: string;
      readonly diskText: string;
      readonly diskVersion: string;
      readonly draftText: string;
    }
  | { readonly kind: 'invalid'; readonly message: string; readonly problems: ProblemsById };

async function json<T>(response: Response): Promise<T> {
  if (!response.ok && response.status !== 409 && response.status !== 422) {
    throw new Error(`The studio server answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

const post = (path: string, body: unknown, signal?: AbortSignal) =>
  fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });

/** The studio server's calls (studio/server/create-studio-server.ts); the token rides in its cookie. */
export const studioApi = {
  session: () => fetch('/studio/api/session').then((r) => json<Session>(r)),
  open: (id: string) =>
    fetch(`/studio/api/document?id=${encodeURIComponent(id)}`).then((r) => json<OpenedDocument>(r)),
  check: (
    drafts: Record<string, unknown>,
    preview: {
      siteId: string;
      path: string;
      at?: string;
      siteSwitch?: boolean;
      consent?: boolean;
    },
    signal?: AbortSignal,
  ) => post('/studio/api/check', { drafts, preview }, signal).then((r) => json<CheckAnswer>(r)),
  async save(id: string, value: unknown, version: string): Promise<SaveAnswer> {
    const response = await post('/studio/api/save', { id, value, version });
    if (response.status === 409) return { kind: 'conflict', ...(await response.json()) };
    if (response.status === 422) return { kind: 'invalid', ...(await response.json()) };
    const saved = await json<{ version: string; text: string }>(response);
    return { kind: 'saved', ...saved };
  },
};
