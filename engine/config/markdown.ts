import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';

/**
 * Markdown of brand content (a RichText module, a banner's details) as a tree, converted when the
 * configuration is resolved (at build and server start), so no Markdown parser reaches the browser
 * (issue 9: markdown parsed at build or on the server). The tree is HAST without positions, cut to
 * the elements CMS text may use; raw HTML is never kept and links keep only safe URLs (DESIGN §8).
 */
export interface MarkdownElement {
  readonly type: 'element';
  readonly tagName: string;
  readonly properties: Readonly<Record<string, string>>;
  readonly children: readonly MarkdownNode[];
}

export interface MarkdownTextNode {
  readonly type: 'text';
  readonly value: string;
}

export type MarkdownNode = MarkdownElement | MarkdownTextNode;

export interface MarkdownTree {
  readonly type: 'root';
  readonly children: readonly MarkdownNode[];
}

/** Markdown text as resolved config holds it: one tree, or one tree per locale. */
export type MarkdownText = MarkdownTree | Readonly<Record<string, MarkdownTree>>;

/** What CMS text may contain; anything else keeps its text and loses its element. */
const ALLOWED = new Set([
  'p',
  'br',
  'strong',
  'em',
  'del',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

const SAFE_PROTOCOL = /^(https?|mailto|tel):/i;

/** Links keep only http(s), mailto and tel URLs or site-relative paths (DESIGN §8). */
export function safeUrl(url: string): string | undefined {
  const trimmed = url.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed))
    return SAFE_PROTOCOL.test(trimmed) ? trimmed : undefined;
  if (trimmed.startsWith('//') || trimmed.includes('\\')) return undefined;
  return trimmed;
}

interface HastLike {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastLike[];
}

/** Where whitespace between elements is only source formatting. */
const BLOCK_CONTAINERS = new Set(['root', 'ul', 'ol', 'blockquote']);

function clean(node: HastLike): MarkdownNode[] {
  if (node.type === 'text') return [{ type: 'text', value: node.value ?? '' }];
  const container = node.type === 'root' ? 'root' : (node.tagName ?? '');
  const children = (node.children ?? [])
    .filter(
      (child) =>
        !(BLOCK_CONTAINERS.has(container) && child.type === 'text' && !child.value?.trim()),
    )
    .flatMap(clean);
  if (node.type !== 'element' || !node.tagName) return children;
  // A heading the page's own h1 would compete with becomes a second-level one.
  const tagName = node.tagName === 'h1' ? 'h2' : node.tagName;
  if (!ALLOWED.has(tagName)) return children;
  const properties: Record<string, string> = {};
  if (tagName === 'a') {
    const href =
      typeof node.properties?.href === 'string' ? safeUrl(node.properties.href) : undefined;
    if (href === undefined) return children;
    properties.href = href;
  }
  return [{ type: 'element', tagName, properties, children }];
}

/**
 * Trees already made, by their markdown: a brand is resolved again on every check (the studio
 * checks on every keystroke: issue 16's 300 ms preview), and most of its texts did not change.
 * Each tree is frozen, so that sharing it is safe.
 */
const trees = new Map<string, MarkdownTree>();
const TREES_KEPT = 5000;

export function markdownToTree(markdown: string): MarkdownTree {
  const known = trees.get(markdown);
  if (known) return known;
  // No raw HTML: toHast drops `html` nodes unless allowDangerousHtml is set, which it never is.
  const hast = toHast(fromMarkdown(markdown)) as HastLike;
  const tree = freezeTree<MarkdownTree>({ type: 'root', children: clean(hast) });
  if (trees.size >= TREES_KEPT) trees.clear();
  trees.set(markdown, tree);
  return tree;
}

function freezeTree<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) freezeTree(child);
    Object.freeze(value);
  }
  return value;
}

/** A markdown field as written (one string, or one per locale) as its tree(s). */
export function markdownText(value: string | Readonly<Record<string, string>>): MarkdownText {
  if (typeof value === 'string') return markdownToTree(value);
  return Object.fromEntries(
    Object.entries(value).map(([locale, text]) => [locale, markdownToTree(text)]),
  );
}

/** Markdown as written: a string, or strings by locale (not a tree already). */
export function isMarkdownSource(
  value: unknown,
): value is string | Readonly<Record<string, string>> {
  if (typeof value === 'string') return true;
  return (
    typeof value === 'object' &&
    value !== null &&
    !('type' in value) &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}
