import { describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '../../../engine/api/call.ts';
import { ApiRequestError } from '../../../engine/api/errors.ts';
import type { ApiErrorBody, TransportLabel } from '../../../engine/api/errors.ts';
import { botProtectionBlock, invalidHeader } from '../../../engine/api/policy/bot-protection.ts';
import { addToCart } from '../../../engine/api/calls/cart.ts';
import { EMPTY_MINICART, getMinicart } from '../../../engine/api/calls/minicart.ts';
import { getNavigation, getProductBySkus, getProducts } from '../../../engine/api/calls/catalog.ts';
import {
  EMPTY_PERSONALIZED_CONTENT,
  getContentEntries,
  getPersonalizedContent,
} from '../../../engine/api/calls/content.ts';
import { ALL_CALLS } from '../../../engine/api/calls/all.ts';
import { createPreferences, getPreferences } from '../../../engine/api/calls/preferences.ts';
import { requestOf } from '../../../engine/api/declaration.ts';
import { cartNotActive } from '../../../engine/api/policy/cart-not-active.ts';
import { contentBadGateway } from '../../../engine/api/policy/content-bad-gateway.ts';
import { cookiesTooLarge } from '../../../engine/api/policy/cookies-too-large.ts';
import { decide, rulesFor } from '../../../engine/api/policy/index.ts';
import { networkErrorRetry } from '../../../engine/api/policy/network-retry.ts';
import { preferencesConflict } from '../../../engine/api/policy/preferences.ts';
import { reauthRequired } from '../../../engine/api/policy/reauth-required.ts';
import type { Failure, PolicyContext, PolicyRule } from '../../../engine/api/policy/types.ts';
import { AN_US, memoryLogger } from '../../fixtures/api-client-site.ts';

/**
 * Each rule of the error catalogue alone, with a stub context (shell spec §4, §8; catalogue spec
 * §4, §8). tests/integration/api-client/*-policy tests run the same rules against the real server.
 */
function call(operation: string, method: ApiCall['method'] = 'GET'): ApiCall {
  return { operation, method, path: `/x/${operation}` };
}

function failure(
  callMade: ApiCall,
  status: number,
  body?: ApiErrorBody,
  options: { label?: TransportLabel; retriedBy?: string[] } = {},
): Failure {
  return {
    call: callMade,
    error: new ApiRequestError({
      operation: callMade.operation,
      method: callMade.method,
      url: `http://api${callMade.path}`,
      traceId: 't',
      status,
      body,
      label: options.label,
    }),
    retriedBy: new Set(options.retriedBy ?? []),
  };
}

function context(
  overrides: Partial<PolicyContext> = {},
): PolicyContext & { logger: ReturnType<typeof memoryLogger> } {
  const logger = memoryLogger();
  return {
    site: AN_US,
    logger,
    cookies: { read: () => '', remove: () => undefined },
    firstPartyCookies: ['sf_token', 'urbn_*'],
    clearThirdPartyAboveChars: 10_000,
    online: () => true,
    userKind: async () => 'guest',
    refreshToken: async () => undefined,
    requestReauth: undefined,
    contentFallback: undefined,
    report: () => undefined,
    send: async () => undefined as never,
    url: (made) => `http://api${made.path}`,
    ...overrides,
  } as PolicyContext & { logger: ReturnType<typeof memoryLogger> };
}

const CART_NOT_ACTIVE = { code: 'CART_NOT_ACTIVE', message: 'inactive', status: 412 };

describe('cart-not-active: 412 CART_NOT_ACTIVE on add-to-cart (catalogue spec §4 cart token recovery)', () => {
  it('gets a guest token for a guest and retries', async () => {
    const refreshToken = vi.fn(async () => undefined);
    const decision = await cartNotActive.decide(
      failure(call('addToCart', 'POST'), 412, CART_NOT_ACTIVE),
      context({ refreshToken, userKind: async () => 'guest' }),
    );
    expect(decision).toEqual({ kind: 'retry' });
    expect(refreshToken).toHaveBeenCalledWith('guest');
  });

  it('reauthenticates a registered shopper (reauth with merge) and retries', async () => {
    const refreshToken = vi.fn(async () => undefined);
    await cartNotActive.decide(
      failure(call('addToCart', 'POST'), 412, CART_NOT_ACTIVE),
      context({ refreshToken, userKind: async () => 'registered' }),
    );
    expect(refreshToken).toHaveBeenCalledWith('registered');
  });

  it('rejects the second failure', async () => {
    const refreshToken = vi.fn(async () => undefined);
    const decision = await cartNotActive.decide(
      failure(call('addToCart', 'POST'), 412, CART_NOT_ACTIVE, { retriedBy: ['cart-not-active'] }),
      context({ refreshToken }),
    );
    expect(decision).toEqual({ kind: 'reject' });
    expect(refreshToken).not.toHaveBeenCalled();
  });

  it('rejects when no fresh token can be had', async () => {
    const decision = await cartNotActive.decide(
      failure(call('addToCart', 'POST'), 412, CART_NOT_ACTIVE),
      context({ refreshToken: async () => Promise.reject(new Error('modal dismissed')) }),
    );
    expect(decision).toEqual({ kind: 'reject' });
  });

  it('leaves other 412s to the default rejection', async () => {
    expect(
      await cartNotActive.decide(
        failure(call('addToCart', 'POST'), 412, { code: 'OTHER', message: 'm', status: 412 }),
        context(),
      ),
    ).toBeUndefined();
  });
});

describe('cookies-too-large: 413 with cookies over the limit (shell spec §4)', () => {
  function jar(initial: Record<string, string>) {
    const cookies = new Map(Object.entries(initial));
    return {
      cookies,
      adapter: {
        read: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        remove: (name: string) => void cookies.delete(name),
      },
    };
  }

  it('clears third-party cookies only and retries', async () => {
    const { cookies, adapter } = jar({
      urbn_site: 'an-us',
      sf_token: 't',
      _ga: 'x'.repeat(10_000),
    });
    const decision = await cookiesTooLarge.decide(
      failure(call('any'), 413),
      context({ cookies: adapter }),
    );
    expect(decision).toEqual({ kind: 'retry' });
    expect([...cookies.keys()]).toEqual(['urbn_site', 'sf_token']);
  });

  it('leaves cookies within the limit alone', async () => {
    const { cookies, adapter } = jar({ _ga: 'x'.repeat(9_000) });
    expect(
      await cookiesTooLarge.decide(failure(call('any'), 413), context({ cookies: adapter })),
    ).toBeUndefined();
    expect(cookies.size).toBe(1);
  });

  it('does not retry twice', async () => {
    const { adapter } = jar({ _ga: 'x'.repeat(10_001) });
    expect(
      await cookiesTooLarge.decide(
        failure(call('any'), 413, undefined, { retriedBy: ['cookies-too-large'] }),
        context({ cookies: adapter }),
      ),
    ).toBeUndefined();
  });

  it('does not retry when only first-party cookies are large (nothing to clear)', async () => {
    const { adapter } = jar({ urbn_big: 'x'.repeat(10_001) });
    expect(
      await cookiesTooLarge.decide(failure(call('any'), 413), context({ cookies: adapter })),
    ).toBeUndefined();
  });
});

describe('reauth-required: registered-token 403 (shell spec §4, §6)', () => {
  const REAUTH = { code: 'REAUTH_REQUIRED', message: 'log in again', status: 403 };

  it('asks for reauth and retries once it succeeds', async () => {
    const requestReauth = vi.fn(async () => undefined);
    expect(
      await reauthRequired.decide(
        failure(call('getProfile'), 403, REAUTH),
        context({ requestReauth }),
      ),
    ).toEqual({
      kind: 'retry',
    });
    expect(requestReauth).toHaveBeenCalledOnce();
  });

  it('rejects when the shopper dismisses the login modal', async () => {
    const requestReauth = vi.fn(async () => Promise.reject(new Error('dismissed')));
    expect(
      await reauthRequired.decide(
        failure(call('getProfile'), 403, REAUTH),
        context({ requestReauth }),
      ),
    ).toEqual({
      kind: 'reject',
    });
  });

  it('leaves other 403s and a second 403 to the default rejection', async () => {
    const requestReauth = vi.fn(async () => undefined);
    const other = { code: 'FORBIDDEN_SCOPE', message: 'm', status: 403 };
    expect(
      await reauthRequired.decide(failure(call('x'), 403, other), context({ requestReauth })),
    ).toBeUndefined();
    expect(
      await reauthRequired.decide(
        failure(call('x'), 403, REAUTH, { retriedBy: ['reauth-required'] }),
        context({ requestReauth }),
      ),
    ).toBeUndefined();
    expect(requestReauth).not.toHaveBeenCalled();
  });
});

/** The one rule a declaration carries beyond the general ones. */
function ownRule(declaration: { readonly rules?: readonly PolicyRule[] }): PolicyRule {
  expect(declaration.rules).toHaveLength(1);
  return declaration.rules![0]!;
}

describe('warned-only rules (shell spec §8)', () => {
  it('resolves a 401 on the minicart with an empty minicart and a warning', async () => {
    const ctx = context();
    const rule = ownRule(getMinicart);
    expect(
      await rule.decide(failure(call('getMinicart'), 401, { code: 'UNAUTHENTICATED' }), ctx),
    ).toEqual({ kind: 'resolve', value: EMPTY_MINICART });
    expect(ctx.logger.lines[0]?.level).toBe('warn');
    expect(await rule.decide(failure(call('getMinicart'), 500), ctx)).toBeUndefined();
  });

  it('resolves a 403 on personalised content with no content and a warning', async () => {
    const ctx = context();
    expect(
      await ownRule(getPersonalizedContent).decide(
        failure(call('getPersonalizedContent', 'POST'), 403),
        ctx,
      ),
    ).toEqual({
      kind: 'resolve',
      value: EMPTY_PERSONALIZED_CONTENT,
    });
    expect(ctx.logger.lines[0]?.level).toBe('warn');
  });

  it('never opens a login modal for a personalised-content 403 (rule order)', async () => {
    const requestReauth = vi.fn(async () => undefined);
    const result = await decide(
      failure(call('getPersonalizedContent', 'POST'), 403, { code: 'REAUTH_REQUIRED' }),
      context({ requestReauth }),
      rulesFor(getPersonalizedContent.rules ?? []),
    );
    expect(result.rule).toBe('personalized-content-forbidden');
    expect(requestReauth).not.toHaveBeenCalled();
  });
});

describe("call-specific rules are their call's only (shell spec §4, §8; catalogue spec §4)", () => {
  const carriers = (name: string) =>
    ALL_CALLS.filter((declaration) => declaration.rules?.some((rule) => rule.name === name))
      .map((declaration) => declaration.operation)
      .sort();

  it.each([
    ['cart-not-active', ['addToCart']],
    ['minicart-unauthorized', ['getMinicart']],
    ['personalized-content-forbidden', ['getPersonalizedContent']],
    ['content-bad-gateway', ['getContentEntries']],
    ['preferences-missing', ['getPreferences']],
    ['preferences-conflict', ['createPreferences']],
  ])('%s is declared on %j and nowhere else', (name, operations) => {
    expect(carriers(name)).toEqual(operations);
  });

  it('the general rules are declared on no call: every call gets them from the client', () => {
    for (const name of ['bot-protection-block', 'invalid-header', 'cookies-too-large']) {
      expect(carriers(name)).toEqual([]);
    }
    for (const name of ['reauth-required', 'network-error-retry']) {
      expect(carriers(name)).toEqual([]);
    }
  });

  it('add-to-cart carries the 412 rule itself', () => {
    expect(addToCart.rules).toContain(cartNotActive);
    expect(getContentEntries.rules).toContain(contentBadGateway);
    expect(createPreferences.rules).toContain(preferencesConflict);
  });
});

describe('content-bad-gateway: 502 on content entries (shell spec §7, §8)', () => {
  it('answers from the injected direct content-service call', async () => {
    const contentFallback = vi.fn(async () => ({ items: ['from fallback'] }));
    expect(
      await contentBadGateway.decide(
        failure(call('getContentEntries'), 502),
        context({ contentFallback }),
      ),
    ).toEqual({ kind: 'resolve', value: { items: ['from fallback'] } });
    expect(contentFallback).toHaveBeenCalledWith('http://api/x/getContentEntries');
  });

  it('without one, retries once marked for the direct content service', async () => {
    expect(
      await contentBadGateway.decide(failure(call('getContentEntries'), 502), context()),
    ).toEqual({
      kind: 'retry',
      call: expect.objectContaining({ headers: { 'x-urbn-content-source': 'direct' } }),
    });
    expect(
      await contentBadGateway.decide(
        failure(call('getContentEntries'), 502, undefined, { retriedBy: ['content-bad-gateway'] }),
        context(),
      ),
    ).toBeUndefined();
  });

  it('leaves other failures alone', async () => {
    expect(
      await contentBadGateway.decide(failure(call('getContentEntries'), 500), context()),
    ).toBeUndefined();
  });
});

describe('network-error-retry: GET Network Error while online (shell spec §8)', () => {
  const dropped = (method: ApiCall['method'], retriedBy: string[] = []) =>
    failure(call('x', method), 0, undefined, { label: 'Network Error', retriedBy });

  it('retries a GET once while online', () => {
    expect(networkErrorRetry.decide(dropped('GET'), context())).toEqual({ kind: 'retry' });
    expect(
      networkErrorRetry.decide(dropped('GET', ['network-error-retry']), context()),
    ).toBeUndefined();
  });

  it('does not retry offline, a write, or a time-out', () => {
    expect(
      networkErrorRetry.decide(dropped('GET'), context({ online: () => false })),
    ).toBeUndefined();
    expect(networkErrorRetry.decide(dropped('POST'), context())).toBeUndefined();
    expect(
      networkErrorRetry.decide(
        failure(call('x'), 0, undefined, { label: 'zero-timeout' }),
        context(),
      ),
    ).toBeUndefined();
  });
});

describe('preferences (shell spec §4 profile start-up, §8)', () => {
  it('creates preferences from the site language, country and currency on a 404', async () => {
    const send = vi.fn(async () => ({ global: { language: 'en-US' } }));
    const decision = await ownRule(getPreferences).decide(
      failure(call('getPreferences'), 404),
      context({ send: send as PolicyContext['send'] }),
    );
    expect(decision).toEqual({ kind: 'resolve', value: { global: { language: 'en-US' } } });
    expect(send).toHaveBeenCalledWith({
      call: expect.objectContaining({
        operation: 'createPreferences',
        method: 'POST',
        path: '/profile/v0/an-us/me/preferences',
        body: { global: { language: 'en-US', country: 'US', currency: 'USD' } },
      }),
      rules: [preferencesConflict],
    });
  });

  it('logs a 409 on creation and rethrows it', async () => {
    const ctx = context();
    expect(
      await ownRule(createPreferences).decide(
        failure(call('createPreferences', 'POST'), 409, { code: 'PREFERENCES_EXIST' }),
        ctx,
      ),
    ).toEqual({ kind: 'reject' });
    expect(ctx.logger.lines[0]).toMatchObject({ level: 'error', fields: { status: 409 } });
  });
});

describe('bot protection and invalid header (shell spec §8)', () => {
  it("logs 'Blocked by PX' with the reference id, reports it and rejects", async () => {
    const report = vi.fn();
    const ctx = context({ report });
    const blocked = failure(call('x'), 403, {
      code: 'BLOCKED_BY_PERIMETER_X',
      message: 'blocked',
      pxRefId: 'px-1',
    });
    expect(await botProtectionBlock.decide(blocked, ctx)).toEqual({ kind: 'reject' });
    expect(report).toHaveBeenCalledWith(blocked.error);
    expect(ctx.logger.lines[0]).toMatchObject({
      level: 'error',
      message: 'Blocked by PX',
      fields: { pxRefId: 'px-1', code: 'BLOCKED_BY_PERIMETER_X', status: 403, message: 'blocked' },
    });
  });

  it('is checked before the reauth rule: a PX block never opens the login modal', async () => {
    const requestReauth = vi.fn(async () => undefined);
    const result = await decide(
      failure(call('x'), 403, { code: 'BLOCKED_BY_PERIMETER_X' }),
      context({ requestReauth }),
      rulesFor([]),
    );
    expect(result).toEqual({ rule: 'bot-protection-block', decision: { kind: 'reject' } });
    expect(requestReauth).not.toHaveBeenCalled();
  });

  it("logs 'Invalid Header' and leaves the decision to the other rules", async () => {
    const ctx = context();
    expect(
      await invalidHeader.decide(failure(call('x'), 400, { code: 'INVALID_HEADER' }), ctx),
    ).toBeUndefined();
    expect(ctx.logger.lines[0]).toMatchObject({ level: 'error', message: 'Invalid Header' });
  });
});

describe('countryCode on catalogue product calls (shell spec §7, catalogue spec §7)', () => {
  const query = (made: ReturnType<typeof requestOf>) => made.call.query as Record<string, unknown>;

  it('adds the site country when missing', () => {
    expect(query(requestOf(getProducts, { slug: 'dress' }, AN_US)).countryCode).toBe('US');
    expect(query(requestOf(getProductBySkus, { skus: ['s1'] }, AN_US)).countryCode).toBe('US');
  });

  it('keeps a given countryCode and leaves other calls alone', () => {
    const given = requestOf(getProducts, { slug: 'dress', countryCode: 'CA' }, AN_US);
    expect(query(given).countryCode).toBe('CA');
    expect(query(requestOf(getNavigation, {}, AN_US))).not.toHaveProperty('countryCode');
  });
});

describe('the default', () => {
  it('rejects a failure no rule claims', async () => {
    expect(await decide(failure(call('x'), 500), context(), rulesFor([]))).toEqual({
      rule: undefined,
      decision: { kind: 'reject' },
    });
  });
});
