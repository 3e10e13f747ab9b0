import type { PlacedOrder } from '../../../schemas/api/generated/types.ts';

/**
 * One order per checkout, however often Place Order is pressed (issue 12): a press while an attempt
 * is under way joins it, and every attempt for one cart carries the same idempotency key, so a
 * retry after a lost answer names the same order. A failed attempt may be tried again.
 */
const attempts = new Map<string, { key: string; running?: Promise<PlacedOrder> }>();

export function placeOrderOnce(
  cartKey: string,
  place: (idempotencyKey: string) => Promise<PlacedOrder>,
): Promise<PlacedOrder> {
  let attempt = attempts.get(cartKey);
  if (!attempt) {
    attempt = { key: crypto.randomUUID() };
    attempts.set(cartKey, attempt);
  }
  if (attempt.running) return attempt.running;
  const current = attempt;
  current.running = place(current.key).finally(() => {
    current.running = undefined;
  });
  return current.running;
}

/** The order is placed: the next checkout (a new cart) gets a new key. */
export function forgetOrderAttempt(cartKey: string): void {
  attempts.delete(cartKey);
}
