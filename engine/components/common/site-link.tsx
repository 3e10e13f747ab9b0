import { useCallback } from 'react';
import { Link } from 'react-router';
import type { MouseEvent, ReactNode } from 'react';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { canonicalPath } from '../../routing/path-rules.ts';

/** A URL is external when it has a scheme or starts with // (never routed client-side). */
export function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/** A path on this site with the brand's trailing-slash rule applied, query and hash kept. */
export function useSitePath(): (to: string) => string {
  const trailingSlash = useAppEnv().brand.settings.routing.trailingSlash;
  // One function per brand setting: an effect that lists it (search suggestions) must not start
  // again on every render, which dropped a pending suggestion and its aria-expanded.
  return useCallback(
    (to: string) => {
      const match = /^([^?#]*)(.*)$/.exec(to);
      const path = match?.[1] || '/';
      return canonicalPath(path, trailingSlash).pathname + (match?.[2] ?? '');
    },
    [trailingSlash],
  );
}

/** A link inside the site (client navigation) or outside it (a plain anchor). */
export function SiteLink({
  to,
  className,
  children,
  newWindow,
  'aria-current': current,
  'aria-label': label,
  onClick,
}: {
  to: string;
  className?: string;
  children?: ReactNode;
  newWindow?: boolean;
  /** The link to the page or section the shopper is on. */
  'aria-current'?: 'page' | 'true';
  /** A name with more context than the visible text, which it starts with (WCAG 2.5.3). */
  'aria-label'?: string;
  /** Runs first; preventDefault() keeps the shopper where they are (the login modal's links). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const sitePath = useSitePath();
  if (isExternal(to)) {
    return (
      <a
        className={className}
        href={to}
        aria-current={current}
        aria-label={label}
        {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    );
  }
  return (
    <Link
      className={className}
      to={sitePath(to)}
      aria-current={current}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
