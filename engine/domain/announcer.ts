/**
 * The screen-reader announcer's rules (shell spec §4, §9): two live lists, polite and assertive;
 * a polite message replaces the polite list; an assertive message joins the assertive list and
 * also clears the polite one; every message is cleared after limits.timings.announcerMs (4 s).
 */
export type Politeness = 'polite' | 'assertive';

export interface Announcement {
  readonly id: number;
  readonly text: string;
}

export interface AnnouncerState {
  readonly polite: readonly Announcement[];
  readonly assertive: readonly Announcement[];
}

export type AnnouncerAction =
  | { readonly type: 'announce'; readonly politeness: Politeness; readonly message: Announcement }
  | { readonly type: 'expire'; readonly id: number };

export const EMPTY_ANNOUNCER: AnnouncerState = { polite: [], assertive: [] };

export function announcerReducer(state: AnnouncerState, action: AnnouncerAction): AnnouncerState {
  if (action.type === 'expire') {
    const keep = (list: readonly Announcement[]) => list.filter((m) => m.id !== action.id);
    return { polite: keep(state.polite), assertive: keep(state.assertive) };
  }
  return action.politeness === 'polite'
    ? { polite: [action.message], assertive: state.assertive }
    : { polite: [], assertive: [...state.assertive, action.message] };
}
