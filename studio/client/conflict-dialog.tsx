import { useEffect, useRef } from 'react';

export interface Conflict {
  readonly id: string;
  readonly file: string;
  readonly message: string;
  readonly diskText: string;
  readonly diskVersion: string;
  readonly draftText: string;
}

export interface ConflictDialogProps {
  readonly conflict: Conflict;
  readonly onKeepDraft: () => void;
  readonly onTakeDisk: () => void;
  readonly onOverwrite: () => void;
}

/** The file changed on disk since it was opened: both versions side by side, and the choice. */
export function ConflictDialog({
  conflict,
  onKeepDraft,
  onTakeDisk,
  onOverwrite,
}: ConflictDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="conflict"
      aria-labelledby="conflict-title"
      onCancel={(event) => {
        event.preventDefault();
        onKeepDraft();
      }}
    >
      <h2 id="conflict-title">Not saved: {conflict.message}</h2>
      <p>
        Someone or something changed <code>{conflict.file}</code> after you opened it. Compare the
        two versions, then choose.
      </p>
      <div className="conflict-versions">
        <figure>
          <figcaption>On disk now</figcaption>
          <pre tabIndex={0} aria-label="The file on disk now">
            {conflict.diskText}
          </pre>
        </figure>
        <figure>
          <figcaption>Your draft</figcaption>
          <pre tabIndex={0} aria-label="Your draft">
            {conflict.draftText}
          </pre>
        </figure>
      </div>
      <div className="dialog-actions">
        <button type="button" className="button secondary" onClick={onKeepDraft}>
          Keep editing my draft
        </button>
        <button type="button" className="button secondary" onClick={onTakeDisk}>
          Discard my draft, load the file on disk
        </button>
        <button type="button" className="button danger" onClick={onOverwrite}>
          Save my draft over it
        </button>
      </div>
    </dialog>
  );
}
