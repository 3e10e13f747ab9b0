import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from '../../../../engine/domain/address/address-form.ts';
import {
  MAX_SWATCHES,
  addressFieldOfSwatchError,
  swatchChoiceProblem,
  swatchRequestBody,
} from '../../../../engine/domain/catalogue/swatch-request.ts';
import { swatchRequestOffered } from '../../../../engine/domain/catalogue/swatch-request-offer.ts';

const colours = [{ colorCode: '500' }, { colorCode: '501' }];

// Catalogue spec §5: "Request swatch enabled for US only (off for one brand)"; §8 "Request-swatch
// enabled country not found: logged".
describe('where the swatch request is offered (catalogue spec §5)', () => {
  it.each([
    ['US site with the switch, a product with colours', 'US', true, { swatches: colours }, true],
    ['the switch off (the brand without it)', 'US', false, { swatches: colours }, false],
    ['the switch unset', 'US', undefined, { swatches: colours }, false],
    ['a product without colours', 'US', true, { swatches: [] }, false],
    ['a product without a swatch list', 'US', true, {}, false],
    ['a gift card', 'US', true, { swatches: colours, isGiftCard: true }, false],
    ['an e-gift card', 'US', true, { swatches: colours, isEgiftCard: true }, false],
  ])('%s', (_rule, country, requestSwatch, product, offered) => {
    expect(swatchRequestOffered({ country, requestSwatch }, product)).toBe(offered);
  });

  it('a switch on outside the US offers nothing (the config check refuses it, §8)', () => {
    expect(
      swatchRequestOffered({ country: 'GB', requestSwatch: true }, { swatches: colours }),
    ).toBe(false);
  });
});

describe('the colours chosen (§7 swatches; the API takes 1 to 10)', () => {
  it.each([
    ['none', [], 'none'],
    ['one', ['500'], undefined],
    ['the most', Array.from({ length: MAX_SWATCHES }, (_, i) => String(i)), undefined],
    ['one too many', Array.from({ length: MAX_SWATCHES + 1 }, (_, i) => String(i)), 'tooMany'],
  ])('%s', (_rule, chosen, problem) => {
    expect(swatchChoiceProblem(chosen)).toBe(problem);
  });
});

describe("the call's body (§7: contactInfo, productId, swatches)", () => {
  it('trims, upper-cases the region and leaves an empty line 2 out', () => {
    const body = swatchRequestBody(
      'an-1',
      {
        ...EMPTY_ADDRESS,
        firstName: ' Ada ',
        lastName: 'Lovelace ',
        email: ' ada@example.com ',
        address1: ' 1 Main St ',
        address2: '  ',
        city: ' Philadelphia ',
        region: 'pa',
        postalCode: ' 19103 ',
        country: 'US',
      },
      [{ colorCode: '500', colorName: 'Performance Linen, Flax' }],
    );
    expect(body).toEqual({
      productId: 'an-1',
      contactInfo: {
        name: { first: 'Ada', last: 'Lovelace' },
        email: 'ada@example.com',
        address: {
          address1: '1 Main St',
          city: 'Philadelphia',
          region: 'PA',
          postalCode: '19103',
          country: 'US',
        },
      },
      swatches: [{ colorCode: '500', colorName: 'Performance Linen, Flax' }],
    });
  });
});

describe("the API's field errors placed on the form's fields", () => {
  it.each([
    ['contactInfo.email', 'email'],
    ['contactInfo.name.first', 'address.name.first'],
    ['contactInfo.address.postalCode', 'address.postalCode'],
    ['swatches.0.colorCode', 'swatches.0.colorCode'],
  ])('%s', (api, form) => {
    expect(addressFieldOfSwatchError(api)).toBe(form);
  });
});
