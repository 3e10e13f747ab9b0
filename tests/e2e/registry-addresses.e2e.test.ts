import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../commerce-api/seed/index.ts';
import { seriousAxeViolations, signInThroughApi, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * A registry's pre- and post-event shipping addresses in the owner's area, in Chromium on an-us
 * (issue 14; catalogue spec §3 Registry: addresses, US only; §3 address validation codes; §4 a
 * stale version tells the owner what changed and loses nothing): the owner adds the post-event
 * address (empty fields refused at each field, a state that does not match the ZIP code refused by
 * the API at the state, nothing typed lost), then edits it while another tab changed it: told what
 * the address is now, the typed fields kept, the next save wins. axe at 375 and 1280 px.
 */
vi.setConfig({ testTimeout: 150_000 });
let e2e: E2e;

const SHOPPER = { email: 'shopper@anthropologie.example', password: DEMO_PASSWORD };

beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 30 });
});
afterAll(async () => {
  await e2e?.close();
});

function callApi<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const reply = await fetch(`/api${path}`, {
        method: init.method ?? 'GET',
        headers: { 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: reply.status, body: (await reply.json()) as unknown };
    },
    { path, init },
  ) as Promise<{ status: number; body: T }>;
}

interface RegistryAnswer {
  id: string;
  version: number;
}

async function expectNoSeriousAxe(page: Page, label: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    expect({ label, width, violations: await seriousAxeViolations(page) }).toEqual({
      label,
      width,
      violations: [],
    });
  }
}

describe('registry pre- and post-event addresses (issue 14, catalogue spec §3 Registry)', () => {
  it('adds the post-event address with the US checks, then edits it past a stale version without losing what was typed', async () => {
    const { context, page } = await e2e.open();
    try {
      await signInThroughApi(page, e2e.an('/'), SHOPPER);
      const year = new Date().getUTCFullYear() + 1;
      const created = await callApi<RegistryAnswer>(page, '/registry/v1/an-us', {
        method: 'POST',
        body: { event: { name: 'Address Test Wedding', type: 'wedding', date: `${year}-05-02` } },
      });
      expect(created.status).toBe(201);
      const registryId = created.body.id;
      await e2e.visit(page, `/registry/account?registry=${registryId}`);
      const section = page.getByRole('region', { name: 'Shipping addresses' });
      await section.waitFor();
      await expect.poll(() => section.getByText('No address yet.').count()).toBe(2);
      await expectNoSeriousAxe(page, 'addresses shown');

      await section.getByRole('button', { name: 'Add the address after the event' }).click();
      const form = page.getByRole('form', { name: 'Shipping address after the event' });
      const save = form.getByRole('button', { name: 'Save the address after the event' });
      await save.click();
      // Empty: each required field says so, the focus on the first.
      await expect.poll(() => form.getByText('This field is required.').count()).toBe(6);
      const first = form.getByRole('textbox', { name: 'First name' });
      await expect
        .poll(() => first.evaluate((element) => element === document.activeElement))
        .toBe(true);
      await expectNoSeriousAxe(page, 'form with problems');

      await first.fill('Sam');
      await form.getByRole('textbox', { name: 'Last name' }).fill('Lee');
      await form.getByRole('textbox', { name: 'Street address' }).fill('20 Elm Rd');
      await form.getByRole('textbox', { name: 'City' }).fill('Philadelphia');
      const state = form.getByRole('combobox', { name: 'State' });
      await state.selectOption('CA');
      const zip = form.getByRole('textbox', { name: 'ZIP code' });
      await zip.fill('ABC');
      await save.click();
      await form.getByText('Please enter a valid ZIP code.').waitFor();

      // The API's code: a state that does not match the ZIP code, said at the state.
      await zip.fill('19103');
      await save.click();
      await form.getByText('This ZIP code doesn’t match the selected state.').waitFor();
      expect(await state.getAttribute('aria-invalid')).toBe('true');
      expect(await zip.inputValue()).toBe('19103');
      expect(await form.getByRole('textbox', { name: 'Street address' }).inputValue()).toBe(
        '20 Elm Rd',
      );

      await state.selectOption('PA');
      await save.click();
      await page
        .locator('#main')
        .getByText('The shipping address after the event was saved.')
        .waitFor();
      await section.getByText('20 Elm Rd').waitFor();
      await expect.poll(() => section.getByText('No address yet.').count()).toBe(1);

      // Another tab changes the address: the owner's form is now on a stale version.
      await section.getByRole('button', { name: 'Edit the address after the event' }).click();
      const edit = page.getByRole('form', { name: 'Shipping address after the event' });
      expect(await edit.getByRole('textbox', { name: 'Street address' }).inputValue()).toBe(
        '20 Elm Rd',
      );
      const current = await callApi<RegistryAnswer>(page, `/registry/v1/an-us/${registryId}`);
      const elsewhere = await callApi(page, `/registry/v1/an-us/${registryId}`, {
        method: 'PATCH',
        body: {
          version: current.body.version,
          post_event_shipping_address: {
            first_name: 'Sam',
            last_name: 'Lee',
            address_line_1: '5 Oak Ave',
            city: 'Austin',
            region: 'TX',
            postal_code: '78701',
          },
        },
      });
      expect(elsewhere.status).toBe(200);
      await edit.getByRole('textbox', { name: 'Street address' }).fill('300 Pine St');
      await edit.getByRole('button', { name: 'Save the address after the event' }).click();
      const alert = edit.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('is now Sam Lee, 5 Oak Ave, Austin, TX 78701');
      expect(await edit.getByRole('textbox', { name: 'Street address' }).inputValue()).toBe(
        '300 Pine St',
      );
      await expectNoSeriousAxe(page, 'stale version said');

      // Saved again, with the version reloaded: what the owner typed wins.
      await edit.getByRole('button', { name: 'Save the address after the event' }).click();
      await page
        .locator('#main')
        .getByText('The shipping address after the event was saved.')
        .waitFor();
      await section.getByText('300 Pine St').waitFor();
      const stored = await callApi<{ post_event_shipping_address: { address_line_1: string } }>(
        page,
        `/registry/v1/an-us/${registryId}`,
      );
      expect(stored.body.post_event_shipping_address.address_line_1).toBe('300 Pine St');
    } finally {
      await context.close();
    }
  });
});
