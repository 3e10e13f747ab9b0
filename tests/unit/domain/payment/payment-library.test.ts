import { describe, expect, it, vi } from 'vitest';
import {
  AccountIdMissingError,
  constructPaymentLibrary,
  LoadedObjectNullError,
  PaymentLibraryError,
  PublishableKeyMissingError,
} from '../../../../engine/domain/payment/payment-library.ts';
import type {
  PaymentLibraryConfig,
  PaymentLibraryFactory,
} from '../../../../engine/domain/payment/payment-library.ts';

const KEY = 'pk_test_an_us_065fe5c92a6c8ee6';
const ACCOUNT = 'acct_53047DBB186D6EEA';
const provider = { ready: true };
const factory: PaymentLibraryFactory = () => provider;

describe('payment library errors (catalogue spec §8: key missing, account id missing, loaded object null each raise an error)', () => {
  it.each<
    [
      string,
      PaymentLibraryConfig | undefined,
      PaymentLibraryFactory | null,
      new (siteId: string) => PaymentLibraryError,
    ]
  >([
    ['no paymentLibrary at all', undefined, factory, PublishableKeyMissingError],
    ['publishable key missing', { accountId: ACCOUNT }, factory, PublishableKeyMissingError],
    [
      'publishable key blank',
      { publishableKey: '  ', accountId: ACCOUNT },
      factory,
      PublishableKeyMissingError,
    ],
    ['account id missing', { publishableKey: KEY }, factory, AccountIdMissingError],
    ['account id blank', { publishableKey: KEY, accountId: '' }, factory, AccountIdMissingError],
    [
      'the script defined no library',
      { publishableKey: KEY, accountId: ACCOUNT },
      null,
      LoadedObjectNullError,
    ],
    [
      'the library gave null',
      { publishableKey: KEY, accountId: ACCOUNT },
      () => null,
      LoadedObjectNullError,
    ],
    [
      'the library gave undefined',
      { publishableKey: KEY, accountId: ACCOUNT },
      () => undefined,
      LoadedObjectNullError,
    ],
  ])('%s → %o', (_case, config, made, error) => {
    const call = () => constructPaymentLibrary('an-us', config, made);
    expect(call).toThrow(error);
    expect(call).toThrow(PaymentLibraryError);
  });

  it('each error is its own named class, naming the site and the missing value', () => {
    const errors = [
      new PublishableKeyMissingError('an-us'),
      new AccountIdMissingError('an-us'),
      new LoadedObjectNullError('an-us'),
    ];
    expect(new Set(errors.map((error) => error.name)).size).toBe(3);
    expect(errors[0]!.message).toMatch(/an-us.*publishableKey/);
    expect(errors[1]!.message).toMatch(/an-us.*accountId/);
  });
});

describe('payment library loaded (catalogue spec §7: with the publishable key and account id from the site config)', () => {
  it('is constructed with the site key and account id and its object returned', () => {
    const made = vi.fn(factory);
    const result = constructPaymentLibrary(
      'an-us',
      { publishableKey: KEY, accountId: ACCOUNT },
      made,
    );
    expect(result).toBe(provider);
    expect(made).toHaveBeenCalledExactlyOnceWith(KEY, { accountId: ACCOUNT });
  });

  it('checks the key before the account id, and both before calling the library', () => {
    const made = vi.fn(factory);
    expect(() => constructPaymentLibrary('an-us', {}, made)).toThrow(PublishableKeyMissingError);
    expect(made).not.toHaveBeenCalled();
  });
});
