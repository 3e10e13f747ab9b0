import { within } from '@testing-library/react';

type Queries = ReturnType<typeof within>;

/**
 * testing-library's `screen`, bound to the document of the file that is running. The unit threads
 * share modules between files (`--no-isolate`), and the library's own `screen` keeps the
 * document.body of the first jsdom file that imported it: a later file's queries then look at an
 * empty, stale document and find nothing.
 */
export const screen: Queries = new Proxy({} as Queries, {
  get: (_target, key) => Reflect.get(within(document.body), key) as unknown,
});
