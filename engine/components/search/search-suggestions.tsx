import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useNavigate } from 'react-router';
import { apiQuery } from '../../api/index.ts';
import { getSearchSuggestions } from '../../api/calls/search.ts';
import { normaliseSearch } from '../../domain/search/search-query.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useSitePath } from '../common/site-link.tsx';

/** The pause after a key before suggestions are asked for: one call per pause, not per key. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** Fewer characters than this ask nothing (one letter matches half the catalogue). */
const MIN_CHARACTERS = 2;
export const LISTBOX_ID = 'sf-search-listbox';
const optionId = (index: number) => `sf-search-option-${index}`;

interface Option {
  readonly label: string;
  /** A site path; the first option ("Search for ...") goes to the results. */
  readonly to: string;
  readonly kind: 'search' | 'category' | 'product';
}

/**
 * The header search box's suggestions, a combobox (WAI-ARIA 1.2 combobox with a listbox popup):
 * the input (rendered by the shell's SearchForm, a plain GET form before this loads) gets
 * aria-expanded and aria-activedescendant; arrows move through the options, Enter follows the
 * active one (or searches), Escape closes the list. This is a chunk of its own, loaded on the
 * box's first focus, so no page's first-load JavaScript carries it (issue 11).
 */
export default function SearchSuggestions({
  input,
}: {
  input: RefObject<HTMLInputElement | null>;
}) {
  const env = useAppEnv();
  // The strings it shows come with it (the 'search' bundle); until then it renders nothing.
  const [ready, setReady] = useState(!env.loadStrings);
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sitePath = useSitePath();
  const [options, setOptions] = useState<readonly Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const state = useRef({ options, open, active });
  state.current = { options, open, active };

  useEffect(() => {
    void env.loadStrings?.(['search']).then(() => setReady(true));
  }, [env]);

  useEffect(() => {
    const box = input.current;
    const owner = box?.form;
    if (!box || !owner || !ready) return undefined;
    // The box is a plain search field until this loads: now a combobox (WAI-ARIA 1.2).
    box.setAttribute('role', 'combobox');
    box.setAttribute('aria-autocomplete', 'list');
    box.setAttribute('aria-controls', LISTBOX_ID);
    box.setAttribute('aria-expanded', 'false');
    box.setAttribute('autocomplete', 'off');
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = '';
    const searchPath = (text: string) => `/search?${new URLSearchParams({ q: text }).toString()}`;
    const go = (to: string) => {
      setOpen(false);
      setActive(-1);
      void navigate(sitePath(to));
    };
    const suggest = async () => {
      const query = normaliseSearch(box.value);
      asked = query.text;
      if (query.text.length < MIN_CHARACTERS || query.words.length === 0) {
        setOptions([]);
        setOpen(false);
        return;
      }
      const answer = await queryClient
        .fetchQuery(apiQuery(env.api, getSearchSuggestions, { q: query.text }))
        .catch(() => undefined);
      // A slower answer to an earlier query never replaces the current one.
      if (!answer || asked !== query.text) return;
      setOptions([
        {
          kind: 'search',
          label: t('search.searchFor', { query: query.text }),
          to: searchPath(query.text),
        },
        ...answer.categories.map((c) => ({
          kind: 'category' as const,
          label: c.displayName,
          to: c.path,
        })),
        ...answer.products.map((p) => ({
          kind: 'product' as const,
          label: p.displayName,
          to: p.path,
        })),
      ]);
      setActive(-1);
      setOpen(true);
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void suggest(), SUGGEST_DEBOUNCE_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const current = state.current;
      const count = current.options.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (count === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setOpen(true);
        // Positions -1 (the box itself) to count - 1, wrapping at both ends.
        const next = current.open ? current.active + 1 + step + count + 1 : step > 0 ? 1 : count;
        setActive((next % (count + 1)) - 1);
      } else if (event.key === 'Escape' && current.open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (event.key === 'Enter' && current.open && current.active >= 0) {
        event.preventDefault();
        go(current.options[current.active]!.to);
      }
    };
    const onSubmit = (event: SubmitEvent) => {
      // The same search as the plain form's, without reloading the page.
      event.preventDefault();
      const query = normaliseSearch(box.value);
      go(searchPath(query.text));
    };
    const onBlur = () => setOpen(false);
    box.addEventListener('input', onInput);
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('blur', onBlur);
    owner.addEventListener('submit', onSubmit);
    if (box.value) onInput();
    return () => {
      clearTimeout(timer);
      box.removeEventListener('input', onInput);
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('blur', onBlur);
      owner.removeEventListener('submit', onSubmit);
    };
  }, [input, ready, env.api, queryClient, navigate, sitePath, t]);

  // The input is the shell's: its combobox state is set here, where it is known.
  const expanded = open && options.length > 0;
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0) box.setAttribute('aria-activedescendant', optionId(active));
    else box.removeAttribute('aria-activedescendant');
  }, [input, expanded, active]);

  if (!ready) return null;
  return (
    <>
      <ul
        id={LISTBOX_ID}
        role="listbox"
        aria-label={t('search.suggestions')}
        className="sf-search__listbox"
        hidden={!expanded}
      >
        {options.map((option, index) => (
          <li
            key={`${option.kind}-${option.to}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`sf-search__option sf-search__option--${option.kind}`}
            // Keeps the focus in the box, so the click lands before the list closes on blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setOpen(false);
              void navigate(sitePath(option.to));
            }}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <p className="sf-visually-hidden" role="status">
        {expanded ? t('search.suggestionCount', { count: options.length - 1 }) : ''}
      </p>
    </>
  );
}
