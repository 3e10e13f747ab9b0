import { useId } from 'react';
import type { StoreHours as OpeningDays } from '../../../schemas/api/generated/types.ts';
import { dateTimeFormat } from '../../domain/intl-cache.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import './store-hours.css';

interface OpeningDay {
  day?: string;
  open?: string | null;
  close?: string | null;
  closed?: boolean;
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * A store's opening hours with day names and times in the site's locale (catalogue spec §3 Store
 * hours): on the store's page and on a pickup order's page. Nothing when the store names none.
 */
export function StoreHours({
  hours,
  level = 2,
}: {
  hours: readonly OpeningDays[] | undefined;
  /** The heading's level where it sits (2 on the store's page, 4 in a pickup order's card). */
  level?: 2 | 3 | 4;
}) {
  const { t } = useTranslation();
  const { locale } = useAppEnv();
  const titleId = useId();
  const days = (Array.isArray(hours) ? (hours as OpeningDay[]) : []).filter(
    (day) => typeof day.day === 'string' && DAYS.includes(day.day),
  );
  if (days.length === 0) return null;
  // 2024-01-01 was a Monday; UTC keeps the day and time whatever the machine's time zone.
  const weekday = dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const time = dateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const at = (dayIndex: number, clock: string) => {
    const [hour = 0, minute = 0] = clock.split(':').map(Number);
    return new Date(Date.UTC(2024, 0, 1 + dayIndex, hour, minute));
  };
  const Heading = (['h2', 'h3', 'h4'] as const)[level - 2]!;
  return (
    <section aria-labelledby={titleId}>
      <Heading id={titleId}>{t('stores.hours.title')}</Heading>
      <table className="sf-store__hours">
        <tbody>
          {days.map((day) => {
            const index = DAYS.indexOf(day.day!);
            const open = /^\d{1,2}:\d{2}$/.test(day.open ?? '') ? day.open! : undefined;
            const close = /^\d{1,2}:\d{2}$/.test(day.close ?? '') ? day.close! : undefined;
            return (
              <tr key={day.day}>
                <th scope="row">{weekday.format(at(index, '12:00'))}</th>
                <td>
                  {day.closed || !open || !close
                    ? t('stores.hours.closed')
                    : `${time.format(at(index, open))} – ${time.format(at(index, close))}`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
