import type { ApiBrandConfig, ApiSiteConfig } from '../brands.ts';
import type { Queryable } from '../storage/database.ts';
import type { ColumnSpec } from './insert.ts';
import { insertRows } from './insert.ts';
import { namedUuid } from './random.ts';
import type { SeedStore } from './stores.ts';

/** The one password of every demo account (documented in the README). */
export const DEMO_PASSWORD = 'Storefront!2026';

export type DemoRole = 'shopper' | 'agent' | 'stylist' | 'employee';

export const DEMO_ROLES: readonly DemoRole[] = ['shopper', 'agent', 'stylist', 'employee'];

const PEOPLE: Readonly<Record<DemoRole, { first: string; last: string; roles: string[] }>> = {
  shopper: { first: 'Jamie', last: 'Rivera', roles: [] },
  agent: { first: 'Casey', last: 'Morgan', roles: ['call-centre'] },
  stylist: { first: 'Taylor', last: 'Brooks', roles: ['stylist'] },
  employee: { first: 'Morgan', last: 'Lee', roles: ['employee'] },
};

export const demoEmail = (role: DemoRole, brandId: string) => `${role}@${brandId}.example`;

export const demoUserId = (seed: number, brandId: string, role: DemoRole) =>
  namedUuid(seed, brandId, 'user', role);

/** A home and a work address in the default site's country (the shape checkout validates). */
const ADDRESSES: Readonly<Record<string, readonly Record<string, unknown>[]>> = {
  US: [
    {
      address1: '1520 Walnut Street',
      address2: 'Apt 4B',
      city: 'Philadelphia',
      region: 'PA',
      postalCode: '19102',
      country: 'US',
      phoneNumber: '2155550134',
    },
    {
      address1: '30 Rockefeller Plaza',
      address2: 'Floor 12',
      city: 'New York',
      region: 'NY',
      postalCode: '10112',
      country: 'US',
      phoneNumber: '2125550188',
    },
  ],
  CA: [
    {
      address1: '100 Queen Street West',
      address2: 'Unit 1205',
      city: 'Toronto',
      region: 'ON',
      postalCode: 'M5H 2N2',
      country: 'CA',
      phoneNumber: '4165550134',
    },
    {
      address1: '1055 West Georgia Street',
      city: 'Vancouver',
      region: 'BC',
      postalCode: 'V6E 3P3',
      country: 'CA',
      phoneNumber: '6045550188',
    },
  ],
  GB: [
    {
      address1: '12 Marylebone High Street',
      city: 'London',
      postalCode: 'W1U 4NR',
      country: 'GB',
      phoneNumber: '02075550134',
    },
    {
      address1: '1 Spinningfields Square',
      city: 'Manchester',
      postalCode: 'M3 3AP',
      country: 'GB',
      phoneNumber: '01615550188',
    },
  ],
};

export interface DemoAccount {
  readonly role: DemoRole;
  readonly id: string;
  readonly email: string;
}

export interface ShopperRecords {
  readonly userId: string;
  readonly email: string;
  readonly name: { readonly first: string; readonly last: string };
  readonly homeAddress: Record<string, unknown>;
  readonly workAddress: Record<string, unknown>;
  readonly cardId: string;
}

/**
 * The brand's four demo accounts with stable ids: the shopper with a profile, addresses, saved
 * cards (brand, last four and expiry only; DESIGN §8), preferences and traits; a call-centre agent;
 * a stylist (profile.stylist.stylistId); an employee (profile.employee). `hashes` are the
 * password's scrypt hashes, made before the transaction because scrypt is slow.
 */
export async function seedDemoUsers(
  db: Queryable,
  input: {
    readonly brand: ApiBrandConfig;
    readonly seed: number;
    readonly stores: readonly SeedStore[];
    readonly hashes: Readonly<Record<DemoRole, string>>;
  },
): Promise<{ accounts: DemoAccount[]; shopper: ShopperRecords }> {
  const { brand, seed } = input;
  const site = defaultSite(brand);
  const id = (...names: string[]) => namedUuid(seed, brand.id, ...names);
  const prefix = brand.settings.siteIdPrefix.toUpperCase();
  const localStores = input.stores.filter((store) => store.country === site.country);
  const homeStore = localStores[0] ?? input.stores[0];
  const accounts = DEMO_ROLES.map((role) => ({
    role,
    id: demoUserId(seed, brand.id, role),
    email: demoEmail(role, brand.id),
  }));
  const [home, work] = (ADDRESSES[site.country] ?? ADDRESSES.US) as Record<string, unknown>[];
  const person = PEOPLE.shopper;
  const homeAddress = { name: { first: person.first, last: person.last }, ...home };
  const workAddress = { name: { first: person.first, last: person.last }, ...work };
  const addressIds = {
    home: id('address', 'home'),
    work: id('address', 'work'),
    old: id('address', 'old'),
  };
  const cardIds = {
    visa: id('card', 'visa'),
    amex: id('card', 'amex'),
    expired: id('card', 'expired'),
  };
  const hasLoyalty =
    (brand.settings as { loyalty?: { vendor?: string } }).loyalty?.vendor !== 'none';

  const profiles: Record<DemoRole, Record<string, unknown>> = {
    shopper: {
      name: { first: person.first, last: person.last },
      dateOfBirth: '1991-04-12',
      gender: 'FEMALE',
      phone: { number: String(home?.phoneNumber ?? '2155550134') },
      defaultShippingAddressId: addressIds.home,
      defaultPaymentId: cardIds.visa,
      externalIds: { salesforceContactId: `003${prefix}0000DEMO01` },
      ...(hasLoyalty
        ? {
            loyalty: {
              loyaltyId: `${prefix}L${String(seed).padStart(8, '0').slice(-8)}`,
              userName: 'jamie.rivera',
              awards: loyaltyAwards(prefix),
            },
          }
        : {}),
      membership: {
        group: 'DELIVERY_PASS',
        memberId: `${prefix}DP0042`,
        expirationDate: '2027-12-31',
        type: 'DELIVERY_PASS',
      },
      membershipRenewalEligible: false,
    },
    agent: { name: { first: PEOPLE.agent.first, last: PEOPLE.agent.last } },
    stylist: {
      name: { first: PEOPLE.stylist.first, last: PEOPLE.stylist.last },
      stylist: { stylistId: `STY-${prefix}-0421` },
    },
    employee: {
      name: { first: PEOPLE.employee.first, last: PEOPLE.employee.last },
      employee: {
        employeeId: `E${prefix}104233`,
        name: `${PEOPLE.employee.first} ${PEOPLE.employee.last}`,
        continent: site.country === 'US' || site.country === 'CA' ? 'NA' : 'EU',
        storeLocation: homeStore?.name ?? brand.settings.name,
      },
    },
  };
  await insertRows(
    db,
    'users',
    USER_COLUMNS,
    accounts.map((account) => ({
      id: account.id,
      brand_id: brand.id,
      email: account.email,
      password_hash: input.hashes[account.role],
      roles: PEOPLE[account.role].roles,
      profile: profiles[account.role],
    })),
  );
  const shopperId = demoUserId(seed, brand.id, 'shopper');
  await insertRows(
    db,
    'addresses',
    [
      ['id', 'uuid'],
      ['user_id', 'uuid'],
      ['address', 'jsonb'],
      ['visible', 'boolean'],
    ],
    [
      {
        id: addressIds.home,
        user_id: shopperId,
        address: { ...homeAddress, nickName: 'Home' },
        visible: true,
      },
      {
        id: addressIds.work,
        user_id: shopperId,
        address: { ...workAddress, nickName: 'Work' },
        visible: true,
      },
      // A deleted address stays for past orders but is hidden from the address book.
      {
        id: addressIds.old,
        user_id: shopperId,
        address: {
          ...homeAddress,
          address1: '88 Old Mill Road',
          address2: undefined,
          nickName: 'Old apartment',
        },
        visible: false,
      },
    ],
  );
  await insertRows(db, 'payments', PAYMENT_COLUMNS, [
    {
      id: cardIds.visa,
      user_id: shopperId,
      card_type: 'VISA',
      last_four: '4242',
      expiration_month: 8,
      expiration_year: 2030,
      address_id: addressIds.home,
      visible: true,
    },
    {
      id: cardIds.amex,
      user_id: shopperId,
      card_type: 'AMEX',
      last_four: '0005',
      expiration_month: 3,
      expiration_year: 2029,
      address_id: addressIds.work,
      visible: true,
    },
    // An expired card: the account shows it as expired and checkout refuses it (spec §5).
    {
      id: cardIds.expired,
      user_id: shopperId,
      card_type: 'MASTERCARD',
      last_four: '4444',
      expiration_month: 1,
      expiration_year: 2024,
      address_id: addressIds.home,
      visible: true,
    },
  ]);
  await insertRows(
    db,
    'preferences',
    [
      ['user_id', 'uuid'],
      ['global', 'jsonb'],
      ['web', 'jsonb'],
    ],
    accounts.map((account) => ({
      user_id: account.id,
      global: {
        language: site.defaultLocale,
        country: site.country,
        currency: site.currency,
        favoriteStores: account.role === 'shopper' && homeStore ? [homeStore.store_number] : [],
        privacyOptOutLocations: [],
      },
      web: { interstitialDeclined: false },
    })),
  );
  await insertRows(
    db,
    'traits',
    [
      ['user_id', 'uuid'],
      ['traits', 'jsonb'],
    ],
    [
      {
        user_id: shopperId,
        traits: {
          preferredSizes: { tops: 'S', dresses: '4', shoes: '8' },
          styleQuizCompleted: true,
          favoriteCategories: ['dresses', 'home'],
        },
      },
    ],
  );
  return {
    accounts,
    shopper: {
      userId: shopperId,
      email: demoEmail('shopper', brand.id),
      name: { first: person.first, last: person.last },
      homeAddress,
      workAddress,
      cardId: cardIds.visa,
    },
  };
}

export function defaultSite(brand: ApiBrandConfig): ApiSiteConfig {
  const site = brand.sites[brand.settings.defaultSite] ?? Object.values(brand.sites)[0];
  if (!site) throw new Error(`[storefront:seed] brand ${brand.id} has no site`);
  return site;
}

function loyaltyAwards(prefix: string): Record<string, unknown>[] {
  return [
    {
      key: `${prefix}-AWD-1001`,
      number: '1001',
      createDate: '2025-11-02',
      startDate: '2025-11-02',
      expiryDate: '2027-12-31',
      statusCode: 'ACTIVE',
      statusDescription: 'Ready to use',
      promoRule: {
        campaignName: 'Birthday Treat',
        promoCode: 'BDAY15',
        shortDescription: '15% off one order',
        longDescription: 'Happy birthday! Take 15% off one full-price order.',
      },
    },
    {
      key: `${prefix}-AWD-0977`,
      number: '0977',
      createDate: '2025-03-14',
      startDate: '2025-03-14',
      expiryDate: '2025-06-30',
      statusCode: 'REDEEMED',
      statusDescription: 'Used on 2025-04-02',
      promoRule: {
        campaignName: 'Spring Reward',
        promoCode: 'SPRING10',
        shortDescription: '$10 reward',
        longDescription: '$10 off an order of $50 or more.',
      },
    },
  ];
}

const USER_COLUMNS: readonly ColumnSpec[] = [
  ['id', 'uuid'],
  ['brand_id', 'text'],
  ['email', 'text'],
  ['password_hash', 'text'],
  ['roles', 'text[]'],
  ['profile', 'jsonb'],
];

const PAYMENT_COLUMNS: readonly ColumnSpec[] = [
  ['id', 'uuid'],
  ['user_id', 'uuid'],
  ['card_type', 'text'],
  ['last_four', 'text'],
  ['expiration_month', 'integer'],
  ['expiration_year', 'integer'],
  ['address_id', 'uuid'],
  ['visible', 'boolean'],
];
