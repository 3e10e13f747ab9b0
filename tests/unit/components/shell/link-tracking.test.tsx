// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLinkTracking } from '../../../../engine/components/shell/services/link-tracking.ts';
import { attachDispatcher } from '../../../../engine/components/shell/services/track.ts';
import type { AnalyticsEvent } from '../../../../engine/domain/shell/analytics-events.ts';

function Tracked() {
  useLinkTracking();
  return (
    <header>
      <ul className="sf-brand-links">
        <li data-analytics-label="terrain">
          <a className="sf-brand-links__link" href="https://www.shopterrain.com/">
            <img alt="Terrain" src="/terrain.svg" />
          </a>
        </li>
      </ul>
      <a className="sf-logo__link" href="/">
        Anthropologie
      </a>
    </header>
  );
}

let detach: (() => void) | undefined;
afterEach(() => {
  detach?.();
  cleanup();
});

describe('header link events (shell spec §7 primary header click; §3.3 external brand link analyticsLabel)', () => {
  it("a sister brand's logo is tracked by its analytics label, a text link by its text", () => {
    // Events other tests left waiting for a dispatcher are handed over first: not this test's.
    attachDispatcher(() => undefined)();
    const sent: AnalyticsEvent[] = [];
    detach = attachDispatcher((event) => sent.push(event));
    const { container } = render(<Tracked />);
    const noNavigation = (event: Event) => event.preventDefault();
    container.addEventListener('click', noNavigation);
    container.querySelector<HTMLElement>('.sf-brand-links img')!.click();
    container.querySelector<HTMLElement>('.sf-logo__link')!.click();
    expect(sent).toEqual([
      {
        name: 'primary_header_click',
        data: { label: 'terrain', href: 'https://www.shopterrain.com/' },
      },
      { name: 'primary_header_click', data: { label: 'Anthropologie', href: '/' } },
    ]);
  });
});
