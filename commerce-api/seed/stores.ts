import type { ApiBrandConfig } from '../brands.ts';
import type { City } from './cities.ts';
import { CITIES_ABROAD, STREETS, US_CITIES } from './cities.ts';
import type { Flavour } from './flavours.ts';
import type { Random } from './random.ts';

export interface SeedStore {
  readonly id: string;
  readonly brand_id: string;
  readonly store_number: string;
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
  /** addressLineOne, addressLineTwo, city, region, postalCode, country, phoneNumber, timeZone. */
  readonly address: Record<string, unknown>;
  readonly in_store_pickup: Record<string, unknown>;
  readonly hours: readonly Record<string, unknown>[];
  readonly pool_id: string;
  readonly country: string;
}

/** Stores per country outside the US, for brands with a site in that country. */
const ABROAD_COUNT: Readonly<Record<string, number>> = { CA: 4, GB: 5, FR: 2, DE: 2, ES: 2, IT: 2 };

/**
 * The brand's shops: a handful in each non-US country it has a site for, the rest in US
 * shopping districts. Coordinates are the real district's, nudged by a few hundred metres so two
 * stores in one city are distinct points for the nearest-store search.
 */
export function storesOf(rng: Random, brand: ApiBrandConfig, flavour: Flavour): SeedStore[] {
  const countries = new Set(Object.values(brand.sites).map((site) => site.country));
  const places: { city: City; site: string }[] = [];
  for (const [country, count] of Object.entries(ABROAD_COUNT)) {
    if (!countries.has(country)) continue;
    const sites = CITIES_ABROAD.filter((city) => city.country === country).flatMap((city) =>
      city.sites.map((site) => ({ city, site })),
    );
    places.push(...rng.sample(sites, count));
  }
  const usSites = US_CITIES.flatMap((city) => city.sites.map((site) => ({ city, site })));
  const usCount = Math.max(flavour.storeCount - places.length, 40 - places.length);
  // Shuffle then keep, so each brand has its own (stable) footprint.
  places.push(...rng.shuffle(usSites).slice(0, Math.min(usCount, usSites.length)));
  const prefix = brand.settings.siteIdPrefix;
  const names = new Set<string>();
  return places.map(({ city, site }, index) => {
    const storeNumber = String(100 + index * 3 + rng.int(0, 2)).padStart(4, '0');
    // Names are unique per brand (two cities have a King Street), so a name can be a page slug.
    let name = `${brand.settings.name} ${site}`;
    if (names.has(name)) name = `${name}, ${city.city}`;
    names.add(name);
    return {
      id: `${prefix}-store-${storeNumber}`,
      brand_id: brand.id,
      store_number: storeNumber,
      name,
      lat: round(city.lat + (rng.next() - 0.5) * 0.02, 6),
      lng: round(city.lng + (rng.next() - 0.5) * 0.02, 6),
      // Served as addresses.marketing (catalogue spec §3 Store); the time zone reads the hours.
      address: {
        addressLineOne: `${rng.int(1, 1999)} ${rng.pick(STREETS[city.country] ?? STREETS.US ?? [])}`,
        addressLineTwo: rng.chance(0.3) ? `Suite ${rng.int(100, 400)}` : '',
        city: city.city,
        region: city.region,
        postalCode: city.postalCode,
        country: city.country,
        phoneNumber: phone(rng, city),
        shoppingCenter: site,
        timeZone: city.timeZone,
      },
      in_store_pickup: pickup(rng, city.country),
      hours: openingHours(rng, city.country),
      pool_id: `${prefix.toUpperCase()}_STORE_${storeNumber}`,
      country: city.country,
    };
  });
}

function pickup(rng: Random, country: string): Record<string, unknown> {
  const enabled = rng.chance(0.9);
  const sameDay = rng.chance(0.7);
  return {
    enabled,
    SLA: sameDay ? 'Ready in 2 hours' : 'Ready next business day',
    slaHours: sameDay ? 2 : 24,
    instructions: enabled
      ? country === 'US' || country === 'CA'
        ? 'Head to the pickup desk by the fitting rooms with your order confirmation and a photo ID.'
        : 'Collect from the tills with your confirmation email and a photo ID.'
      : 'Pickup is paused at this store.',
    pickUpService: enabled ? (rng.chance(0.4) ? ['IN_STORE', 'CURBSIDE'] : ['IN_STORE']) : [],
  };
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function openingHours(rng: Random, country: string): Record<string, unknown>[] {
  const open = rng.pick(['10:00', '10:00', '09:30', '11:00']);
  const close = rng.pick(['20:00', '21:00', '19:00']);
  // Sunday trading is shorter in the UK and most shops close on Sundays in Germany.
  const sunday =
    country === 'DE' ? null : country === 'GB' ? ['11:00', '17:00'] : ['11:00', '18:00'];
  return DAYS.map((day) =>
    day === 'Sunday'
      ? sunday
        ? { day, open: sunday[0], close: sunday[1], closed: false }
        : { day, open: null, close: null, closed: true }
      : { day, open, close: day === 'Saturday' ? '20:00' : close, closed: false },
  );
}

function phone(rng: Random, city: City): string {
  const digits = () => String(rng.int(0, 9999)).padStart(4, '0');
  if (city.country === 'US' || city.country === 'CA') {
    return `(${city.phonePrefix}) 555-${digits()}`;
  }
  return `${city.phonePrefix} ${rng.int(100, 999)} ${digits()}`;
}

const round = (value: number, places: number) => Number(value.toFixed(places));
