import { Link, useLocation } from 'react-router';
import type { ReactNode } from 'react';

/**
 * A link that opens a hash modal over the page the shopper is on (shell spec §2.4): the same path
 * and query with the modal's hash, so the modal launcher opens it and closing it leaves the
 * shopper where they were. Without JavaScript it is a plain fragment link on the same page.
 */
export function HashModalLink({
  modal,
  className,
  children,
}: {
  modal: string;
  className?: string;
  children: ReactNode;
}) {
  const { search } = useLocation();
  return (
    <Link className={className} to={{ search, hash: `#${modal}` }}>
      {children}
    </Link>
  );
}
