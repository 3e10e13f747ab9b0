// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REGISTRY } from '../../../../engine/app/registry.ts';
import StoreMap from '../../../../engine/components/stores/store-map.tsx';
import { createI18n } from '../../../../engine/i18n/index.ts';
import { I18nProvider } from '../../../../engine/i18n/react.tsx';
import { screen } from '../../../support/screen.ts';

/**
 * Issue 13 "Third-party services the spec names (chat, captcha, address autocomplete, maps, tag
 * manager) are registry slots with a harmless default": StoreMap is a replaceable service slot
 * whose default loads no map script and links each store to OpenStreetMap in a new tab.
 */
const i18n = await createI18n('fr-FR');
afterEach(cleanup);

const mount = (lat: number, lng: number) =>
  render(
    <I18nProvider i18n={i18n}>
      <StoreMap storeName="Paris Marais" lat={lat} lng={lng} />
    </I18nProvider>,
  );

describe('the StoreMap slot (issue 13)', () => {
  it('is a service a brand may replace', () => {
    expect(REGISTRY.StoreMap.kind).toBe('service');
    expect(REGISTRY.StoreMap.replaceable).toBe(true);
  });

  it('links the store to the map in a new tab, named with the store, with no script', () => {
    mount(48.8589, 2.3577);
    const link = screen.getByRole('link', {
      name: "Plan et itinéraire vers Paris Marais (s'ouvre dans un nouvel onglet)",
    });
    expect(link.textContent).toBe('Plan et itinéraire');
    expect(link.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=48.8589&mlon=2.3577#map=16/48.8589/2.3577',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(document.querySelectorAll('script, iframe')).toHaveLength(0);
  });

  it('shows nothing for a store without valid coordinates', () => {
    const { container } = mount(Number.NaN, 2);
    expect(container.innerHTML).toBe('');
  });
});
