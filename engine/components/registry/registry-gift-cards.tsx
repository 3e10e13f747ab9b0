import { useId, useState } from 'react';
import type { Registry } from '../../../schemas/api/generated/types.ts';
import { isApiRequestError } from '../../api/index.ts';
import { updateRegistry } from '../../api/calls/registry.ts';
import { useApiMutation } from '../../api/api-hooks.ts';
import { isVersionConflict } from '../../domain/registry/registry-change.ts';
import { useTranslation } from '../../i18n/react.tsx';
import type { RegistryNotice } from './use-registry-notice.ts';

/**
 * Whether the registry accepts gift cards, changed by an owner in the owner's area (catalogue spec
 * §3 Registry: accept_gift_cards; PATCH /registry/v1/{siteId}/{registryId} under the version
 * check). A stale version (§4) reloads the registry and says what it holds now, so the owner
 * decides again knowing what changed.
 */
export function RegistryGiftCards({
  registry,
  reload,
  onNotice,
}: {
  registry: Registry;
  reload: () => Promise<Registry | undefined>;
  onNotice: (notice: RegistryNotice) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const update = useApiMutation(updateRegistry);
  const [wanted, setWanted] = useState<boolean | undefined>();
  const checked = wanted ?? registry.accept_gift_cards;

  const change = async (accept: boolean) => {
    if (update.isPending) return;
    setWanted(accept);
    try {
      await update.mutateAsync({
        registryId: registry.id,
        version: registry.version,
        accept_gift_cards: accept,
      });
      await reload();
      onNotice({
        kind: 'success',
        text: t(accept ? 'registry.giftCards.on' : 'registry.giftCards.off'),
      });
    } catch (failure) {
      if (isApiRequestError(failure) && isVersionConflict(failure)) {
        const fresh = await reload();
        const now = fresh?.accept_gift_cards ?? registry.accept_gift_cards;
        onNotice({
          kind: 'problem',
          text: fresh
            ? t(now ? 'registry.giftCards.conflict.on' : 'registry.giftCards.conflict.off')
            : t('registry.conflict.tryAgain'),
        });
      } else {
        onNotice({ kind: 'problem', text: t('registry.giftCards.failed') });
      }
    } finally {
      setWanted(undefined);
    }
  };

  return (
    <section
      className="sf-registry-gift-cards sf-registry-gift-cards-owner"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{t('registry.giftCards.title')}</h3>
      <label className="sf-registry-check">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={`${id}-hint`}
          aria-busy={update.isPending || undefined}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>{t('registry.form.acceptGiftCards')}</span>
      </label>
      <p id={`${id}-hint`} className="sf-account__muted">
        {t('registry.form.acceptGiftCardsHint')}
      </p>
    </section>
  );
}
