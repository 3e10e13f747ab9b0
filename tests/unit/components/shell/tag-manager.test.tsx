// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTRY } from '../../../../engine/app/registry.ts';
import {
  ANALYTICS_FLUSH_EVENT,
  postAnalyticsEvents,
  setAnalyticsSink,
  useAnalyticsDispatcher,
} from '../../../../engine/components/shell/services/analytics-dispatcher.ts';
import {
  onReleasedEvents,
  releaseEvents,
} from '../../../../engine/components/shell/services/released-events.ts';
import TagManager from '../../../../engine/components/shell/services/tag-manager.tsx';
import { TagManagerSlot } from '../../../../engine/components/shell/services/tag-manager-slot.tsx';
import { attachDispatcher, track } from '../../../../engine/components/shell/services/track.ts';
import type { ConsentGroup } from '../../../../engine/domain/consent.ts';
import { RegistryProvider } from '../../../../engine/registry/registry-context.tsx';
import { Registry } from '../../../../engine/registry/registry.ts';
import type { AnyRegistryEntry } from '../../../../engine/registry/entry.ts';

/**
 * Issue 13 "Third-party services the spec names (... tag manager) are registry slots with a
 * harmless default", shell spec §4/§6 (events needing marketing consent held back): the tag
 * manager is mounted only under targeting consent (C0004), is given the dispatcher's released
 * events, and its default pushes them to window.dataLayer without any network request.
 */
type DataLayerWindow = Window & { dataLayer?: unknown[] };
const layer = () => (window as DataLayerWindow).dataLayer;

beforeEach(() => {
  delete (window as DataLayerWindow).dataLayer;
  attachDispatcher(() => undefined)();
});
afterEach(() => {
  cleanup();
  setAnalyticsSink(postAnalyticsEvents);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the TagManager slot (issue 13)', () => {
  it('is a service a brand may replace', () => {
    expect(REGISTRY.TagManager.kind).toBe('service');
    expect(REGISTRY.TagManager.replaceable).toBe(true);
  });

  it('its default pushes each released event to window.dataLayer, with no network', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(<TagManager siteId="an-us" subscribe={onReleasedEvents} />);
    releaseEvents([{ name: 'campaign_click', data: { campaign: 'spring' } }]);
    expect(layer()).toEqual([{ event: 'campaign_click', campaign: 'spring', siteId: 'an-us' }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(<TagManager siteId="an-us" subscribe={onReleasedEvents} />);
    unmount();
    releaseEvents([{ name: 'top_nav_click' }]);
    expect(layer()).toBeUndefined();
  });
});

const registry = new Registry(REGISTRY as unknown as Record<string, AnyRegistryEntry>, {
  id: 'anthropologie',
  components: {
    header: 'HeaderStandard',
    footer: 'FooterColumns',
    productPage: [],
    replace: {},
  },
});

/** The next flush that sent this event (the dispatcher tells each flush on window). */
const flushed = (name: string) =>
  new Promise<void>((resolve) => {
    const take = (event: Event) => {
      if (!(event as CustomEvent<{ sent: string[] }>).detail.sent.includes(name)) return;
      window.removeEventListener(ANALYTICS_FLUSH_EVENT, take);
      resolve();
    };
    window.addEventListener(ANALYTICS_FLUSH_EVENT, take);
  });

function Page({ granted }: { granted: ReadonlySet<ConsentGroup> }) {
  useAnalyticsDispatcher('an-us', granted, { pollMs: 50, pollMax: 5, retryMs: 500 });
  return (
    <RegistryProvider registry={registry}>
      <TagManagerSlot siteId="an-us" granted={granted} />
    </RegistryProvider>
  );
}

describe('the tag manager under consent (shell spec §4, §6)', () => {
  it('is not mounted without targeting consent, and hears what the dispatcher releases once given', async () => {
    setAnalyticsSink(async () => undefined);
    const without = new Set<ConsentGroup>(['C0001', 'C0002']);
    const { rerender } = render(<Page granted={without} />);
    const sent = flushed('top_nav_click');
    track({ name: 'top_nav_click', data: { label: 'Dresses' } });
    // The analytics event went out; no tag manager heard of it.
    await sent;
    expect(layer()).toBeUndefined();
    rerender(<Page granted={new Set<ConsentGroup>([...without, 'C0004'])} />);
    // The slot's chunk loads, then hears the next release.
    await act(async () => {
      await REGISTRY.TagManager.load();
    });
    track({ name: 'campaign_click', data: { campaign: 'spring' } });
    await vi.waitFor(
      () =>
        expect(layer()).toEqual([{ event: 'campaign_click', campaign: 'spring', siteId: 'an-us' }]),
      { timeout: 5000 },
    );
  });
});
