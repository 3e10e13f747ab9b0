import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../api/index.ts';
import { getNavigationItem } from '../../../api/calls/catalog.ts';
import { useAppEnv } from '../../../routing/app-env-context.tsx';

/**
 * A navigation item's children, loaded when the shopper expands it (shell spec §4: "pushing into
 * an item expands it and loads children"), two levels deep for headings and their links, in the
 * shopper's language. Each answer is kept, so expanding again asks nothing.
 */
export function useNavChildren(itemId: string) {
  const { api } = useAppEnv();
  return useQuery({
    ...apiQuery(api, getNavigationItem, { id: itemId, depth: 2 }),
    staleTime: 600_000,
  });
}
