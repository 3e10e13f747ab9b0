/**
 * The card number leaves the browser only encrypted (DESIGN §8, catalogue spec §5): RSA-OAEP with
 * SHA-256 through WebCrypto, under the public key of the configuration call (getPxpPublicKey). The
 * API decrypts { number, expiry, securityCode } as JSON (commerce-api/payments/card-crypto.ts).
 */

/** The DER bytes of a PEM "PUBLIC KEY" (SPKI) block. */
function spkiOfPem(pem: string): ArrayBuffer {
  const base64 = pem
    .replace(/-----BEGIN PUBLIC KEY-----|-----END PUBLIC KEY-----/g, '')
    .replace(/\s+/g, '');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes.buffer;
}

function base64OfBytes(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export interface CardToEncrypt {
  /** Digits only. */
  readonly number: string;
  /** MM/YY. */
  readonly expiry: string;
  readonly securityCode: string;
}

/** Base64 of the RSA-OAEP ciphertext of the card as JSON; the clear card is not kept. */
export function encryptCard(card: CardToEncrypt, publicKeyPem: string): Promise<string> {
  return encryptJson(
    { number: card.number, expiry: card.expiry, securityCode: card.securityCode },
    publicKeyPem,
  );
}

/** A saved card's verification: its security code, encrypted like a number. */
export function encryptSecurityCode(securityCode: string, publicKeyPem: string): Promise<string> {
  return encryptJson({ securityCode }, publicKeyPem);
}

async function encryptJson(
  payload: Readonly<Record<string, string>>,
  publicKeyPem: string,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'spki',
    spkiOfPem(publicKeyPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const plaintext = new TextEncoder().encode(JSON.stringify(payload));
  const ciphertext = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, plaintext);
  plaintext.fill(0);
  return base64OfBytes(ciphertext);
}
