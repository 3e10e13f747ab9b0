import { describe, expect, it } from 'vitest';
import { closestMatch, didYouMean } from '../../../engine/config/did-you-mean.ts';

describe('did you mean', () => {
  it.each([
    ['giftwrap', ['giftWrap', 'giftMessage'], 'giftWrap'],
    ['curency', ['currency', 'country'], 'currency'],
    ['en-gb', ['en-US', 'en-GB'], 'en-GB'],
    ['ac-ux', ['ac-uk', 'ac-us'], 'ac-uk'],
    ['zzzzzz', ['currency', 'country'], undefined],
  ])('%s among %j -> %s', (input, candidates, match) => {
    expect(closestMatch(input, candidates)).toBe(match);
  });

  it('says nothing for an exact match or a number', () => {
    expect(didYouMean('en-GB', ['en-GB'])).toBeUndefined();
    expect(didYouMean(2, [0, 1])).toBeUndefined();
  });

  it('phrases the suggestion', () => {
    expect(didYouMean('giftwrap', ['giftWrap'])).toBe('Did you mean "giftWrap"?');
  });
});
