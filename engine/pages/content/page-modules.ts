import type { ContentEntry } from '../../../schemas/api/generated/types.ts';

export interface PageModule {
  readonly component: string;
  readonly props: Readonly<Record<string, unknown>>;
}

/** A content page's modules (content/pages.json `modules`, served by the content call). */
export function pageModules(page: ContentEntry): readonly PageModule[] {
  return (page.fields.modules ?? []) as readonly PageModule[];
}
