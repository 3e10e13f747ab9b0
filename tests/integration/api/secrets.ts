import { DEMO_PASSWORD } from '../../../commerce-api/seed/index.ts';

/**
 * Every secret a test sends or receives (passwords, tokens, card numbers, one-time codes), so the
 * harness can grep each server's log for them when it closes (issue 10: no log line ever holds a
 * token, password, card number or one-time code). Filled by the harness's client and fixtures.
 */
const secrets = new Map<string, string>([[DEMO_PASSWORD, 'the demo password']]);

export function rememberSecret(value: unknown, kind: string): void {
  if (typeof value === 'string' && value.length >= 4) secrets.set(value, kind);
}

/**
 * Secret fields of a body, found at any depth: in what a test sends, passwords, one-time codes and
 * card numbers; in what the API answers, the one-time code test mode reveals.
 */
export function rememberSecretsIn(body: unknown, direction: 'sent' | 'received'): void {
  const pending: unknown[] = [body];
  for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
    if (value === null || typeof value !== 'object') continue;
    for (const [key, field] of Object.entries(value)) {
      if (direction === 'sent' && /password/i.test(key)) rememberSecret(field, 'a password');
      else if (/^(otp|code)$/.test(key) && /^\d{4,8}$/.test(String(field)))
        rememberSecret(String(field), 'a one-time code');
      else if (
        direction === 'sent' &&
        /^(cardNumber|number)$/.test(key) &&
        /^[\d ]{12,23}$/.test(String(field))
      )
        rememberSecret(String(field).replace(/\s/g, ''), 'a card number');
      else pending.push(field);
    }
  }
}

/** The kinds of secret found in the log text, each with where it appears. */
export function secretsInLog(text: string): string[] {
  const found: string[] = [];
  for (const [secret, kind] of secrets) {
    // Digit secrets only count as a whole number, not inside a longer one (a timestamp).
    const pattern = /^\d+$/.test(secret)
      ? new RegExp(`(?<!\\d)${secret}(?!\\d)`)
      : new RegExp(secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const match = pattern.exec(text);
    if (match) {
      const line = text.slice(text.lastIndexOf('\n', match.index) + 1).split('\n')[0];
      found.push(`${kind} in: ${line?.slice(0, 300)}`);
    }
  }
  return found;
}
