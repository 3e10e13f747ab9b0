import type { ApiSiteConfig } from '../brands.ts';
import type { Queryable } from '../storage/database.ts';
import type { UserRow } from './profile-store.ts';
import { findUser } from './profile-store.ts';
import { siteConfigFields } from './site-fields.ts';

export interface ProfileQuery {
  /** 'true' adds the loyalty account (loyalty, loyaltyUserName). */
  readonly loyalty?: string;
  /** 'true' adds the site's privacy locations and the user's opt-outs. */
  readonly privacyInfo?: string;
}

/** GET /profile/v0/{siteId}/me: the profile fields of shell spec §3.2. */
export async function profileView(
  db: Queryable,
  userId: string,
  site: ApiSiteConfig,
  query: ProfileQuery = {},
): Promise<Record<string, unknown>> {
  const user = await findUser(db, userId);
  const view: Record<string, unknown> = {
    profileId: user.id,
    emailAddress: user.email,
    ...baseFields(user),
  };
  if (query.loyalty === 'true' && user.profile.loyalty) {
    view.loyalty = { loyaltyId: user.profile.loyalty.loyaltyId };
    if (user.profile.loyalty.userName) view.loyaltyUserName = user.profile.loyalty.userName;
  }
  if (query.privacyInfo === 'true') {
    const [preferences] = await db.query<{ global: { privacyOptOutLocations?: unknown[] } }>(
      'SELECT global FROM preferences WHERE user_id = $1',
      [userId],
    );
    view.privacyLocations = siteConfigFields(site).privacyLocations ?? [];
    view.privacyOptOutLocations = preferences?.global.privacyOptOutLocations ?? [];
  }
  return view;
}

function baseFields({ profile }: UserRow): Record<string, unknown> {
  const view: Record<string, unknown> = {
    name: { first: profile.name?.first ?? '', last: profile.name?.last ?? '' },
    discounts: profile.discounts ?? [],
    student: profile.student ?? false,
    membershipRenewalEligible: profile.membershipRenewalEligible ?? false,
  };
  const optional = [
    'dateOfBirth',
    'gender',
    'phone',
    'defaultShippingAddressId',
    'defaultPaymentId',
    'externalIds',
    'sterlingId',
    'membership',
    'stylist',
  ] as const;
  for (const key of optional) {
    if (profile[key] !== undefined && profile[key] !== null) view[key] = profile[key];
  }
  if (profile.employee) {
    view.employee = { employeeId: profile.employee.employeeId, name: profile.employee.name ?? '' };
  }
  return view;
}
