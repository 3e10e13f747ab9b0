import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hydrated, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * The mock order page (shell spec §2.1 "/mock-order/{mockId} only when a mock-orders flag is on";
 * catalogue spec §2 the confirmation: order number, what happens next): the confirmation with
 * demo data under a preview note, not indexed; a mock id it does not know, or the flag off, is a
 * not-found page.
 */
vi.setConfig({ testTimeout: 60_000 });
let e2e: E2e;

beforeAll(async () => {
  e2e = await startE2e();
}, 300_000);
afterAll(async () => {
  await e2e?.close();
});

async function withFlag(on: boolean) {
  const { context, page } = await e2e.open();
  if (on) {
    await context.addCookies([
      {
        name: 'sf_flags',
        value: 'enableMockOrders=true',
        domain: 'anthropologie.localhost',
        path: '/',
      },
    ]);
  }
  return { context, page };
}

describe('mock order (flag enableMockOrders; shell spec §2.1)', () => {
  it('flag on: the confirmation with demo data, a preview note, not indexed; axe at 375 and 1280 px', async () => {
    const { context, page } = await withFlag(true);
    try {
      const response = await page.goto(e2e.an('/mock-order/split-tender'));
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }).waitFor();
      expect(await page.getByRole('note').textContent()).toContain('Nothing was bought');
      expect(await page.getByText('Your order number is MOCK-SPLIT-TENDER.').count()).toBe(1);
      const paid = page.getByRole('list', { name: 'How you paid' });
      expect(await paid.textContent()).toContain('Gift card ending in 7890: $50');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain(
        'noindex',
      );
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await seriousAxeViolations(page)).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });

  it('an unknown mock id is not found; so is every mock order with the flag off', async () => {
    const on = await withFlag(true);
    try {
      expect((await on.page.goto(e2e.an('/mock-order/nothing-here')))?.status()).toBe(404);
    } finally {
      await on.context.close();
    }
    const off = await withFlag(false);
    try {
      expect((await off.page.goto(e2e.an('/mock-order/standard')))?.status()).toBe(404);
    } finally {
      await off.context.close();
    }
  });
});

/**
 * /stylist (shell spec §2.1; its content is not shown): the brand's content page 'stylist', which
 * describes the styling service and books it through the contact form (#contact-us, an existing
 * service form); a site without such a page answers not found.
 */
describe('the stylist page (shell spec §2.1 /stylist)', () => {
  it('describes the service; "Book an Appointment" opens the contact form; axe at 375 and 1280 px', async () => {
    const { context, page } = await withFlag(false);
    try {
      const response = await page.goto(e2e.an('/stylist'));
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: 'Personal Styling' }).waitFor();
      await page.getByRole('heading', { name: 'How it works' }).waitFor();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await seriousAxeViolations(page)).toEqual([]);
      }
      await page.getByRole('link', { name: 'Book an Appointment' }).click();
      await page.getByRole('dialog', { name: 'Contact Us' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('a site whose brand has no stylist page: not found', async () => {
    const { context, page } = await withFlag(false);
    try {
      expect((await page.goto(e2e.an('/en-gb/stylist')))?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});
