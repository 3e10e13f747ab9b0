import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hydrated, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * External-event modals (shell spec §2.4: "Each modal needs an id and either a component or an
 * external event"; issue 13): a page script opens one with storefront:open-modal, the stack
 * dispatches its event on window for the widget that renders it, the widget reports back with
 * storefront:modal-result and the stack pops it; the same id pushed again pops back to it; chat is
 * the 'chat' modal, answered by the default chat launcher.
 */
vi.setConfig({ testTimeout: 60_000 });
let e2e: E2e;

beforeAll(async () => {
  e2e = await startE2e();
}, 900_000);

afterAll(async () => {
  await e2e?.close();
});

interface Seen {
  readonly opened: unknown[];
  readonly closed: unknown[];
}

/** A hydrated home page with a stand-in third-party widget recording what the stack tells it. */
async function home(page: Page): Promise<void> {
  await page.goto(e2e.an('/'));
  await hydrated(page);
  await page.evaluate(() => {
    const seen: Seen = { opened: [], closed: [] };
    (window as unknown as { __seen: Seen }).__seen = seen;
    addEventListener('e2e:widget-open', (event) => seen.opened.push((event as CustomEvent).detail));
    addEventListener('storefront:modal-closed', (event) =>
      seen.closed.push((event as CustomEvent).detail),
    );
  });
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);

const send = (page: Page, name: string, detail: unknown) =>
  page.evaluate(
    ([eventName, eventDetail]) =>
      dispatchEvent(new CustomEvent(eventName as string, { detail: eventDetail })),
    [name, detail] as const,
  );

const WIDGET = { modalId: 'e2e-widget', externalEvent: 'e2e:widget-open', props: { sku: 'A1' } };

describe('external-event modals (shell spec §2.4)', () => {
  it('opens from a page script, is announced, pops back to it by id, and pops on its result', async () => {
    const { context, page } = await e2e.open();
    try {
      await home(page);
      await send(page, 'storefront:open-modal', WIDGET);
      await page.waitForFunction(
        () => (window as unknown as { __seen: Seen }).__seen.opened.length === 1,
      );
      expect((await seen(page)).opened).toEqual([{ modalId: 'e2e-widget', props: { sku: 'A1' } }]);
      // A component modal pushed on top covers it; the same id pushed again pops back to it.
      await page.evaluate(() => {
        location.hash = '#contact-us';
      });
      const contact = page.getByRole('dialog', { name: 'Contact Us' });
      await contact.waitFor();
      await send(page, 'storefront:open-modal', WIDGET);
      await contact.waitFor({ state: 'detached' });
      await page.waitForFunction(
        () => (window as unknown as { __seen: Seen }).__seen.opened.length === 2,
      );
      // The widget reports back: the stack pops it with its outcome, and is empty.
      await send(page, 'storefront:modal-result', {
        modalId: 'e2e-widget',
        outcome: { chosen: 'A1' },
      });
      await page.waitForFunction(
        () => (window as unknown as { __seen: Seen }).__seen.closed.length > 0,
      );
      expect((await seen(page)).closed).toEqual([
        { modalId: 'e2e-widget', outcome: { chosen: 'A1' } },
      ]);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.evaluate(() => location.hash)).toBe('');
      // Empty: a second result for it is ignored, and the stack still opens modals.
      await send(page, 'storefront:modal-result', { modalId: 'e2e-widget', outcome: 2 });
      await send(page, 'storefront:open-modal', WIDGET);
      await page.waitForFunction(
        () => (window as unknown as { __seen: Seen }).__seen.opened.length === 3,
      );
      expect((await seen(page)).closed).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('logs and ignores a request without a component or an external event', async () => {
    const { context, page } = await e2e.open();
    try {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await home(page);
      await send(page, 'storefront:open-modal', { modalId: 'nothing' });
      await expect
        .poll(() => errors.join('\n'))
        .toMatch(
          /storefront:open-modal ignored: Modal "nothing" needs a component or an external event/,
        );
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("opens chat as the 'chat' modal, answered by the default chat launcher, which closes it", async () => {
    const { context, page } = await e2e.open();
    try {
      await home(page);
      await send(page, 'storefront:open-modal', {
        modalId: 'chat',
        externalEvent: 'storefront:chat-open',
        props: { vendor: 'standard', audience: 'shopper' },
      });
      const chat = page.getByRole('dialog', { name: 'Chat With Us' });
      await chat.waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await chat.getByRole('button', { name: 'Close chat' }).click();
      await chat.waitFor({ state: 'detached' });
      expect((await seen(page)).closed).toEqual([{ modalId: 'chat', outcome: { closed: true } }]);
    } finally {
      await context.close();
    }
  });
});
