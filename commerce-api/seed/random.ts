import { createHash } from 'node:crypto';

/**
 * The seed's only source of randomness: mulberry32, a 32-bit PRNG small enough to own. The same
 * seed gives the same sequence on every platform, so the demo data is reproducible; Math.random
 * is never used here.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('[storefront:seed] pick() from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` distinct items (fewer when the list is shorter), in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, count));
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** Picks by weight: `[['a', 3], ['b', 1]]` gives 'a' three times as often. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return (entries[entries.length - 1] as readonly [T, number])[0];
  }

  /** A version-4-shaped UUID from the stream (for bulk rows such as reviews). */
  uuid(): string {
    const hex = Array.from({ length: 4 }, () =>
      Math.floor(this.next() * 4294967296)
        .toString(16)
        .padStart(8, '0'),
    ).join('');
    return formatUuid(hex);
  }
}

/** A 32-bit seed for one named stream, so each brand and concern draws independently. */
export function streamSeed(seed: number, ...names: readonly string[]): number {
  return createHash('sha256')
    .update(`${seed}:${names.join(':')}`)
    .digest()
    .readUInt32LE(0);
}

/** A stable UUID for a named thing (a demo user, an order): same seed and name, same id. */
export function namedUuid(seed: number, ...names: readonly string[]): string {
  return formatUuid(
    createHash('sha256')
      .update(`${seed}:${names.join(':')}`)
      .digest('hex')
      .slice(0, 32),
  );
}

function formatUuid(hex: string): string {
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** 'The Somerset Maxi Dress' -> 'the-somerset-maxi-dress'. */
export function kebab(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
