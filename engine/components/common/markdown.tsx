import { createElement } from 'react';
import type { ReactNode } from 'react';
import type { MarkdownNode, MarkdownText, MarkdownTree } from '../../config/markdown.ts';
import { pickLocale } from '../../i18n/format.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink } from './site-link.tsx';

/**
 * The tree resolution made of CMS Markdown (engine/config/markdown.ts) as React elements. The tree
 * is the engine's own format, already cut to a few elements and a safe `href`, so rendering it is
 * a plain walk: no Markdown parser and no general HTML-to-React converter reach the browser.
 */
function render(nodes: readonly MarkdownNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return node.value;
    const children = render(node.children);
    // Links inside CMS text stay on the site (its prefix and slash rule) or open outside it.
    if (node.tagName === 'a')
      return (
        <SiteLink key={index} to={node.properties.href ?? '/'}>
          {children}
        </SiteLink>
      );
    return createElement(node.tagName, { key: index }, ...(children.length ? children : []));
  });
}

function treeOf(text: MarkdownText, locale: string, fallback: string): MarkdownTree | undefined {
  return 'type' in text && text.type === 'root'
    ? (text as MarkdownTree)
    : pickLocale(text as Readonly<Record<string, MarkdownTree>>, locale, fallback);
}

export function Markdown({ text, className }: { text: MarkdownText; className?: string }) {
  const { locale, site } = useAppEnv();
  const tree = treeOf(text, locale, site.defaultLocale);
  if (!tree) return null;
  return <div className={className}>{render(tree.children)}</div>;
}
