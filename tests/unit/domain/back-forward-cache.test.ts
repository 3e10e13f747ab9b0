import { describe, expect, it, vi } from 'vitest';
import { reloadsOnBackForwardRestore } from '../../../engine/domain/back-forward-cache.ts';
import { onPageShow, reloadRestoredPages } from '../../../engine/app/back-forward-cache.ts';

const UA = {
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/128.0 Mobile/15E148 Safari/605.1.15',
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  androidStock:
    'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  empty: '',
};

// shell spec §9: "Safari and Firefox reload a page restored from back/forward cache"
describe('which browsers reload a page restored from the back/forward cache (shell spec §9)', () => {
  it.each([
    ['safariMac', true],
    ['safariIphone', true],
    ['firefox', true],
    ['firefoxIos', true],
    ['chrome', false],
    ['chromeIos', false],
    ['edge', false],
    ['androidStock', false],
    ['empty', false],
  ] as const)('%s: %s', (name, reloads) => {
    expect(reloadsOnBackForwardRestore(UA[name])).toBe(reloads);
  });
});

describe('the pageshow listener (shell spec §9)', () => {
  const fakeWindow = (userAgent: string) => {
    const listeners: ((event: { persisted: boolean }) => void)[] = [];
    return {
      listeners,
      win: {
        addEventListener: (_type: 'pageshow', listener: (event: { persisted: boolean }) => void) =>
          listeners.push(listener),
        navigator: { userAgent },
        location: { reload: vi.fn() },
      },
    };
  };

  it.each([
    { case: 'Safari, restored', ua: UA.safariMac, persisted: true, reloaded: true },
    { case: 'Firefox, restored', ua: UA.firefox, persisted: true, reloaded: true },
    { case: 'Safari, a normal load', ua: UA.safariMac, persisted: false, reloaded: false },
    { case: 'Chrome, restored', ua: UA.chrome, persisted: true, reloaded: false },
  ])('$case: reloaded $reloaded', async ({ ua, persisted, reloaded }) => {
    const { win } = fakeWindow(ua);
    await expect(onPageShow(win, { persisted })).resolves.toBe(reloaded);
    expect(win.location.reload).toHaveBeenCalledTimes(reloaded ? 1 : 0);
  });

  it('listens to pageshow', async () => {
    const { win, listeners } = fakeWindow(UA.firefox);
    reloadRestoredPages(win);
    expect(listeners).toHaveLength(1);
    listeners[0]!({ persisted: true });
    await vi.waitFor(() => expect(win.location.reload).toHaveBeenCalledTimes(1));
  });
});
