import { useEffect } from 'react';
import type { ResolvedTagManagerProps } from '../../../config/generated/resolved.ts';
import type { AnalyticsEvent } from '../../../domain/shell/analytics-events.ts';
import type { ReleasedEventsListener } from './released-events.ts';

export type TagManagerProps = ResolvedTagManagerProps & {
  /** Follows the analytics events released under the shopper's consent (TagManagerSlot). */
  readonly subscribe?: (listener: ReleasedEventsListener) => () => void;
};

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** An analytics event as a data layer entry: its name as `event`, its data beside it. */
export function dataLayerEntry(event: AnalyticsEvent, siteId?: string): Record<string, unknown> {
  return { ...event.data, event: event.name, ...(siteId ? { siteId } : {}) };
}

/**
 * The TagManager slot's default (issue 13: the tag manager is a registry slot with a harmless
 * default): it loads no container and sends nothing over the network; each released event is
 * pushed to window.dataLayer, where a container a brand adds would read it. A brand's
 * replacement loads its vendor's container and forwards the events its own way.
 */
export default function TagManager({ siteId, subscribe }: TagManagerProps) {
  useEffect(() => {
    if (!subscribe) return;
    return subscribe((events) => {
      const target = window as DataLayerWindow;
      target.dataLayer ??= [];
      for (const event of events) target.dataLayer.push(dataLayerEntry(event, siteId));
    });
  }, [subscribe, siteId]);
  return null;
}
