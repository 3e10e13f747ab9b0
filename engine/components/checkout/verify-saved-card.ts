import type { QueryClient } from '@tanstack/react-query';
import type { PaymentVerification, SavedPayment } from '../../../schemas/api/generated/types.ts';
import { apiQuery } from '../../api/index.ts';
import type { ApiClient } from '../../api/index.ts';
import { getPxpPublicKey } from '../../api/calls/configuration.ts';
import { securityCodeLength } from '../../domain/payment/card-rules.ts';
import { encryptSecurityCode } from './card-encryption.ts';

/**
 * The body of a saved card's verification (shell spec §7 POST .../payments/{id}/verification;
 * DESIGN §8): its security code encrypted with the configuration call's public key, as the card
 * number is, so the code never leaves the browser in clear. Checkout and the account's Payments
 * page send it with the same `verifyPayment` call.
 */
export async function securityCodeVerification(
  api: ApiClient,
  queryClient: QueryClient,
  securityCode: string,
): Promise<PaymentVerification> {
  const key = await queryClient.fetchQuery({
    ...apiQuery(api, getPxpPublicKey, {}),
    staleTime: 5 * 60 * 1000,
  });
  return {
    encryptionId: key.encryptionId,
    encryptedSecurityCode: await encryptSecurityCode(
      securityCode.trim(),
      key.publicEncryptionKey.pem,
    ),
  };
}

/**
 * The security code a saved card needing verification asks for is of its brand's length (catalogue
 * spec §5 card rules: 4 digits for American Express, 3 for the others), checked before it is sent.
 */
export function verificationCodeValid(payment: SavedPayment, code: string): boolean {
  const length = securityCodeLength(payment.creditCardDetail.cardType);
  return new RegExp(`^\\d{${length}}$`).test(code.trim());
}
