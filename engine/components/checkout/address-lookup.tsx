import { useEffect, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AddressSuggestion } from '../../../schemas/api/generated/types.ts';
import { apiQuery } from '../../api/index.ts';
import { getAddressSuggestions } from '../../api/calls/checkout.ts';
import type { ResolvedAddressLookupProps } from '../../config/generated/resolved.ts';
import {
  ADDRESS_LOOKUP_MIN_CHARS,
  isAddressLookupCountry,
  nextActiveOption,
} from '../../domain/address/address-lookup.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import './address-lookup.css';

export type AddressLookupProps = ResolvedAddressLookupProps & {
  /** The address the shopper chose: the form fills its fields from it. */
  readonly onChoose?: (suggestion: AddressSuggestion) => void;
};

/** Quiet time after the last key before suggestions are asked for. */
const DEBOUNCE_MS = 250;

/**
 * The address lookup slot's reference implementation (issue 12; catalogue spec §5): a combobox
 * (WAI-ARIA 1.2, list autocomplete) over the API's address suggestions for the form's country,
 * asked for once typing pauses; arrows move through them (aria-activedescendant), Enter chooses,
 * Escape closes. A brand replaces the slot with its provider's lookup. Its own chunk, loaded
 * after hydration on the address step where the site offers lookup.
 */
export default function AddressLookup({ country, onChoose }: AddressLookupProps) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const enabled = isAddressLookupCountry(country) && asked.length >= ADDRESS_LOOKUP_MIN_CHARS;
  const { data } = useQuery({
    ...apiQuery(api, getAddressSuggestions, {
      country: isAddressLookupCountry(country) ? country : 'US',
      q: asked,
    }),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const suggestions = enabled ? (data?.suggestions ?? []) : [];
  const expanded = open && suggestions.length > 0;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => setActive(-1), [data]);

  function choose(suggestion: AddressSuggestion) {
    onChoose?.(suggestion);
    setTyped(suggestion.label);
    setAsked('');
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive(nextActiveOption(active, event.key === 'ArrowDown' ? 1 : -1, suggestions.length));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Choosing, not sending the form.
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) choose(chosen);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="sf-address-lookup">
      <label htmlFor={`${id}-input`}>{t('checkoutMore.lookup.label')}</label>
      <p id={`${id}-hint`} className="sf-address-lookup__hint">
        {t('checkoutMore.lookup.hint')}
      </p>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-describedby={`${id}-hint`}
        {...(expanded && active >= 0 ? { 'aria-activedescendant': optionId(active) } : {})}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('checkoutMore.lookup.listLabel')}
        className="sf-address-lookup__list"
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="sf-address-lookup__option"
            // Keep the focus in the input: the choice is made on click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            {suggestion.label}
          </li>
        ))}
      </ul>
      <p className="sf-visually-hidden" role="status">
        {open && enabled && data
          ? suggestions.length > 0
            ? t('checkoutMore.lookup.count', { count: suggestions.length })
            : t('checkoutMore.lookup.none')
          : ''}
      </p>
    </div>
  );
}
