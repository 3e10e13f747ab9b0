import { describe, expect, it } from 'vitest';
import { validateBrands } from '../../support/brands.ts';
import { markdownText, markdownToTree, safeUrl } from '../../../engine/config/markdown.ts';
import type { MarkdownNode, MarkdownTree } from '../../../engine/config/markdown.ts';

/**
 * CMS Markdown becomes a tree when the configuration is resolved (issue 9: markdown parsed at
 * build or on the server, never in the browser), with DESIGN §8's rules: no raw HTML, safe link
 * protocols only.
 */
function elements(nodes: readonly MarkdownNode[]): { tagName: string; href?: string }[] {
  return nodes.flatMap((node) =>
    node.type === 'element'
      ? [{ tagName: node.tagName, ...node.properties }, ...elements(node.children)]
      : [],
  );
}

function text(nodes: readonly MarkdownNode[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.value : text(node.children))).join('');
}

describe('Markdown as a tree (issue 9, DESIGN §8)', () => {
  it('keeps paragraphs, emphasis, lists and links', () => {
    const tree = markdownToTree('**Bold** and *soft*\n\n- one\n- two\n\n[Returns](/help/returns)');
    expect(elements(tree.children)).toEqual([
      { tagName: 'p' },
      { tagName: 'strong' },
      { tagName: 'em' },
      { tagName: 'ul' },
      { tagName: 'li' },
      { tagName: 'li' },
      { tagName: 'p' },
      { tagName: 'a', href: '/help/returns' },
    ]);
  });

  it('never keeps raw HTML: the markup goes, its text stays', () => {
    const tree = markdownToTree(
      'Hello <script>alert(1)</script> <b onclick="x()">there</b>\n\n<iframe src="//evil"></iframe>',
    );
    expect(elements(tree.children).map((element) => element.tagName)).toEqual(['p']);
    expect(JSON.stringify(tree)).not.toMatch(/script|iframe|onclick/);
    expect(text(tree.children)).toContain('there');
  });

  it.each([
    ['javascript:alert(1)', undefined],
    ['JAVASCRIPT:alert(1)', undefined],
    ['data:text/html,x', undefined],
    ['vbscript:x', undefined],
    ['//evil.example/x', undefined],
    ['https://example.com/a', 'https://example.com/a'],
    ['mailto:care@example.com', 'mailto:care@example.com'],
    ['tel:+18005551234', 'tel:+18005551234'],
    ['/help/returns?x=1#y', '/help/returns?x=1#y'],
  ])('a link to %s keeps %s', (url, kept) => {
    expect(safeUrl(url)).toBe(kept);
    const link = elements(markdownToTree(`[here](${url})`).children).find(
      (element) => element.tagName === 'a',
    );
    expect(link?.href).toBe(kept);
  });

  it('refuses a backslash that browsers read as a host separator (the parser encodes it)', () => {
    expect(safeUrl('/\\evil.example')).toBeUndefined();
    const link = elements(markdownToTree('[x](/\\evil.example)').children)[1];
    expect(link?.href ?? '').not.toMatch(/^\/\/|\\/);
  });

  it('makes a top-level heading a second-level one (the page has its own h1)', () => {
    expect(elements(markdownToTree('# Title').children)).toEqual([{ tagName: 'h2' }]);
  });

  it('converts one text per locale into one tree per locale', () => {
    const trees = markdownText({ 'en-US': 'Hi', 'fr-FR': 'Salut' }) as Record<string, MarkdownTree>;
    expect(Object.keys(trees)).toEqual(['en-US', 'fr-FR']);
    expect(trees['fr-FR']!.type).toBe('root');
  });

  it('is what resolution gives the engine: RichText props and banner details are trees', () => {
    const brand = validateBrands({ brands: ['anthropologie'] }).brands[0]!.resolved!;
    const modules = brand.content.pages.pages.flatMap((page) => page.modules);
    const richText = modules.find((module) => module.component === 'RichText')!;
    expect(JSON.stringify((richText.props as { markdown?: unknown }).markdown)).toContain(
      '"type":"root"',
    );
    const detailed = brand.content.banners.banners.find(
      (banner) => 'promoDesc' in banner && banner.promoDesc !== undefined,
    ) as { promoDesc: unknown };
    expect(JSON.stringify(detailed.promoDesc)).toContain('"type":"root"');
  });
});
