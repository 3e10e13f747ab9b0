import type { ApiContext, ApiServices } from './context.ts';
import { createApiLogger } from './http/logger.ts';
import { recordServedKey } from './payments/card-crypto.ts';
import { openCardKeyring } from './payments/card-keyring.ts';
import { DatabaseMediaStore } from './reviews/media-store.ts';

/**
 * Fills what the starter of the API left out: the logger, the card keys (from CARD_PRIVATE_KEYS
 * or the key file, made on first start) and the media store. Warns once when a process sharing
 * the database serves a card key this one lacks.
 */
export async function resolveServices(context: ApiContext): Promise<ApiServices> {
  const logger = context.logger ?? createApiLogger({ mode: context.mode });
  let cardKeys = context.cardKeys;
  if (!cardKeys) {
    const opened = await openCardKeyring();
    for (const warning of opened.warnings) logger.warn(warning);
    cardKeys = opened.keyring;
  }
  const foreign = await recordServedKey(context.db, cardKeys);
  if (foreign.length > 0) {
    logger.warn(
      `[storefront:api] card_keys lists card keys ${foreign.join(', ')} that this process does not hold (served by another process sharing this database, now or before): cards encrypted with them fail here. Give every process the same keys (CARD_PRIVATE_KEYS, or one CARD_KEY_FILE), and delete the rows of keys no process serves any more.`,
    );
  }
  return {
    ...context,
    logger,
    cardKeys,
    media: context.media ?? new DatabaseMediaStore(context.db),
  };
}
