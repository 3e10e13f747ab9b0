import { EMPTY_PERSONALIZED_CONTENT } from '../types/content.ts';
import { OPERATION } from '../operations.ts';
import type { PolicyRule } from './types.ts';

/**
 * A 403 on personalised content is only warned (shell spec §8): the page renders its
 * unpersonalised content instead of failing.
 */
export const personalizedContentForbidden: PolicyRule = {
  name: 'personalized-content-forbidden',
  decide({ error, call }, context) {
    if (error.status !== 403 || call.operation !== OPERATION.getPersonalizedContent) {
      return undefined;
    }
    context.logger.warn('Personalised content refused; rendering without it', { code: error.code });
    return { kind: 'resolve', value: EMPTY_PERSONALIZED_CONTENT };
  },
};
