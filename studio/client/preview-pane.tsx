import { useEffect, useRef, useState } from 'react';
import { patchFrame } from './frame-patch.ts';
import type { PreviewAnswer, Session } from './studio-api.ts';

export type PreviewWidth = 'phone' | 'desktop';
const WIDTHS: Record<PreviewWidth, number> = { phone: 375, desktop: 1280 };

export interface PreviewState {
  readonly siteId: string;
  readonly path: string;
  readonly width: PreviewWidth;
  /** Banners as at this local date and time ("2026-12-24T18:00"); empty: now. */
  readonly at: string;
  /** As a shopper who chose another site before: the site-switch banner. */
  readonly siteSwitch: boolean;
  /** As a shopper who has not answered the consent banner yet. */
  readonly consent: boolean;
}

export interface PreviewPaneProps {
  readonly session: Session;
  readonly state: PreviewState;
  readonly page: PreviewAnswer | undefined;
  readonly onChange: (next: PreviewState) => void;
}

/**
 * The page rendered by the engine from the drafts, in a sandboxed frame (no script runs: it is the
 * server's HTML with the brand's styles), scaled to fit at phone or desktop width.
 */
export function PreviewPane({ session, state, page, onChange }: PreviewPaneProps) {
  const holder = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [available, setAvailable] = useState(800);
  // What the frame loaded as its document, and what it shows: a new render replaces only the
  // shown page's body where it can, else the frame loads it.
  const [loaded, setLoaded] = useState(page?.html);
  const shown = useRef(page?.html);
  const html = page?.html;
  useEffect(() => {
    if (html === undefined || html === shown.current) return;
    shown.current = html;
    if (!patchFrame(frame.current, html)) setLoaded(html);
  }, [html]);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setAvailable(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const width = WIDTHS[state.width];
  const scale = Math.min(1, available / width);
  const site = session.sites.find((candidate) => candidate.id === state.siteId);
  return (
    <section className="preview" aria-labelledby="preview-title">
      <div className="preview-toolbar">
        <h2 id="preview-title">Preview</h2>
        <label>
          Site
          <select
            value={state.siteId}
            onChange={(event) => onChange({ ...state, siteId: event.target.value })}
          >
            {session.sites.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name} ({candidate.id})
              </option>
            ))}
          </select>
        </label>
        <label>
          Page
          <select
            value={state.path}
            onChange={(event) => onChange({ ...state, path: event.target.value })}
          >
            {session.paths.map((candidate) => (
              <option key={candidate.path} value={candidate.path}>
                {candidate.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Banners at
          <input
            type="datetime-local"
            value={state.at}
            onChange={(event) => onChange({ ...state, at: event.target.value })}
          />
        </label>
        {state.at ? (
          <button
            type="button"
            className="button secondary small"
            onClick={() => onChange({ ...state, at: '' })}
          >
            Back to now
          </button>
        ) : null}
        <fieldset className="preview-states">
          <legend>Show</legend>
          <label>
            <input
              type="checkbox"
              checked={state.siteSwitch}
              onChange={(event) => onChange({ ...state, siteSwitch: event.target.checked })}
            />
            Site-switch banner
          </label>
          <label>
            <input
              type="checkbox"
              checked={state.consent}
              onChange={(event) => onChange({ ...state, consent: event.target.checked })}
            />
            Consent banner
          </label>
        </fieldset>
        <div className="segmented" role="group" aria-label="Preview width">
          {(['phone', 'desktop'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={state.width === option}
              onClick={() => onChange({ ...state, width: option })}
            >
              {option === 'phone' ? 'Phone 375' : 'Desktop 1280'}
            </button>
          ))}
        </div>
      </div>
      {page?.notes.length ? (
        <ul className="preview-note" aria-label="Not shown on this site">
          {page.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {page?.stale ? (
        <p className="preview-note" role="status">
          The drafts have problems: the preview shows the last version that validated.
        </p>
      ) : null}
      <div className="preview-stage" ref={holder}>
        {page ? (
          <div className="preview-frame-box" style={{ width: width * scale, height: 900 * scale }}>
            <iframe
              title={`Preview of ${site?.name ?? state.siteId}, page ${state.path}`}
              ref={frame}
              sandbox="allow-same-origin"
              srcDoc={loaded ?? page.html}
              style={{ width, height: 900, transform: `scale(${scale})` }}
            />
          </div>
        ) : (
          <p className="preview-empty">The preview appears once the brand validates.</p>
        )}
      </div>
    </section>
  );
}
