import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { sameJson } from '../shared/same-json.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import type { Conflict } from './conflict-dialog.tsx';
import { DocumentForm } from './document-form.tsx';
import { DocumentList } from './document-list.tsx';
import { draftStore } from './draft-store.ts';
import { EditHistory } from './edit-history.ts';
import { InheritedPanel } from './inherited-panel.tsx';
import { LatestCheck } from './latest-check.ts';
import { PreviewPane } from './preview-pane.tsx';
import type { PreviewState } from './preview-pane.tsx';
import { ProblemList } from './problem-list.tsx';
import { studioApi } from './studio-api.ts';
import type { CheckAnswer, OpenedDocument, ProblemsById, Session } from './studio-api.ts';

/** A document being edited: its value and the file version it started from. */
interface Draft {
  readonly value: unknown;
  readonly version: string;
}

export function StudioApp() {
  const [session, setSession] = useState<Session>();
  const [failure, setFailure] = useState<string>();
  const [opened, setOpened] = useState<Record<string, OpenedDocument>>({});
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [currentId, setCurrentId] = useState<string>();
  const [problems, setProblems] = useState<ProblemsById>({});
  const [preview, setPreview] = useState<PreviewState>({
    siteId: '',
    path: '/',
    width: 'desktop',
    at: '',
    siteSwitch: false,
    consent: false,
  });
  const [page, setPage] = useState<CheckAnswer['preview']>();
  const [status, setStatus] = useState('');
  const [conflict, setConflict] = useState<Conflict>();
  const history = useRef(new EditHistory());
  const [, historyChanged] = useReducer((count: number) => count + 1, 0);

  const brand = session?.brand ?? '';

  const openDocument = useCallback(async (id: string): Promise<OpenedDocument> => {
    const document = await studioApi.open(id);
    setOpened((all) => ({ ...all, [id]: document }));
    return document;
  }, []);

  // The session, then the drafts kept in this browser, then the first document.
  useEffect(() => {
    void (async () => {
      try {
        const started = await studioApi.session();
        setSession(started);
        setProblems(started.problems);
        setPreview((state) => ({ ...state, siteId: started.sites[0]?.id ?? '' }));
        const known = new Set(started.documents.map((document) => document.id));
        const restored: Record<string, Draft> = {};
        for (const id of draftStore.ids(started.brand)) {
          const stored = draftStore.read(started.brand, id);
          if (!stored || !known.has(id)) continue;
          await openDocument(id);
          restored[id] = { value: stored.value, version: stored.version };
        }
        setDrafts(restored);
        const names = Object.keys(restored);
        if (names.length > 0) setStatus(`Restored your draft of ${names.join(', ')}.`);
        const first = names[0] ?? started.documents[0]?.id;
        if (first) {
          await openDocument(first);
          setCurrentId(first);
        }
      } catch (error) {
        setFailure(error instanceof Error ? error.message : String(error));
      }
    })();
  }, [openDocument]);

  // Validate the drafts and render the preview on every change (one check in flight, the newest next).
  const draftValues = useMemo(
    () => Object.fromEntries(Object.entries(drafts).map(([id, draft]) => [id, draft.value])),
    [drafts],
  );
  const checks = useRef<LatestCheck<Parameters<typeof studioApi.check>, CheckAnswer>>(undefined);
  useEffect(() => {
    const latest = new LatestCheck<Parameters<typeof studioApi.check>, CheckAnswer>(
      (args) => studioApi.check(...args),
      (answer) => {
        setProblems(answer.problems);
        setPage(answer.preview);
      },
      (error) => setStatus(`Could not check the drafts: ${String(error)}`),
    );
    checks.current = latest;
    return () => latest.close();
  }, []);
  useEffect(() => {
    if (!session || !preview.siteId) return;
    checks.current?.submit([
      draftValues,
      {
        siteId: preview.siteId,
        path: preview.path,
        ...(preview.at ? { at: new Date(preview.at).toISOString() } : {}),
        siteSwitch: preview.siteSwitch,
        consent: preview.consent,
      },
    ]);
  }, [
    session,
    draftValues,
    preview.siteId,
    preview.path,
    preview.at,
    preview.siteSwitch,
    preview.consent,
  ]);

  const setValue = useCallback(
    (id: string, value: unknown) => {
      const document = opened[id];
      if (!document) return;
      setDrafts((all) => {
        const next = { ...all };
        if (sameJson(value, document.value)) {
          delete next[id];
          draftStore.remove(brand, id);
        } else {
          const version = all[id]?.version ?? document.version;
          next[id] = { value, version };
          draftStore.write(brand, id, value, version);
        }
        return next;
      });
    },
    [opened, brand],
  );

  const onFormChange = (value: unknown) => {
    if (!currentId) return;
    const before = drafts[currentId]?.value ?? opened[currentId]?.value;
    if (sameJson(before, value)) return;
    history.current.record(currentId, before, value, Date.now());
    historyChanged();
    setValue(currentId, value);
  };

  const step = (direction: 'undo' | 'redo') => {
    const change = direction === 'undo' ? history.current.undo() : history.current.redo();
    historyChanged();
    if (!change) return;
    setCurrentId(change.id);
    setValue(change.id, change.value);
    setStatus(`${direction === 'undo' ? 'Undid' : 'Redid'} a change to ${change.id}.`);
  };

  const save = async (id: string, version?: string) => {
    const draft = drafts[id];
    const document = opened[id];
    if (!draft || !document) return;
    setStatus(`Saving ${document.document.file}...`);
    const answer = await studioApi.save(id, draft.value, version ?? draft.version);
    if (answer.kind === 'saved') {
      setOpened((all) => ({
        ...all,
        [id]: { ...document, value: draft.value, version: answer.version, text: answer.text },
      }));
      setDrafts((all) => {
        const next = { ...all };
        delete next[id];
        return next;
      });
      draftStore.remove(brand, id);
      setStatus(`Saved ${document.document.file}.`);
    } else if (answer.kind === 'conflict') {
      setConflict({ id, file: document.document.file, ...answer });
      setStatus(`Not saved: ${answer.message}`);
    } else {
      setProblems(answer.problems);
      setStatus(`Not saved: ${answer.message}`);
    }
  };

  const discard = async (id: string) => {
    draftStore.remove(brand, id);
    setDrafts((all) => {
      const next = { ...all };
      delete next[id];
      return next;
    });
    await openDocument(id);
  };

  if (failure) {
    return (
      <main className="studio-failure">
        <h1>The brand studio could not start</h1>
        <p role="alert">{failure}</p>
      </main>
    );
  }
  if (!session) {
    return (
      <main className="studio-loading">
        <p role="status">Opening the brand studio...</p>
      </main>
    );
  }

  const current = currentId ? opened[currentId] : undefined;
  const currentDraft = currentId ? drafts[currentId] : undefined;
  const currentProblems = currentId ? (problems[currentId] ?? []) : [];
  const draftCount = Object.keys(drafts).length;

  return (
    <div className="studio">
      <header className="studio-bar">
        <h1>
          Brand studio <span className="brand-name">{session.brand}</span>
        </h1>
        <div className="bar-actions">
          <button
            type="button"
            className="button secondary"
            onClick={() => step('undo')}
            disabled={!history.current.canUndo}
          >
            Undo
          </button>
          <button
            type="button"
            className="button secondary"
            onClick={() => step('redo')}
            disabled={!history.current.canRedo}
          >
            Redo
          </button>
          {currentId && currentDraft ? (
            <button
              type="button"
              className="button secondary"
              onClick={() => void discard(currentId)}
            >
              Discard draft
            </button>
          ) : null}
          <button
            type="button"
            className="button primary"
            disabled={!currentId || !currentDraft}
            onClick={() => currentId && void save(currentId)}
          >
            Save {current ? current.document.file : ''}
          </button>
        </div>
        <p className="bar-status" role="status" aria-live="polite">
          {status ||
            (draftCount > 0 ? `${draftCount} unsaved draft(s), kept in this browser.` : '')}
        </p>
      </header>
      <DocumentList
        documents={session.documents}
        currentId={currentId}
        drafts={new Set(Object.keys(drafts))}
        problems={problems}
        onOpen={(id) => {
          void (opened[id] ? Promise.resolve() : openDocument(id)).then(() => setCurrentId(id));
          // A site's document previews that site.
          const site = id.startsWith('sites/') ? id.slice('sites/'.length) : undefined;
          if (site && session.sites.some((candidate) => candidate.id === site)) {
            setPreview((state) => ({ ...state, siteId: site }));
          }
        }}
      />
      <main className="editor" aria-labelledby="editor-title">
        {current ? (
          <>
            <div className="editor-head">
              <h2 id="editor-title">{current.document.title}</h2>
              <code className="file-path">{current.document.file}</code>
              {currentDraft ? <span className="tag draft">unsaved draft</span> : null}
            </div>
            <ProblemList problems={currentProblems} />
            {current.document.kind === 'site' ? (
              <InheritedPanel
                id={current.document.id}
                value={currentDraft?.value ?? current.value}
                onChange={onFormChange}
              />
            ) : null}
            <DocumentForm
              key={current.document.id}
              schema={current.schema}
              value={currentDraft?.value ?? current.value}
              problems={currentProblems}
              onChange={onFormChange}
            />
          </>
        ) : (
          <p>Choose a document.</p>
        )}
      </main>
      <PreviewPane session={session} state={preview} page={page} onChange={setPreview} />
      {conflict ? (
        <ConflictDialog
          conflict={conflict}
          onKeepDraft={() => setConflict(undefined)}
          onTakeDisk={() => {
            setConflict(undefined);
            void discard(conflict.id);
          }}
          onOverwrite={() => {
            setConflict(undefined);
            void save(conflict.id, conflict.diskVersion);
          }}
        />
      ) : null}
    </div>
  );
}
