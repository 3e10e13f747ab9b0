import type {
  AddressWrapper,
  EmployeeLink,
  GiveawayEntry,
  GiveawayEntryRequest,
  LoyaltyRewards,
  OneTimeCode,
  PasswordChange,
  PasswordReset,
  PasswordResetRequest,
  PaymentCreate,
  PaymentsQuery,
  PaymentUpdate,
  PaymentVerification,
  PhoneCredential,
  Profile,
  ProfilePatch,
  ProfileQuery,
  ProfileUpdate,
  Registration,
  SavedAddress,
  SavedAddresses,
  SavedPayment,
  SavedPayments,
  UsernameCredential,
  VerificationRequest,
} from '../../../schemas/api/generated/types.ts';
import { digitsOnly } from '../../domain/validation/primitives.ts';
import { segment } from '../call.ts';
import { defineCall } from '../declaration.ts';
import type { NoParams } from '../declaration.ts';
import type { SiteContext } from '../site-context.ts';
import { flag, siteBase } from './wire.ts';

/** Profile service (shell spec §7; catalogue spec §7 Profile). Preferences: preferences.ts. */
const me = (site: SiteContext) => `${siteBase(site, 'profile', 'v0')}/me`;
const PROFILE_READS = ['getProfile'];
const ADDRESS_READS = ['getAddresses', 'getAddress', 'getProfile'];
const PAYMENT_READS = ['getPayments', 'getProfile'];

export const getProfile = defineCall<
  { readonly loyalty?: boolean; readonly privacyInfo?: boolean },
  Profile
>({
  operation: 'getProfile',
  service: 'profile',
  audience: 'shopper',
  method: 'GET',
  path: me,
  query: ({ loyalty, privacyInfo }): ProfileQuery => ({
    loyalty: flag(loyalty),
    privacyInfo: flag(privacyInfo),
  }),
});

export const updateProfile = defineCall<ProfileUpdate, Profile>({
  operation: 'updateProfile',
  service: 'profile',
  audience: 'shopper',
  method: 'PUT',
  path: me,
  body: (profile) => profile,
  invalidates: PROFILE_READS,
});

/** Replace ops on the default address and payment ids and the name (shell spec §7). */
export const patchProfile = defineCall<
  readonly { readonly path: ProfilePatch[number]['path']; readonly value: string | null }[],
  Profile
>({
  operation: 'patchProfile',
  service: 'profile',
  audience: 'shopper',
  method: 'PATCH',
  path: me,
  body: (changes): ProfilePatch => changes.map((change) => ({ op: 'replace', ...change })),
  invalidates: PROFILE_READS,
});

/** Creates an account (designed); the shopper then logs in with the token call. */
export const registerUser = defineCall<Registration, Profile>({
  operation: 'registerUser',
  service: 'profile',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${siteBase(site, 'profile', 'v0')}/users`,
  body: (registration) => registration,
});

export const getLoyaltyRewards = defineCall<NoParams, LoyaltyRewards>({
  operation: 'getLoyaltyRewards',
  service: 'profile',
  audience: 'shopper',
  method: 'GET',
  path: (site) => `${me(site)}/loyalty/rewards`,
});

/**
 * Joins the brand's rewards programme (designed; shell spec §6 loyalty sign-up at login): answers
 * the profile with its loyalty account, so the rewards page and the giveaway rules see it.
 */
export const joinLoyalty = defineCall<NoParams, Profile>({
  operation: 'joinLoyalty',
  service: 'profile',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${me(site)}/loyalty`,
  invalidates: [...PROFILE_READS, 'getLoyaltyRewards'],
});

/**
 * Enters the site's giveaway (designed; shell spec §4: rewards members only, else 403
 * GIVEAWAYS_REQUIRE_LOYALTY, the engine's giveaways-require-loyalty). Entering again answers the
 * first entry (ALREADY_ENTERED).
 */
export const enterGiveaway = defineCall<GiveawayEntryRequest, GiveawayEntry>({
  operation: 'enterGiveaway',
  service: 'profile',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${me(site)}/giveaway-entry`,
  body: (entry) => entry,
});

/** Address book entries keep phone numbers as digits (shell spec §5). */
function withPhoneDigits(input: AddressWrapper): AddressWrapper {
  const phone = input.address.phoneNumber;
  return phone === undefined
    ? input
    : { ...input, address: { ...input.address, phoneNumber: digitsOnly(phone) } };
}

export const getAddresses = defineCall<NoParams, SavedAddresses>({
  operation: 'getAddresses',
  service: 'profile',
  audience: 'shopper',
  method: 'GET',
  path: (site) => `${me(site)}/addresses`,
});

export const getAddress = defineCall<{ readonly id: string }, SavedAddress>({
  operation: 'getAddress',
  service: 'profile',
  audience: 'shopper',
  method: 'GET',
  path: (site, { id }) => `${me(site)}/addresses/${segment(id)}`,
});

export const createAddress = defineCall<AddressWrapper, SavedAddress>({
  operation: 'createAddress',
  service: 'profile',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${me(site)}/addresses`,
  body: withPhoneDigits,
  invalidates: ADDRESS_READS,
});

export const updateAddress = defineCall<AddressWrapper & { readonly id: string }, SavedAddress>({
  operation: 'updateAddress',
  service: 'profile',
  audience: 'shopper',
  method: 'PUT',
  path: (site, { id }) => `${me(site)}/addresses/${segment(id)}`,
  body: ({ id: _id, ...address }) => withPhoneDigits(address),
  invalidates: ADDRESS_READS,
});

export const deleteAddress = defineCall<{ readonly id: string }, void>({
  operation: 'deleteAddress',
  service: 'profile',
  audience: 'shopper',
  method: 'DELETE',
  path: (site, { id }) => `${me(site)}/addresses/${segment(id)}`,
  invalidates: ADDRESS_READS,
});

export const getPayments = defineCall<{ readonly includeHidden?: boolean }, SavedPayments>({
  operation: 'getPayments',
  service: 'profile',
  audience: 'shopper',
  method: 'GET',
  path: (site) => `${me(site)}/payments`,
  query: ({ includeHidden }): PaymentsQuery => ({ includeHidden: flag(includeHidden) }),
});

/** A card encrypted in the browser with the configuration's public key (DESIGN §8). */
export type NewCardPayment = PaymentCreate['creditCardDetail'] & { readonly visible?: boolean };

/** Saves a card encrypted in the browser (DESIGN §8): the number never travels in clear. */
export const createPayment = defineCall<NewCardPayment, SavedPayment>({
  operation: 'createPayment',
  service: 'profile',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${me(site)}/payments`,
  body: ({ visible, ...creditCardDetail }): PaymentCreate => ({
    paymentType: 'CREDIT_CARD',
    visible: visible ?? true,
    creditCardDetail,
  }),
  invalidates: PAYMENT_READS,
});

export const updatePayment = defineCall<PaymentUpdate & { readonly id: string }, SavedPayment>({
  operation: 'updatePayment',
  service: 'profile',
  audience: 'shopper',
  method: 'PUT',
  path: (site, { id }) => `${me(site)}/payments/${segment(id)}`,
  body: ({ id: _id, ...update }): PaymentUpdate => update,
  invalidates: PAYMENT_READS,
});

export const deletePayment = defineCall<{ readonly id: string }, void>({
  operation: 'deletePayment',
  service: 'profile',
  audience: 'shopper',
  method: 'DELETE',
  path: (site, { id }) => `${me(site)}/payments/${segment(id)}`,
  invalidates: PAYMENT_READS,
});

/** Verifies a saved card with its security code, encrypted like the number. */
export const verifyPayment = defineCall<
  PaymentVerification & { readonly id: string },
  SavedPayment
>({
  operation: 'verifyPayment',
  service: 'profile',
  audience: 'shopper',
  method: 'POST',
  path: (site, { id }) => `${me(site)}/payments/${segment(id)}/verification`,
  body: ({ id: _id, ...code }): PaymentVerification => code,
  invalidates: PAYMENT_READS,
});

export const changePassword = defineCall<PasswordChange, void>({
  operation: 'changePassword',
  service: 'profile',
  audience: 'shopper',
  method: 'PUT',
  path: (site) => `${me(site)}/credentials/password`,
  body: (body) => body,
});

/** Sends a reset code to the address; answers alike whether or not it has an account. */
export const requestPasswordReset = defineCall<PasswordResetRequest, OneTimeCode>({
  operation: 'requestPasswordReset',
  service: 'profile',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${siteBase(site, 'profile', 'v0')}/password-resets`,
  body: (body) => body,
});

export const resetPassword = defineCall<PasswordReset, void>({
  operation: 'resetPassword',
  service: 'profile',
  audience: 'shopper',
  method: 'PUT',
  path: (site) => `${siteBase(site, 'profile', 'v0')}/credentials/password`,
  body: (body) => body,
});

/** Sends a one-time code to a phone number (digits only) or an email address. */
export const requestVerification = defineCall<VerificationRequest, OneTimeCode>({
  operation: 'requestVerification',
  service: 'profile',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${me(site)}/verifications`,
  body: (target): VerificationRequest =>
    target.phoneNumber !== undefined ? { phoneNumber: digitsOnly(target.phoneNumber) } : target,
});

const phoneCredential = (credential: PhoneCredential): PhoneCredential => ({
  phoneNumber: digitsOnly(credential.phoneNumber),
  otp: credential.otp,
  referenceId: credential.referenceId,
});

/** Adds the phone credential, proven by a one-time code (409 when the account has one). */
export const addPhoneNumber = defineCall<PhoneCredential, Profile>({
  operation: 'addPhoneNumber',
  service: 'profile',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${me(site)}/credentials/phonenumber`,
  body: phoneCredential,
  invalidates: PROFILE_READS,
});

/** Changes the phone credential, proven by a one-time code. */
export const changePhoneNumber = defineCall<PhoneCredential, Profile>({
  operation: 'changePhoneNumber',
  service: 'profile',
  audience: 'shopper',
  method: 'PUT',
  path: (site) => `${me(site)}/credentials/phonenumber`,
  body: phoneCredential,
  invalidates: PROFILE_READS,
});

export const changeUsername = defineCall<UsernameCredential, Profile>({
  operation: 'changeUsername',
  service: 'profile',
  audience: 'shopper',
  method: 'PUT',
  path: (site) => `${siteBase(site, 'profile', 'v1')}/me/credentials/username`,
  body: (body) => body,
  invalidates: PROFILE_READS,
});

export const linkEmployee = defineCall<EmployeeLink, Profile>({
  operation: 'linkEmployee',
  service: 'profile',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${me(site)}/employee`,
  body: (body) => body,
  invalidates: PROFILE_READS,
});
