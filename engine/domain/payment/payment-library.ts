/**
 * The card payment provider's library (catalogue spec §7 "Content and configuration"): loaded
 * with the publishable key and account id from the site config, and the three errors of §8's
 * error catalogue ("publishable key missing, account id missing, or loaded object null | Each
 * raises an error"), each its own class so a caller and a test can tell them apart.
 */
export interface PaymentLibraryConfig {
  readonly publishableKey?: string;
  readonly accountId?: string;
}

/** The library's constructor as the script defines it: `Provider(publishableKey, { accountId })`. */
export type PaymentLibraryFactory = (
  publishableKey: string,
  options: { readonly accountId: string },
) => object | null | undefined;

export class PaymentLibraryError extends Error {
  override name = 'PaymentLibraryError';
}

export class PublishableKeyMissingError extends PaymentLibraryError {
  override name = 'PublishableKeyMissingError';
  constructor(siteId: string) {
    super(
      `Payment library: the site ${siteId} has no publishable key (paymentLibrary.publishableKey).`,
    );
  }
}

export class AccountIdMissingError extends PaymentLibraryError {
  override name = 'AccountIdMissingError';
  constructor(siteId: string) {
    super(`Payment library: the site ${siteId} has no account id (paymentLibrary.accountId).`);
  }
}

export class LoadedObjectNullError extends PaymentLibraryError {
  override name = 'LoadedObjectNullError';
  constructor(siteId: string) {
    super(`Payment library: loading it for the site ${siteId} gave no object.`);
  }
}

/**
 * The provider object, or one of §8's errors: the key is checked first, then the account id, then
 * what the library gives back (no library at all counts as a null object).
 */
export function constructPaymentLibrary(
  siteId: string,
  config: PaymentLibraryConfig | undefined,
  factory: PaymentLibraryFactory | null | undefined,
): object {
  const publishableKey = config?.publishableKey?.trim();
  if (!publishableKey) throw new PublishableKeyMissingError(siteId);
  const accountId = config?.accountId?.trim();
  if (!accountId) throw new AccountIdMissingError(siteId);
  const loaded = typeof factory === 'function' ? factory(publishableKey, { accountId }) : null;
  if (loaded === null || loaded === undefined) throw new LoadedObjectNullError(siteId);
  return loaded;
}
