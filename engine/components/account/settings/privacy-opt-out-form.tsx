import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../api/index.ts';
import { getPreferences } from '../../../api/calls/preferences.ts';
import type { OptOutLocation } from '../../../domain/account/privacy-opt-out.ts';
// The sync's chunk (loaded by every account page) writes the cookie and patches the profile: one
// place for both, and no chunk of its own for the opt-out rules (its name would be in every
// page's first load).
import { optOutCode, optOutIn } from '../privacy-opt-out-sync.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { SelectField } from '../../checkout/select-field.tsx';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import './settings.css';

/**
 * "Do Not Sell or Share My Personal Information" (shell spec §4 privacy opt-out, §3.1 site config
 * privacyLocations, §7 PATCH /global/privacyOptOutLocations, §9 opt-out cookie): on a site that
 * names privacy locations (the US states with such a law), the shopper picks the state they live
 * in. The choice is written to the opt-out cookie first, for limits.cookies.optOutDays (so it holds
 * on this device even if the account cannot be reached), then added to the profile's global
 * opt-out locations. Nothing on a site without privacy locations.
 */
export function PrivacyOptOutForm({ onSaved }: { onSaved: (message: string) => void }) {
  const { t } = useTranslation();
  const env = useAppEnv();
  const { api, site } = env;
  const id = useId();
  const { data: preferences } = useQuery(apiQuery(api, getPreferences, {}));
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (site.privacyLocations.length === 0) return null;

  const name = (location: OptOutLocation): string => {
    const country = site.countries.find((entry) => entry.countryCode === location.countryCode);
    const region = country?.regions?.find((entry) => entry.regionCode === location.regionCode);
    return region?.description ?? country?.name ?? optOutCode(location);
  };
  const offered = site.privacyLocations.map((location) => ({
    code: optOutCode(location),
    label: name(location),
  }));
  const onRecord = preferences?.global.privacyOptOutLocations ?? [];
  // Only the site's locations are shown (the record may hold another site's).
  const optedOut = offered.filter((location) =>
    onRecord.some((entry) => optOutCode(entry) === location.code),
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setAlert(undefined);
    // Only a location the site offers counts (the select's value is the page's, still checked).
    const chosen = site.privacyLocations.find((location) => optOutCode(location) === choice);
    if (!chosen) {
      setError(t('accountSettings.privacy.choose'));
      document.getElementById(`${id}-region`)?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await optOutIn(env, chosen, onRecord);
      setChoice('');
      onSaved(t('accountSettings.privacy.saved', { region: name(chosen) }));
    } catch (failure) {
      console.warn('[storefront:account] The privacy opt-out could not be saved', failure);
      setAlert(t('accountSettings.privacy.deviceOnly'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="sf-account__card sf-settings__form"
      noValidate
      onSubmit={submit}
      aria-busy={busy}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('accountSettings.privacy.title')}</h2>
      {alert ? (
        <p className="sf-error" role="alert">
          {alert}
        </p>
      ) : null}
      <p>{t('accountSettings.privacy.intro')}</p>
      {optedOut.length > 0 ? (
        <p>
          {t('accountSettings.privacy.optedOut', {
            regions: optedOut.map((location) => location.label).join(', '),
          })}
        </p>
      ) : null}
      <SelectField
        id={`${id}-region`}
        label={t('accountSettings.privacy.region')}
        error={error}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          if (error) setError(undefined);
        }}
      >
        <option value="">{t('accountSettings.privacy.choosePlaceholder')}</option>
        {offered.map((location) => (
          <option key={location.code} value={location.code}>
            {location.label}
          </option>
        ))}
      </SelectField>
      <p className="sf-account__actions">
        <button type="submit" className="sf-button" disabled={busy}>
          {t('accountSettings.privacy.submit')}
        </button>
      </p>
    </form>
  );
}
