import { isRegistryEventType } from './event-types.ts';

/**
 * The new-registry form's rules (catalogue spec §3 Registry: event name, type and date, owners),
 * the limits of the API's create-registry schema: a problem per field, so each is said at its
 * field. A co-registrant is optional; given at all, they need a first and last name and an email.
 */
export interface RegistryDraft {
  readonly eventType: string;
  readonly eventDate: string;
  readonly eventName: string;
  readonly coFirstName: string;
  readonly coLastName: string;
  readonly coEmail: string;
}

export type RegistryField = keyof RegistryDraft;
export type RegistryFieldProblem = 'required' | 'invalid' | 'past' | 'tooLong';
export type RegistryProblems = Partial<Record<RegistryField, RegistryFieldProblem>>;

export const EVENT_NAME_MAX = 100;
export const REGISTRANT_NAME_MAX = 40;
export const EMAIL_MAX = 254;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A real calendar date as yyyy-mm-dd (what a date input gives). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const length = (value: string) => [...value].length;

function nameProblem(value: string, max: number): RegistryFieldProblem | undefined {
  if (!value.trim()) return 'required';
  return length(value.trim()) > max ? 'tooLong' : undefined;
}

/**
 * The draft's problems; `today` is the shopper's own date (yyyy-mm-dd): a registry is for an event
 * to come, so an earlier date is refused (the API refuses it too).
 */
export function registryDraftProblems(draft: RegistryDraft, today: string): RegistryProblems {
  const problems: RegistryProblems = {};
  if (!draft.eventType) problems.eventType = 'required';
  else if (!isRegistryEventType(draft.eventType)) problems.eventType = 'invalid';
  if (!draft.eventDate) problems.eventDate = 'required';
  else if (!isCalendarDate(draft.eventDate)) problems.eventDate = 'invalid';
  else if (draft.eventDate < today) problems.eventDate = 'past';
  const eventName = nameProblem(draft.eventName, EVENT_NAME_MAX);
  if (eventName) problems.eventName = eventName;
  const co = [draft.coFirstName, draft.coLastName, draft.coEmail];
  if (co.some((value) => value.trim())) {
    const first = nameProblem(draft.coFirstName, REGISTRANT_NAME_MAX);
    const last = nameProblem(draft.coLastName, REGISTRANT_NAME_MAX);
    if (first) problems.coFirstName = first;
    if (last) problems.coLastName = last;
    const email = draft.coEmail.trim();
    if (!email) problems.coEmail = 'required';
    else if (length(email) > EMAIL_MAX) problems.coEmail = 'tooLong';
    else if (!EMAIL.test(email)) problems.coEmail = 'invalid';
  }
  return problems;
}

/** The fields in the form's order: the first with a problem takes the focus. */
export const REGISTRY_FIELDS: readonly RegistryField[] = [
  'eventType',
  'eventDate',
  'eventName',
  'coFirstName',
  'coLastName',
  'coEmail',
];

/**
 * The create call's body from a draft with no problems, and whether the registry accepts gift
 * cards (catalogue spec §3 Registry: accept_gift_cards; the spec gives no default, the form's box
 * starts unchecked, as the API's own default).
 */
export function registryCreateBody(draft: RegistryDraft, acceptGiftCards: boolean) {
  const co = draft.coEmail.trim()
    ? {
        co_owner: {
          first_name: draft.coFirstName.trim(),
          last_name: draft.coLastName.trim(),
          email: draft.coEmail.trim(),
        },
      }
    : {};
  return {
    event: {
      name: draft.eventName.trim(),
      type: draft.eventType as never,
      date: draft.eventDate,
    },
    accept_gift_cards: acceptGiftCards,
    ...co,
  };
}

/** A local date as yyyy-mm-dd (the shopper's today, as a date input shows it). */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
