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
  options: { readonly json?: boolean } = {},
): Promise<number> {
  // --json: one object a machine reads, { ok, keyId, file } or { ok: false, problem }.
  const refuse = (problem: string) => {
    write(options.json ? JSON.stringify({ ok: false, problem }) : problem);
    return 1;
  };
  if (action !== 'rotate')
    return refuse(`Unknown action "${action}". Use: storefront card-key rotate`);
  const source = cardKeySourceFromEnv(env);
  if (source.kind === 'env') {
    return refuse(
      'The card keys come from CARD_PRIVATE_KEYS: to rotate, add a new PEM private key at the end of that secret (oldest first, keep the old ones) and restart the servers.',
    );
  }
  const id = await rotateCardKey(source.path);
  write(
    options.json
      ? JSON.stringify({ ok: true, keyId: id, file: source.path })
      : `New card key ${id} added to ${source.path}; earlier keys still decrypt.`,
  );
  return 0;
}
