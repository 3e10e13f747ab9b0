import { isExpired } from '../payment/card-rules.ts';

/**
 * A saved card's summary (shell spec §3.2 Payment; §5 "Card expiry is past when the year is earlier
 * than now or same year with earlier month"): its expiry as MM/YY and whether it has expired.
 */
export interface CardSummary {
  readonly expiry: string;
  readonly expired: boolean;
}

export function cardSummary(month: number, year: number, now: Date): CardSummary {
  return {
    expiry: `${String(month).padStart(2, '0')}/${String(year).slice(-2)}`,
    expired: isExpired({ month, year }, now),
  };
}
