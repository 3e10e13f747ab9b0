import { digitsOnly } from '../../domain/validation/primitives.ts';
import { segment } from '../call.ts';
import type { ApiClient } from '../client.ts';
import type {
  AddressInput,
  LoyaltyRewards,
  NewCardPayment,
  OneTimeCode,
  PaymentUpdate,
  Profile,
  ProfilePatchPath,
  ProfileUpdate,
  Registration,
  SavedAddress,
  SavedPayment,
  TraitPatch,
  Traits,
} from '../types/profile.ts';
import { siteBase } from './paths.ts';

/** Profile service (shell spec §7; catalogue spec §7 Profile). Preferences: preferences.ts. */
const me = (client: ApiClient) => `${siteBase(client, 'profile', 'v0')}/me`;

export function getProfile(
  client: ApiClient,
  params: { loyalty?: boolean; privacyInfo?: boolean } = {},
  signal?: AbortSignal,
): Promise<Profile> {
  return client.request({
    operation: 'getProfile',
    method: 'GET',
    path: me(client),
    query: { loyalty: params.loyalty, privacyInfo: params.privacyInfo },
    signal,
  });
}

export function updateProfile(client: ApiClient, profile: ProfileUpdate): Promise<Profile> {
  return client.request({
    operation: 'updateProfile',
    method: 'PUT',
    path: me(client),
    body: profile,
  });
}

/** Replace ops on the default address and payment ids and the name (shell spec §7). */
export function patchProfile(
  client: ApiClient,
  changes: readonly { path: ProfilePatchPath; value: string | null }[],
): Promise<Profile> {
  return client.request({
    operation: 'patchProfile',
    method: 'PATCH',
    path: me(client),
    body: changes.map((change) => ({ op: 'replace', ...change })),
  });
}

/** Creates an account (designed); the shopper then logs in with the token call. */
export function registerUser(client: ApiClient, registration: Registration): Promise<Profile> {
  return client.request({
    operation: 'registerUser',
    method: 'POST',
    path: `${siteBase(client, 'profile', 'v0')}/users`,
    body: registration,
  });
}

export function getLoyaltyRewards(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<LoyaltyRewards> {
  return client.request({
    operation: 'getLoyaltyRewards',
    method: 'GET',
    path: `${me(client)}/loyalty/rewards`,
    signal,
  });
}

export function getAddresses(client: ApiClient, signal?: AbortSignal): Promise<SavedAddress[]> {
  return client.request({
    operation: 'getAddresses',
    method: 'GET',
    path: `${me(client)}/addresses`,
    signal,
  });
}

export function getAddress(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<SavedAddress> {
  return client.request({
    operation: 'getAddress',
    method: 'GET',
    path: `${me(client)}/addresses/${segment(id)}`,
    signal,
  });
}

export function createAddress(client: ApiClient, address: AddressInput): Promise<SavedAddress> {
  return client.request({
    operation: 'createAddress',
    method: 'POST',
    path: `${me(client)}/addresses`,
    body: withPhoneDigits(address),
  });
}

export function updateAddress(
  client: ApiClient,
  id: string,
  address: AddressInput,
): Promise<SavedAddress> {
  return client.request({
    operation: 'updateAddress',
    method: 'PUT',
    path: `${me(client)}/addresses/${segment(id)}`,
    body: withPhoneDigits(address),
  });
}

export function deleteAddress(client: ApiClient, id: string): Promise<void> {
  return client.request({
    operation: 'deleteAddress',
    method: 'DELETE',
    path: `${me(client)}/addresses/${segment(id)}`,
  });
}

export function getPayments(
  client: ApiClient,
  params: { includeHidden?: boolean } = {},
  signal?: AbortSignal,
): Promise<SavedPayment[]> {
  return client.request({
    operation: 'getPayments',
    method: 'GET',
    path: `${me(client)}/payments`,
    query: { includeHidden: params.includeHidden },
    signal,
  });
}

/** Saves a card encrypted in the browser (DESIGN §8): the number never travels in clear. */
export function createPayment(client: ApiClient, card: NewCardPayment): Promise<SavedPayment> {
  const { visible, ...creditCardDetail } = card;
  return client.request({
    operation: 'createPayment',
    method: 'POST',
    path: `${me(client)}/payments`,
    body: { paymentType: 'CREDIT_CARD', visible: visible ?? true, creditCardDetail },
  });
}

export function updatePayment(
  client: ApiClient,
  id: string,
  update: PaymentUpdate,
): Promise<SavedPayment> {
  return client.request({
    operation: 'updatePayment',
    method: 'PUT',
    path: `${me(client)}/payments/${segment(id)}`,
    body: update,
  });
}

export function deletePayment(client: ApiClient, id: string): Promise<void> {
  return client.request({
    operation: 'deletePayment',
    method: 'DELETE',
    path: `${me(client)}/payments/${segment(id)}`,
  });
}

/** Verifies a saved card with its security code, encrypted like the number. */
export function verifyPayment(
  client: ApiClient,
  id: string,
  code: { encryptionId: string; encryptedSecurityCode: string },
): Promise<SavedPayment> {
  return client.request({
    operation: 'verifyPayment',
    method: 'POST',
    path: `${me(client)}/payments/${segment(id)}/verification`,
    body: code,
  });
}

export function changePassword(
  client: ApiClient,
  body: { currentPassword: string; newPassword: string },
): Promise<void> {
  return client.request({
    operation: 'changePassword',
    method: 'PUT',
    path: `${me(client)}/credentials/password`,
    body,
  });
}

/** Asks for a one-time code to reset a forgotten password (designed). */
export function requestPasswordReset(
  client: ApiClient,
  emailAddress: string,
): Promise<OneTimeCode> {
  return client.request({
    operation: 'requestPasswordReset',
    method: 'POST',
    path: `${siteBase(client, 'profile', 'v0')}/password-resets`,
    body: { emailAddress },
  });
}

export function resetPassword(
  client: ApiClient,
  body: { emailAddress: string; referenceId: string; otp: string; newPassword: string },
): Promise<void> {
  return client.request({
    operation: 'resetPassword',
    method: 'PUT',
    path: `${siteBase(client, 'profile', 'v0')}/credentials/password`,
    body,
  });
}

/** Sends a one-time code to a phone number (digits only) or an email address. */
export function requestVerification(
  client: ApiClient,
  target: { phoneNumber: string } | { emailAddress: string },
): Promise<OneTimeCode> {
  const body = 'phoneNumber' in target ? { phoneNumber: digitsOnly(target.phoneNumber) } : target;
  return client.request({
    operation: 'requestVerification',
    method: 'POST',
    path: `${me(client)}/verifications`,
    body,
  });
}

/** Adds (POST) or changes (PUT) the phone credential, proven by a one-time code. */
export function savePhoneNumber(
  client: ApiClient,
  params: { phoneNumber: string; otp: string; referenceId: string; change?: boolean },
): Promise<Profile> {
  return client.request({
    operation: 'savePhoneNumber',
    method: params.change ? 'PUT' : 'POST',
    path: `${me(client)}/credentials/phonenumber`,
    body: {
      phoneNumber: digitsOnly(params.phoneNumber),
      otp: params.otp,
      referenceId: params.referenceId,
    },
  });
}

export function changeUsername(
  client: ApiClient,
  body: { username: string; otp: string; referenceId: string },
): Promise<Profile> {
  return client.request({
    operation: 'changeUsername',
    method: 'PUT',
    path: `${siteBase(client, 'profile', 'v1')}/me/credentials/username`,
    body,
  });
}

export function linkEmployee(
  client: ApiClient,
  body: { continent: string; employeeId: string; storeLocation: string },
): Promise<Profile> {
  return client.request({
    operation: 'linkEmployee',
    method: 'POST',
    path: `${me(client)}/employee`,
    body,
  });
}

export function getTraits(client: ApiClient, signal?: AbortSignal): Promise<Traits> {
  return client.request({
    operation: 'getTraits',
    method: 'GET',
    path: `${me(client)}/traits`,
    signal,
  });
}

/** Sets the given traits (an object), keeping the others. */
export function setTraits(client: ApiClient, traits: Traits): Promise<Traits> {
  return client.request({
    operation: 'setTraits',
    method: 'POST',
    path: `${me(client)}/traits`,
    body: traits,
  });
}

/** Changes traits with a patch list. */
export function patchTraits(client: ApiClient, changes: readonly TraitPatch[]): Promise<Traits> {
  return client.request({
    operation: 'patchTraits',
    method: 'PATCH',
    path: `${me(client)}/traits`,
    body: changes,
  });
}

function withPhoneDigits(input: AddressInput): AddressInput {
  const phone = input.address.phoneNumber;
  return phone === undefined
    ? input
    : { ...input, address: { ...input.address, phoneNumber: digitsOnly(phone) } };
}
