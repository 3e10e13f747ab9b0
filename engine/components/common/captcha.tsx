import { useEffect } from 'react';
import type { ResolvedCaptchaProps } from '../../config/generated/resolved.ts';

/**
 * The token the default slot gives: it names no provider and proves nothing but that the form was
 * sent from the storefront. The reference API asks only that the header be there (catalogue spec
 * §5 "card number, pin and a header value") and limits the attempts per caller.
 */
export const DEFAULT_CAPTCHA_TOKEN_PREFIX = 'storefront-no-captcha';

/**
 * The captcha slot's default (DESIGN §4: third-party services are registry slots): it shows
 * nothing and, once mounted, gives a token the reference API accepts, so the forms that need the
 * captcha header (the gift card balance, in its modal and at the payment step) work without a
 * provider. A brand's replacement renders its provider's widget and calls `onToken` with the token
 * it gets.
 */
export default function Captcha({
  action,
  onToken,
}: ResolvedCaptchaProps & { readonly onToken?: (token: string | undefined) => void }) {
  useEffect(() => {
    onToken?.(`${DEFAULT_CAPTCHA_TOKEN_PREFIX}:${action ?? 'form'}`);
  }, [action, onToken]);
  return null;
}
