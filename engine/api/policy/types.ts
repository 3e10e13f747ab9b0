import type { ApiCall } from '../call.ts';
import type { CookieAdapter } from '../cookies.ts';
import type { ApiRequestError } from '../errors.ts';
import type { ApiLogger } from '../logger.ts';
import type { SiteContext } from '../site-context.ts';

/** Whether the shopper's token is a signed-in one (registered or authorized) or a guest's. */
export type UserKind = 'guest' | 'registered';

/** A call with the rules of its declaration (the general rules wrap them in the client). */
export interface RuledCall {
  readonly call: ApiCall;
  readonly rules: readonly PolicyRule[];
}

/** A failed attempt, as the rules see it. */
export interface Failure {
  readonly error: ApiRequestError;
  readonly call: ApiCall;
  /** Rules that already retried this call: each rule retries at most once. */
  readonly retriedBy: ReadonlySet<string>;
}

/** What a rule decides; a rule with nothing to say answers undefined and the next rule runs. */
export type Decision =
  | { readonly kind: 'retry'; readonly call?: ApiCall }
  | { readonly kind: 'resolve'; readonly value: unknown }
  | { readonly kind: 'reject'; readonly error?: unknown };

/** What rules may use: the client's collaborators, injected so each rule is testable alone. */
export interface PolicyContext {
  readonly site: SiteContext;
  readonly logger: ApiLogger;
  readonly cookies: CookieAdapter;
  readonly firstPartyCookies: readonly string[];
  readonly clearThirdPartyAboveChars: number;
  online(): boolean;
  userKind(): Promise<UserKind>;
  refreshToken(kind: UserKind): Promise<void>;
  /** Opens the login modal for reauth; resolves once the shopper is authorized again. */
  readonly requestReauth: (() => Promise<void>) | undefined;
  /** A direct content-service call for a 502 on content entries. */
  readonly contentFallback: ((url: string) => Promise<unknown>) | undefined;
  /** Sends an error to the error reporter (bot-protection blocks). */
  report(error: ApiRequestError): void;
  /** Makes another call through the client, its rules and the general ones included. */
  send<T>(request: RuledCall): Promise<T>;
  url(call: ApiCall): string;
}

export interface PolicyRule {
  /** Shown in logs and used to retry at most once per rule. */
  readonly name: string;
  decide(
    failure: Failure,
    context: PolicyContext,
  ): Decision | undefined | Promise<Decision | undefined>;
}
