import Markdown from 'react-markdown';
import type { UrlTransform } from 'react-markdown';
import type { ResolvedRichTextProps } from '../../config/generated/resolved.ts';
import { useText } from '../common/use-text.ts';

const SAFE_PROTOCOL = /^(https?|mailto|tel):/i;

/** Links and images keep only http(s), mailto and tel URLs or relative paths (DESIGN §8). */
export const safeUrl: UrlTransform = (url) => {
  const trimmed = url.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return SAFE_PROTOCOL.test(trimmed) ? trimmed : '';
  if (trimmed.startsWith('//') || trimmed.includes('\\')) return '';
  return trimmed;
};

/** CMS text as Markdown: raw HTML is never rendered (react-markdown's default, kept on purpose). */
export default function RichText({ markdown }: ResolvedRichTextProps) {
  const text = useText();
  return (
    <div className="sf-rich-text">
      <Markdown skipHtml urlTransform={safeUrl}>
        {text(markdown)}
      </Markdown>
    </div>
  );
}
