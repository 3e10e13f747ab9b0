import { cardKeySourceFromEnv, rotateCardKey } from '../../commerce-api/payments/card-keyring.ts';

/**
 * `storefront card-key rotate`: adds a new card-encryption key to the key file (CARD_KEY_FILE,
 * default .data/keys/card-keys.pem) as the current one; the older keys stay and still decrypt.
 * Servers started before serve their key until restarted and read the file again when a card
 * arrives encrypted with the new one. With CARD_PRIVATE_KEYS set, the keys are a secret this
 * command cannot change: it says how to rotate there.
 */
export async function cardKeyCommand(
  action: string,
  write: (text: string) => void = (text) => process.stdout.write(text + '\n'),
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  if (action !== 'rotate') {
    write(`Unknown action "${action}". Use: storefront card-key rotate`);
    return 1;
  }
  const source = cardKeySourceFromEnv(env);
  if (source.kind === 'env') {
    write(
      'The card keys come from CARD_PRIVATE_KEYS: to rotate, add a new PEM private key at the end of that secret (oldest first, keep the old ones) and restart the servers.',
    );
    return 1;
  }
  const id = await rotateCardKey(source.path);
  write(`New card key ${id} added to ${source.path}; earlier keys still decrypt.`);
  return 0;
}
