import type { LoaderContext } from '../../registry/entry.ts';
import type { PageLoader } from '../../routing/route-loader.ts';

/** /user/create and /user/password/forgot (shell spec §4): which of the two forms the page shows. */
export function userLoader({ def }: LoaderContext): PageLoader {
  const form = def.name === 'user-create' ? 'create-account' : 'forgot-password';
  return async () => ({ status: 200, view: 'UserPage', props: { form } });
}
