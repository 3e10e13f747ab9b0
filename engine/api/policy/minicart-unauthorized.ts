import { EMPTY_MINICART } from '../types/cart.ts';
import { OPERATION } from '../operations.ts';
import type { PolicyRule } from './types.ts';

/**
 * A 401 on the minicart (cart count) is only warned (shell spec §8, catalogue spec §7): before
 * the first token there is no cart, and the badge shows an empty one.
 */
export const minicartUnauthorized: PolicyRule = {
  name: 'minicart-unauthorized',
  decide({ error, call }, context) {
    if (error.status !== 401 || call.operation !== OPERATION.getMinicart) return undefined;
    context.logger.warn('Minicart unavailable without a token; showing an empty cart', {
      code: error.code,
    });
    return { kind: 'resolve', value: EMPTY_MINICART };
  },
};
