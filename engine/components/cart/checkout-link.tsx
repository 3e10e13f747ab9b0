import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink, useSitePath } from '../common/site-link.tsx';
import { apiQuery } from '../../api/index.ts';
import { getCurrentToken } from '../../api/calls/auth.ts';
import { sessionOf } from '../../routing/session.ts';

/**
 * The way to checkout. Where flags.enableCheckoutSignInPrompt is on, a guest's click first opens
 * the login modal's optional upgrade (shell spec §4: it cannot be closed; sign in, or Continue as
 * Guest): either way the shopper then goes on to checkout, signed in or as a guest. Signing in
 * here merges the guest cart as the page's route says (mergeCartOnLogin; the bag's items go to
 * checkout with the shopper); checkout itself never merges. Without JavaScript, a plain link.
 */
export function CheckoutLink({ className, children }: { className: string; children: ReactNode }) {
  const { api, flags, login, queryClient, loadStrings } = useAppEnv();
  const navigate = useNavigate();
  const sitePath = useSitePath();
  return (
    <SiteLink
      to="/checkout"
      className={className}
      onClick={(event) => {
        if (flags.enableCheckoutSignInPrompt !== true) return;
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        // The shell's session query (the header's): a registered shopper goes straight on.
        const token = queryClient.getQueryData(apiQuery(api, getCurrentToken, {}).queryKey);
        if (token && sessionOf(token).registered) return;
        event.preventDefault();
        const from = window.location.pathname;
        // The upgrade's words (modals.*) are the account bundle's, which the bag has not loaded.
        void (loadStrings ? loadStrings(['account']) : Promise.resolve())
          .catch(() => undefined)
          .then(() => login.open('optional-upgrade'))
          .then(() => {
            // Unless a route change closed it (the shopper went elsewhere), on to checkout.
            if (window.location.pathname === from) void navigate(sitePath('/checkout'));
          });
      }}
    >
      {children}
    </SiteLink>
  );
}
