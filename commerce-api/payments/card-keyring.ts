import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  type KeyObject,
} from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';

const generateRsaKeyPair = promisify(generateKeyPair);

/** Where the keys live when CARD_PRIVATE_KEYS is not set. */
export const DEFAULT_CARD_KEY_FILE = '.data/keys/card-keys.pem';
/** A file asked for again at most this often when a payload names a key id it does not hold. */
const RELOAD_INTERVAL_MS = 5000;

export interface CardKey {
  /** "ck-" and 16 hex digits of the public key's SHA-256: the same key has the same id anywhere. */
  readonly id: string;
  readonly privateKey: KeyObject;
  readonly publicPem: string;
}

export type CardKeySource =
  | { readonly kind: 'env'; readonly pems: string }
  | { readonly kind: 'file'; readonly path: string };

/**
 * The card-encryption private keys (RSA-OAEP 2048, DESIGN §8: secrets live outside the database).
 * Several keys, oldest first: the newest encrypts (its public half is what the configuration call
 * serves), every one decrypts, so a rotation never breaks a page opened before it.
 */
export class CardKeyring {
  private keys: readonly CardKey[];
  private lastReload = 0;

  constructor(
    keys: readonly CardKey[],
    readonly source: CardKeySource,
  ) {
    if (keys.length === 0) throw new Error('[storefront:api] a card keyring needs a key');
    this.keys = keys;
  }

  get current(): CardKey {
    return this.keys.at(-1)!;
  }

  get ids(): readonly string[] {
    return this.keys.map((key) => key.id);
  }

  /**
   * The key with this id. A file is read again (at most every few seconds) when the id is
   * unknown, so a key rotated in by another process on this machine decrypts here too.
   */
  find(id: string): CardKey | undefined {
    const found = this.keys.find((key) => key.id === id);
    if (found || this.source.kind !== 'file') return found;
    if (Date.now() - this.lastReload < RELOAD_INTERVAL_MS) return undefined;
    this.lastReload = Date.now();
    this.keys = parseKeys(readFileSync(this.source.path, 'utf8'), this.source.path);
    return this.keys.find((key) => key.id === id);
  }
}

/** CARD_PRIVATE_KEYS (PEM blocks, oldest first) when set, else the file CARD_KEY_FILE. */
export function cardKeySourceFromEnv(env: NodeJS.ProcessEnv = process.env): CardKeySource {
  const pems = env.CARD_PRIVATE_KEYS?.trim();
  if (pems) return { kind: 'env', pems };
  return { kind: 'file', path: env.CARD_KEY_FILE || DEFAULT_CARD_KEY_FILE };
}

export interface OpenedKeyring {
  readonly keyring: CardKeyring;
  /** Something an operator should hear about (a key file others can read). */
  readonly warnings: readonly string[];
}

/**
 * Loads the keys. A missing file is created on first start with one new key, readable by this
 * user only (0600, in a 0700 folder); two processes starting at once agree on one file, because
 * the file appears whole, by a hard link, or not at all.
 */
export async function openCardKeyring(source = cardKeySourceFromEnv()): Promise<OpenedKeyring> {
  if (source.kind === 'env') {
    return {
      keyring: new CardKeyring(parseKeys(source.pems, 'CARD_PRIVATE_KEYS'), source),
      warnings: [],
    };
  }
  if (!exists(source.path)) await createKeyFile(source.path);
  const warnings: string[] = [];
  const mode = statSync(source.path).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    warnings.push(
      `[storefront:api] the card key file ${source.path} can be read by other users (mode ${mode.toString(8)}): run chmod 600 ${source.path}`,
    );
  }
  const keys = parseKeys(readFileSync(source.path, 'utf8'), source.path);
  return { keyring: new CardKeyring(keys, source), warnings };
}

/**
 * Adds a new key to the file as the current one; the older keys stay, so what was encrypted with
 * them still decrypts. Returns the new key's id. Processes that started before serve their
 * current key until restarted, and read the file again when they meet the new id.
 */
export async function rotateCardKey(path: string): Promise<string> {
  const existing = exists(path) ? readFileSync(path, 'utf8').trim() + '\n' : '';
  const pem = await newPrivatePem();
  writeWhole(path, existing + pem, (temporary) => renameSync(temporary, path));
  return keyOf(pem).id;
}

async function createKeyFile(path: string): Promise<void> {
  const pem = await newPrivatePem();
  try {
    writeWhole(path, pem, (temporary) => linkSync(temporary, path));
  } catch (error) {
    // Another process created it first: theirs is the key.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** Writes a 0600 file beside `path`, then hands it to `place` (link or rename) and cleans up. */
function writeWhole(path: string, text: string, place: (temporary: string) => void): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, text, { mode: 0o600, flag: 'wx' });
  chmodSync(temporary, 0o600);
  try {
    place(temporary);
  } finally {
    if (exists(temporary)) unlinkSync(temporary);
  }
}

async function newPrivatePem(): Promise<string> {
  const { privateKey } = await generateRsaKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return privateKey;
}

const PEM_BLOCK = /-----BEGIN (?:RSA )?PRIVATE KEY-----[\s\S]+?-----END (?:RSA )?PRIVATE KEY-----/g;

function parseKeys(text: string, where: string): CardKey[] {
  const blocks = text.match(PEM_BLOCK) ?? [];
  if (blocks.length === 0) {
    throw new Error(
      `[storefront:api] ${where} holds no private key (PEM "BEGIN PRIVATE KEY" blocks, oldest first). Remove the file to have a new key made, or set CARD_PRIVATE_KEYS.`,
    );
  }
  return blocks.map(keyOf);
}

function keyOf(pem: string): CardKey {
  const privateKey = createPrivateKey(pem);
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    id: `ck-${createHash('sha256').update(der).digest('hex').slice(0, 16)}`,
    privateKey,
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }) as string,
  };
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}
