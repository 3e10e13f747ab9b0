import { describe, expect, it } from 'vitest';
import { showsAccountAlert } from '../../../../engine/domain/header/account-alert.ts';

// shell spec §2.3: an alert mark '!' shows when the user is not a phone user
describe('showsAccountAlert', () => {
  it.each([
    [{}, true],
    [{ phone: { number: '' } }, true],
    [{ phone: { number: '2155550100' } }, false],
  ])('%j: %s', (profile, expected) => {
    expect(showsAccountAlert(profile)).toBe(expected);
  });
});
