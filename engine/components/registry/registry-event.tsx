import type { Registry } from '../../../schemas/api/generated/types.ts';
import { eventTypeLabelKey } from '../../domain/registry/event-types.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/**
 * A registry's event as both its pages show it (catalogue spec §3 Registry: event name, type and
 * date, owners): the type, the registrants' names, the date, and how many gifts were bought. The
 * date is a calendar day, formatted in UTC so no time zone moves it.
 */
export function RegistryEvent({ registry }: { registry: Registry }) {
  const { t } = useTranslation();
  const { locale } = useAppEnv();
  const names = registry.owners.map((owner) => `${owner.first_name} ${owner.last_name}`.trim());
  return (
    <div className="sf-registry-event">
      <p className="sf-registry-event__type">{t(eventTypeLabelKey(registry.event.type))}</p>
      {names.length > 0 ? (
        <p className="sf-registry-event__names">
          {t('registry.registrants', { names: names.join(' & ') })}
        </p>
      ) : null}
      <p>
        {t('registry.eventDate', {
          date: formatDate(`${registry.event.date}T12:00:00Z`, locale, {
            dateStyle: 'long',
            timeZone: 'UTC',
          }),
        })}
      </p>
      {registry.event.description ? <p>{registry.event.description}</p> : null}
      <p className="sf-account__muted">
        {t('registry.fulfilled', {
          fulfilled: registry.meta.fulfilled_items,
          total: registry.meta.item_count,
        })}
      </p>
      {registry.accept_gift_cards ? (
        <p className="sf-account__muted">{t('registry.acceptsGiftCards')}</p>
      ) : null}
    </div>
  );
}
