import { useState } from 'react';
import type { FormEvent } from 'react';
import { isApiRequestError } from '../../api/index.ts';
import {
  cleanWishlistName,
  WISHLIST_NAME_MAX,
  wishlistNameProblem,
} from '../../domain/wishlists/wishlist-name.ts';
import type { WishlistNameProblem } from '../../domain/wishlists/wishlist-name.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { TextField } from '../form/text-field.tsx';

type Problem = WishlistNameProblem | 'failed';

/**
 * A wish list's name, to make a list or rename one: checked before the call (empty, too long,
 * another list's name) and again by the API (409 taken). A problem shows at the field, which takes
 * the focus; what the shopper typed stays. The input is uncontrolled, so what is typed before the
 * page hydrates is kept.
 */
export function WishlistNameForm({
  id,
  label,
  submitLabel,
  initialName = '',
  otherNames,
  onSave,
  onCancel,
}: {
  id: string;
  label: string;
  submitLabel: string;
  initialName?: string;
  otherNames: readonly string[];
  onSave: (name: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<Problem | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const typed = String(new FormData(form).get('name') ?? '');
    const found = wishlistNameProblem(typed, otherNames);
    const focusField = () => document.getElementById(id)?.focus();
    if (found) {
      setProblem(found);
      focusField();
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      await onSave(cleanWishlistName(typed));
      form.reset();
    } catch (error) {
      setProblem(
        isApiRequestError(error) && error.code === 'WISHLIST_NAME_TAKEN' ? 'taken' : 'failed',
      );
      focusField();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="sf-wishlist-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id={id}
        name="name"
        label={label}
        defaultValue={initialName}
        autoComplete="off"
        hint={t('wishlist.nameHint', { max: WISHLIST_NAME_MAX })}
        {...(problem
          ? { error: t(`wishlist.nameProblem.${problem}`, { max: WISHLIST_NAME_MAX }) }
          : {})}
      />
      <p className="sf-account__actions">
        <button type="submit" className="sf-button" aria-disabled={busy || undefined}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="sf-account__button-secondary" onClick={onCancel}>
            {t('account.actions.cancel')}
          </button>
        ) : null}
      </p>
    </form>
  );
}
