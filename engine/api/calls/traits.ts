import type { SavedTraits, Traits, TraitsPatch } from '../../../schemas/api/generated/types.ts';
import { defineCall } from '../declaration.ts';
import type { NoParams } from '../declaration.ts';
import type { SiteContext } from '../site-context.ts';
import { siteBase } from './wire.ts';

/** Profile traits (catalogue spec §7), read on every page for personalisation. */
const traits = (site: SiteContext) => `${siteBase(site, 'profile', 'v0')}/me/traits`;

export const getTraits = defineCall<NoParams, SavedTraits>({
  operation: 'getTraits',
  service: 'profile',
  audience: 'shopper',
  method: 'GET',
  path: traits,
});

/** Sets the given traits (an object), keeping the others. */
export const setTraits = defineCall<Traits, SavedTraits>({
  operation: 'setTraits',
  service: 'profile',
  audience: 'shopper',
  method: 'POST',
  path: traits,
  body: (given) => given,
  invalidates: ['getTraits'],
});

/** Changes traits with a JSON Patch list. */
export const patchTraits = defineCall<TraitsPatch, SavedTraits>({
  operation: 'patchTraits',
  service: 'profile',
  audience: 'shopper',
  method: 'PATCH',
  path: traits,
  body: (changes) => changes,
  invalidates: ['getTraits'],
});
