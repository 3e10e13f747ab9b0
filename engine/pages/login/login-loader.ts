import { redirect } from 'react-router';
import { safeReturnUrl } from '../../domain/return-url.ts';
import type { LoaderContext } from '../../registry/entry.ts';
import { placeholder } from '../../routing/page-data.ts';
import type { PageLoader } from '../../routing/route-loader.ts';
import { loadSession } from '../../routing/session.ts';

/**
 * /login?returnUrl= (the other login-kind route, password reset, is a placeholder until its
 * issue): an authorized shopper coming back with a returnUrl goes straight there.
 */
export function loginLoader({ def, env }: LoaderContext): PageLoader {
  return async ({ request }) => {
    if (def.name !== 'login') return placeholder(def.name);
    const search = new URL(request.url).searchParams;
    const returnUrl = safeReturnUrl(search.get('returnUrl'));
    if (search.has('returnUrl')) {
      const session = await loadSession(env);
      if (session.authorized) throw redirect(returnUrl, 302);
    }
    return { status: 200, view: 'LoginPage', props: { returnUrl } };
  };
}
