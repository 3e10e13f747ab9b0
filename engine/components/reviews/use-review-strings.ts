import { useSuspenseQuery } from '@tanstack/react-query';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/**
 * The review list's and form's strings (the `reviews` bundle), loaded with them on first use
 * rather than with the page (issue 11: first-load budget); suspends until they are in. The server
 * has every bundle, and never renders these parts.
 */
export function useReviewStrings(): void {
  const { loadStrings } = useAppEnv();
  useSuspenseQuery({
    queryKey: ['storefront', 'strings', 'reviews'],
    queryFn: async () => {
      await loadStrings?.(['reviews']);
      return true;
    },
    staleTime: Infinity,
  });
}
