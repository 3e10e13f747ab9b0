// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Captcha, {
  DEFAULT_CAPTCHA_TOKEN_PREFIX,
} from '../../../../engine/components/common/captcha.tsx';

/**
 * Catalogue spec §5 "Gift card balance inquiry: card number, pin and a header value": the default
 * Captcha slot (no provider) gives a token, which the reference API accepts (it asks only that
 * the x-urbn-captcha-token header be there and limits the attempts), so the balance can be checked
 * in the modal and at the payment step without a provider. It shows nothing.
 */
afterEach(cleanup);

describe('the default Captcha slot (catalogue spec §5)', () => {
  it('gives a non-empty token naming the action, and renders nothing', () => {
    const onToken = vi.fn();
    const { container } = render(<Captcha action="giftcard-balance" onToken={onToken} />);
    expect(onToken).toHaveBeenCalledWith(`${DEFAULT_CAPTCHA_TOKEN_PREFIX}:giftcard-balance`);
    expect(container.innerHTML).toBe('');
  });

  it('gives one without an action too', () => {
    const onToken = vi.fn();
    render(<Captcha onToken={onToken} />);
    const [token] = onToken.mock.calls[0] as [string];
    expect(token.trim().length).toBeGreaterThan(0);
  });
});
