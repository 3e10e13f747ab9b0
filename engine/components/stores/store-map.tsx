import type { ResolvedStoreMapProps } from '../../config/generated/resolved.ts';
import { storeMapUrl } from '../../domain/pickup/store-map-link.ts';
import { useTranslation } from '../../i18n/react.tsx';

/**
 * The StoreMap slot's default (issue 13: the maps service is a registry slot with a harmless
 * default): no map script, a 'Map and directions' link to the store on OpenStreetMap, in a new tab
 * (rel noopener), named with the store; nothing for a store without coordinates. A brand's
 * replacement renders its maps provider.
 */
export default function StoreMap({ storeName, lat, lng }: ResolvedStoreMapProps) {
  const { t } = useTranslation();
  const href = storeMapUrl(lat, lng);
  if (!href) return null;
  return (
    <p className="sf-store__map">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('stores.map.label', { store: storeName })}
      >
        {t('stores.map.link')}
      </a>
    </p>
  );
}
