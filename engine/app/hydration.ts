import { isRouteErrorResponse } from 'react-router';
import type { HydrationState } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import type { StringBundle } from '../domain/string-bundles.ts';

/** What the server hands the browser in one JSON script element. */
export interface PageState {
  readonly siteId: string;
  readonly webview: boolean;
  readonly flags: Readonly<Record<string, boolean | number | undefined>>;
  readonly router: SerializedHydration;
  readonly queries: DehydratedState;
  /** The string bundles the page was rendered with: the browser loads them before hydrating. */
  readonly strings: readonly StringBundle[];
  /** The page's language: the site's default, or the shopper's choice among its languages. */
  readonly locale?: string;
  /** The content service's localised text the page was rendered with (absent: none). */
  readonly text?: Readonly<Record<string, string>>;
  /** The site-switch banner is in the page's HTML (shell spec §4; absent: it is not). */
  readonly siteSwitch?: true;
}

export interface SerializedHydration {
  readonly loaderData: Record<string, unknown>;
  readonly actionData: Record<string, unknown> | null;
  readonly errors: Record<string, SerializedError> | null;
}

type SerializedError =
  | {
      readonly type: 'response';
      readonly status: number;
      readonly statusText: string;
      readonly data: unknown;
    }
  | { readonly type: 'error'; readonly message: string };

/** Route errors are not JSON: a response error keeps its status, any other error its message only. */
export function serializeHydration(state: {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}): SerializedHydration {
  const errors = state.errors
    ? Object.fromEntries(
        Object.entries(state.errors).map(([id, error]): [string, SerializedError] => [
          id,
          isRouteErrorResponse(error)
            ? {
                type: 'response',
                status: error.status,
                statusText: error.statusText,
                data: error.data,
              }
            : { type: 'error', message: 'Page failed' },
        ]),
      )
    : null;
  return { loaderData: state.loaderData, actionData: state.actionData, errors };
}

export function deserializeHydration(
  state: SerializedHydration,
  toResponse: (status: number, statusText: string, data: unknown) => unknown,
): HydrationState {
  const errors = state.errors
    ? Object.fromEntries(
        Object.entries(state.errors).map(([id, error]) => [
          id,
          error.type === 'response'
            ? toResponse(error.status, error.statusText, error.data)
            : new Error(error.message),
        ]),
      )
    : null;
  return { loaderData: state.loaderData, actionData: state.actionData, errors };
}
