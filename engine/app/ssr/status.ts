import type { StaticHandlerContext } from 'react-router';
import { isApiRequestError } from '../../api/index.ts';
import type { PageData } from '../../routing/page-data.ts';

/** Errors decide first (451 from the API, else the error's status or 500), then the page data. */
export function statusOf(
  context: StaticHandlerContext,
  page: PageData | undefined,
  metaStatus: number,
): number {
  const error = context.errors ? Object.values(context.errors)[0] : undefined;
  if (error !== undefined) {
    if (isApiRequestError(error) && error.status === 451) return 451;
    return context.statusCode >= 400 && context.statusCode !== 404 ? context.statusCode : 500;
  }
  return page?.status ?? metaStatus;
}
