import type { ProblemsById, StudioDocumentInfo } from './studio-api.ts';

const GROUPS: readonly { kind: StudioDocumentInfo['kind']; label: string }[] = [
  { kind: 'brand', label: 'Brand' },
  { kind: 'site', label: 'Sites' },
  { kind: 'content', label: 'Content' },
  { kind: 'locale', label: 'Strings' },
];

export interface DocumentListProps {
  readonly documents: readonly StudioDocumentInfo[];
  readonly currentId: string | undefined;
  readonly drafts: ReadonlySet<string>;
  readonly problems: ProblemsById;
  readonly onOpen: (id: string) => void;
}

/** The brand's documents by kind, each marked when it has a draft or problems. */
export function DocumentList({
  documents,
  currentId,
  drafts,
  problems,
  onOpen,
}: DocumentListProps) {
  return (
    <nav className="document-list" aria-label="Documents">
      {GROUPS.map((group) => {
        const members = documents.filter((document) => document.kind === group.kind);
        if (members.length === 0) return null;
        return (
          <section key={group.kind}>
            <h2>{group.label}</h2>
            <ul>
              {members.map((document) => {
                const count = problems[document.id]?.length ?? 0;
                return (
                  <li key={document.id}>
                    <button
                      type="button"
                      className="document-link"
                      aria-current={document.id === currentId ? 'page' : undefined}
                      onClick={() => onOpen(document.id)}
                    >
                      <span className="document-title">{document.title}</span>
                      {drafts.has(document.id) ? <span className="tag draft">draft</span> : null}
                      {count > 0 ? (
                        <span className="tag error">
                          {count} problem{count === 1 ? '' : 's'}
                        </span>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
