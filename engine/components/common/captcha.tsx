import type { ResolvedCaptchaProps } from '../../config/generated/resolved.ts';

/**
 * The captcha slot's default (DESIGN §4: third-party services are registry slots): it shows
 * nothing and gives no token, so the form is sent without the captcha header. A brand's
 * replacement renders its provider's widget and calls `onToken` with the token it gets.
 */
export default function Captcha(
  _props: ResolvedCaptchaProps & { readonly onToken?: (token: string | undefined) => void },
) {
  return null;
}
