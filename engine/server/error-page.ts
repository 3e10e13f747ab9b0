const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * A plain page for what the app cannot render (unknown host, render failure, brand not built):
 * no script and no inline style, so it needs no nonce and works when the bundle is broken.
 */
export function plainPage(options: {
  readonly title: string;
  readonly message: string;
  readonly link?: { readonly href: string; readonly text: string };
}): string {
  const link = options.link
    ? `<p><a href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.text)}</a></p>`
    : '';
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(options.title)}</title></head>` +
    `<body><main><h1>${escapeHtml(options.title)}</h1><p>${escapeHtml(options.message)}</p>${link}</main></body></html>`
  );
}
