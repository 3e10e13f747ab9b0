import type { ResolvedRichTextProps } from '../../config/generated/resolved.ts';
import { Markdown } from '../common/markdown.tsx';

/** CMS text as Markdown (resolved into a tree: raw HTML never rendered, safe links only). */
export default function RichText({ markdown }: ResolvedRichTextProps) {
  return <Markdown text={markdown} className="sf-rich-text" />;
}
