import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../commerce-api/seed/index.ts';
import { hydrated, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * A recognised shopper at checkout (flag enableCheckoutRecognizedLogin; shell spec §2.2 checkout
 * "only unregistered users or authorized registered ones", §2.4 recognized user 'Finish Signing
 * In', §4 login modal states): a shopper whose sign-in has lapsed (registered, not authorized) is
 * asked for the password alone where the flag is on (Anthropologie's config), and to sign in afresh
 * with email and password where it is off.
 */
vi.setConfig({ testTimeout: 60_000 });
let e2e: E2e;
const SHOPPER = 'shopper@anthropologie.example';

beforeAll(async () => {
  e2e = await startE2e();
}, 300_000);
afterAll(async () => {
  await e2e?.close();
});

async function lapsedAtCheckout(flags?: string) {
  const { context, page } = await e2e.open();
  if (flags) {
    await context.addCookies([
      { name: 'sf_flags', value: flags, domain: 'anthropologie.localhost', path: '/' },
    ]);
  }
  await page.goto(e2e.an('/'));
  await hydrated(page);
  const lapsed = await page.evaluate(
    async ({ email, password }) => {
      const login = await fetch('/api/auth/v0/an-us/tokens/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const lapse = await fetch('/api/__test/tokens/current/lapse', { method: 'POST' });
      return [login.status, lapse.status];
    },
    { email: SHOPPER, password: DEMO_PASSWORD },
  );
  expect(lapsed).toEqual([200, 204]);
  await page.goto(e2e.an('/checkout'));
  await hydrated(page);
  return { context, page };
}

describe('recognised login at checkout (flag enableCheckoutRecognizedLogin; shell spec §2.2, §2.4, §4)', () => {
  it('flag on: "Finish Signing In" with the password alone; signing in opens checkout', async () => {
    const { context, page } = await lapsedAtCheckout();
    try {
      const dialog = page.getByRole('dialog', { name: 'Finish Signing In' });
      await dialog.waitFor();
      expect(await dialog.getByLabel(/email/i).count()).toBe(0);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await seriousAxeViolations(page)).toEqual([]);
      }
      await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
      const sent = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/tokens/reauth'),
      );
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      // A checkout page does not merge the bag on login (shell spec §2.2; the API side:
      // tests/integration/api/login-cart-merge.test.ts).
      expect((await sent).postDataJSON()).toMatchObject({ mergeCart: false });
      await dialog.waitFor({ state: 'detached' });
      const token = await page.evaluate(async () => {
        const reply = await fetch('/api/auth/v0/an-us/tokens/current');
        return (await reply.json()) as { scopes?: string[] };
      });
      expect(token.scopes).toContain('authorized');
    } finally {
      await context.close();
    }
  });

  it('flag off: a plain "Sign In" asking for email and password', async () => {
    const { context, page } = await lapsedAtCheckout('enableCheckoutRecognizedLogin=false');
    try {
      const dialog = page.getByRole('dialog', { name: 'Sign In' });
      await dialog.waitFor();
      expect(await dialog.getByLabel(/email/i).count()).toBe(1);
      expect(await page.getByRole('dialog', { name: 'Finish Signing In' }).count()).toBe(0);
      // The dialog's form is a chunk of its own: typed into before React owns it, a value or the
      // click could be lost (seen under load in CI).
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[role="dialog"] form')].some((form) =>
          Object.keys(form).some((key) => key.startsWith('__reactProps')),
        ),
      );
      // Signing in afresh from checkout does not merge the bag either (shell spec §2.2).
      await dialog.getByLabel(/email/i).fill(SHOPPER);
      await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      const sent = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/tokens/login'),
      );
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      expect((await sent).postDataJSON()).toMatchObject({ mergeCart: false });
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
