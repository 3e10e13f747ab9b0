/** A document's styles, as a key: two renders with equal keys look the same but for their body. */
function stylesOf(document: Document): string {
  return [...document.head.querySelectorAll('link[rel~="stylesheet"], style')]
    .map((element) => element.outerHTML.replace(/\snonce="[^"]*"/g, ''))
    .join('\n');
}

/**
 * Shows a new render of the preview in its frame without reloading the frame (issue 16: the
 * preview follows a change within 300 ms): when the page's styles are those the frame has, its
 * body, title and root attributes are swapped in place, so no stylesheet or font is fetched and
 * parsed again and the scroll position stays. The frame stays sandboxed: the new body is parsed
 * inert (DOMParser runs nothing) and the sandbox runs no script in it. Returns false when the
 * frame must load the page afresh (first render, other styles, frame not loaded yet).
 */
export function patchFrame(frame: HTMLIFrameElement | null, html: string): boolean {
  const current = frame?.contentDocument;
  if (!current || current.readyState !== 'complete' || !current.body) return false;
  const next = new DOMParser().parseFromString(html, 'text/html');
  if (stylesOf(next) !== stylesOf(current)) return false;
  current.title = next.title;
  for (const name of ['lang', 'dir', 'class']) {
    const value = next.documentElement.getAttribute(name);
    if (value === null) current.documentElement.removeAttribute(name);
    else current.documentElement.setAttribute(name, value);
  }
  current.body.replaceWith(current.importNode(next.body, true));
  return true;
}
