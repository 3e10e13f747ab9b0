import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Components } from 'hast-util-to-jsx-runtime';
import type { Root } from 'hast';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { MarkdownText, MarkdownTree } from '../../config/markdown.ts';
import { pickLocale } from '../../i18n/format.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink } from './site-link.tsx';

/** Links inside CMS text stay on the site (its prefix and slash rule) or open outside it. */
const components: Partial<Components> = {
  a: ({ href, children }) => <SiteLink to={String(href ?? '/')}>{children}</SiteLink>,
};

/**
 * CMS text rendered from the tree resolution made of its Markdown (engine/config/markdown.ts):
 * the browser carries no Markdown parser, and the tree holds only the elements and URLs CMS text
 * may use.
 */
export function Markdown({ text, className }: { text: MarkdownText; className?: string }) {
  const { locale, site } = useAppEnv();
  const tree: MarkdownTree | undefined =
    'type' in text && text.type === 'root'
      ? (text as MarkdownTree)
      : pickLocale(text as Readonly<Record<string, MarkdownTree>>, locale, site.defaultLocale);
  if (!tree) return null;
  return (
    <div className={className}>
      {toJsxRuntime(tree as unknown as Root, { Fragment, jsx, jsxs, components })}
    </div>
  );
}
