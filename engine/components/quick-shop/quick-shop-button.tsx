import type { Tile } from '../../../schemas/api/generated/types.ts';
import { useTranslation } from '../../i18n/react.tsx';
import type { QuickShopAsked } from './quick-shop-host.tsx';

/** A tile's "Quick shop {name}" button (issue 11): opens the quick shop over the listing. */
export function QuickShopButton({
  tile,
  open,
}: {
  tile: Tile;
  open: (asked: QuickShopAsked) => void;
}) {
  const { t } = useTranslation();
  if (!tile.slug) return null;
  const name = tile.displayName ?? tile.slug;
  const slug = tile.slug;
  return (
    <button
      type="button"
      className="sf-tile__quick-shop"
      aria-label={t('quickShop.open', { name })}
      aria-haspopup="dialog"
      onClick={(event) =>
        open({
          request: { displayName: name, key: { kind: 'slug', value: slug } },
          trigger: event.currentTarget,
        })
      }
    >
      {t('quickShop.label')}
    </button>
  );
}
