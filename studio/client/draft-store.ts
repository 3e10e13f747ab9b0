/** A draft kept in the browser: the value being edited and the file version it started from. */
export interface StoredDraft {
  readonly value: unknown;
  readonly version: string;
  readonly savedAt: string;
}

const PREFIX = 'storefront-studio';

function keyOf(brand: string, id: string): string {
  return `${PREFIX}:${brand}:${id}`;
}

/**
 * Drafts saved continuously per brand and document in localStorage, so a reload or a browser
 * crash loses nothing (issue 16). A stored draft that does not parse is ignored, not trusted.
 */
export const draftStore = {
  read(brand: string, id: string): StoredDraft | undefined {
    try {
      const raw = localStorage.getItem(keyOf(brand, id));
      if (!raw) return undefined;
      const parsed = JSON.parse(raw) as Partial<StoredDraft>;
      return typeof parsed.version === 'string' && 'value' in parsed
        ? (parsed as StoredDraft)
        : undefined;
    } catch {
      return undefined;
    }
  },
  write(brand: string, id: string, value: unknown, version: string): void {
    const draft: StoredDraft = { value, version, savedAt: new Date().toISOString() };
    try {
      localStorage.setItem(keyOf(brand, id), JSON.stringify(draft));
    } catch {
      // Storage full or denied: the draft still lives in the page.
    }
  },
  remove(brand: string, id: string): void {
    localStorage.removeItem(keyOf(brand, id));
  },
  /** Ids of the documents with a stored draft. */
  ids(brand: string): string[] {
    const prefix = `${PREFIX}:${brand}:`;
    const ids: string[] = [];
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith(prefix)) ids.push(key.slice(prefix.length));
    }
    return ids;
  },
};
