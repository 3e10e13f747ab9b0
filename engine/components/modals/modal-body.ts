import type { ComponentType } from 'react';

/** What the modal host gives the body of a modal it renders by name. */
export interface ModalBodyProps {
  /** The push's props (from the hash table: the login state, what to open after signing in). */
  readonly props: Readonly<Record<string, unknown>>;
  /** Dismissed: the pusher's promise resolves with undefined. */
  readonly onClose: () => void;
  /** Finished: the pusher's promise resolves with the outcome. */
  readonly onDone: (outcome?: unknown) => void;
}

export type ModalBody = ComponentType<ModalBodyProps>;
