/**
 * Where the swatch request is offered (catalogue spec §5 "Request swatch enabled for US only (off
 * for one brand)"): the site's switch on, a US site, and a product with colours to send (a gift
 * card has none). A switch on outside the US is refused by the config check (check-sites.ts,
 * spec §8 "Request-swatch enabled country not found"). Kept apart from the request's rules
 * (swatch-request.ts), which load with the dialog: this one is on the product page's first load.
 * Pure.
 */
export function swatchRequestOffered(
  site: { readonly country: string; readonly requestSwatch: boolean | undefined },
  product: {
    readonly swatches?: readonly unknown[];
    readonly isGiftCard?: boolean;
    readonly isEgiftCard?: boolean;
  },
): boolean {
  return (
    site.requestSwatch === true &&
    site.country === 'US' &&
    product.isGiftCard !== true &&
    product.isEgiftCard !== true &&
    (product.swatches?.length ?? 0) > 0
  );
}
