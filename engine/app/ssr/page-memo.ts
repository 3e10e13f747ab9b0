/** Enough for the pages a server renders in a while; cleared whole when full. */
const MEMO_SIZE = 2000;

/**
 * A value computed once per key for every render of the process: what a page's path alone
 * decides (its alternates, its site-selector links), from frozen, long-lived config.
 */
export function pageMemo<V>(compute: (key: string) => V): (key: string) => V {
  const values = new Map<string, V>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) {
      if (values.size >= MEMO_SIZE) values.clear();
      value = compute(key);
      values.set(key, value);
    }
    return value;
  };
}
