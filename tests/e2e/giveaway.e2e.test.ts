import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiFromPage,
  hydrated,
  seriousAxeViolations,
  signInThroughApi,
  startE2e,
} from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * The giveaway entry (shell spec §4: a giveaway needs a loyalty id, logged-in shoppers without one
 * are offered the loyalty modal, guests log in first, a failure shows giveaways-require-loyalty;
 * §2.4 #giveaway; issue 14 "giveaway entry" form): a member agrees to the rules and enters once.
 */
vi.setConfig({ testTimeout: 120_000 });
let e2e: E2e;

beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 30 });
}, 300_000);
afterAll(async () => {
  await e2e?.close();
});

/** A new account signed in on the page, a rewards member when asked. */
async function newShopper(page: Page, member: boolean): Promise<string> {
  const shopper = {
    email: `giveaway-${randomUUID().slice(0, 8)}@example.com`,
    password: 'first-pass1',
  };
  await page.goto(e2e.an('/'));
  await hydrated(page);
  const made = await apiFromPage(page, '/profile/v0/an-us/users', {
    ...shopper,
    name: { first: 'Ada', last: 'Quinn' },
  });
  expect(made).toBe(201);
  await signInThroughApi(page, e2e.an('/'), shopper);
  if (member) expect(await apiFromPage(page, '/profile/v0/an-us/me/loyalty', {})).toBe(200);
  return shopper.email;
}

/** A fresh load of the home page with #giveaway (a hash change alone keeps the page's session). */
async function openGiveaway(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.goto(e2e.an('/#giveaway'));
  await hydrated(page);
}

const entries = (email: string) =>
  e2e.storefront.db.query<{ id: string }>(
    `SELECT f.id FROM form_submissions f JOIN users u ON f.payload->>'userId' = u.id::text
      WHERE f.kind = 'giveaway' AND u.email = $1`,
    [email],
  );

describe('the giveaway entry (shell spec §4, §8 giveaways-require-loyalty; issue 14)', () => {
  it('a member is told to agree to the rules at the box, then enters once; entering again says so', async () => {
    const { context, page } = await e2e.open({ viewport: { width: 375, height: 800 } });
    try {
      const email = await newShopper(page, true);
      await openGiveaway(page);
      const dialog = page.getByRole('dialog', { name: 'Enter the Giveaway' });
      await dialog.getByRole('button', { name: 'Enter Now' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await dialog.getByRole('button', { name: 'Enter Now' }).click();
      await dialog
        .getByRole('alert')
        .filter({ hasText: 'Agree to the official rules to enter.' })
        .waitFor();
      const rules = dialog.getByRole('checkbox', {
        name: 'I have read and agree to the giveaway’s official rules.',
      });
      await expect.poll(() => rules.evaluate((box) => box === document.activeElement)).toBe(true);
      expect(await rules.getAttribute('aria-invalid')).toBe('true');
      expect(await entries(email)).toHaveLength(0);
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await rules.check();
      await dialog.getByRole('button', { name: 'Enter Now' }).click();
      await dialog.getByRole('status').filter({ hasText: 'You’re entered. Good luck!' }).waitFor();
      expect(await entries(email)).toHaveLength(1);
      await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
      await dialog.waitFor({ state: 'detached' });

      await openGiveaway(page);
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: 'Enter Now' }).click();
      await dialog
        .getByRole('status')
        .filter({ hasText: 'You’re already entered. Good luck!' })
        .waitFor();
      expect(await entries(email)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('a shopper without a loyalty id is offered rewards; a refusal by the API says giveaways-require-loyalty and keeps the box ticked', async () => {
    const { context, page } = await e2e.open({ viewport: { width: 1280, height: 900 } });
    try {
      const email = await newShopper(page, false);
      await openGiveaway(page);
      await page.getByRole('dialog', { name: 'Join Our Rewards Program' }).waitFor();
      expect(await page.getByRole('dialog', { name: 'Enter the Giveaway' }).count()).toBe(0);

      // A member whose loyalty account ends while the dialog is open: the API refuses the entry.
      expect(await apiFromPage(page, '/profile/v0/an-us/me/loyalty', {})).toBe(200);
      await openGiveaway(page);
      const dialog = page.getByRole('dialog', { name: 'Enter the Giveaway' });
      await dialog.getByRole('checkbox').check();
      await e2e.storefront.db.query(
        `UPDATE users SET profile = profile - 'loyalty' WHERE email = $1`,
        [email],
      );
      await dialog.getByRole('button', { name: 'Enter Now' }).click();
      await dialog
        .getByRole('alert')
        .filter({
          hasText: 'Giveaways are open to rewards members only. Join our rewards program to enter.',
        })
        .waitFor();
      expect(await dialog.getByRole('checkbox').isChecked()).toBe(true);
      expect(await entries(email)).toHaveLength(0);
    } finally {
      await context.close();
    }
  });
});
