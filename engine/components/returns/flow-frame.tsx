import type { ReactNode } from 'react';
import type { ReturnDraft } from '../../domain/returns/return-draft.ts';
import type { Flow, FlowStep } from '../../domain/returns/return-steps.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { FlowSteps } from './flow-steps.tsx';
import './returns.css';

/**
 * A returns or claims step's frame, laid out as the checkout's: the flow's heading and its steps,
 * the step's form, and beside it how returns work here (the window, the ways back, restock fees)
 * with what has been chosen so far.
 */
export function FlowFrame({
  flow,
  step,
  draft,
  windowDays,
  aside,
  children,
}: {
  flow: Flow;
  step: FlowStep;
  draft: ReturnDraft;
  windowDays?: number;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const prefix = flow === 'return' ? 'returns' : 'claims';
  return (
    <section className="sf-checkout sf-returns" aria-labelledby="sf-page-title">
      <h1 id="sf-page-title" className="sf-page-title" tabIndex={-1}>
        {t(`${prefix}.title`)}
      </h1>
      <FlowSteps flow={flow} step={step} draft={draft} />
      <div className="sf-checkout__layout">
        <div className="sf-checkout__main">{children}</div>
        <aside className="sf-checkout__summary sf-returns__aside" aria-labelledby="sf-returns-help">
          {aside}
          <h2 id="sf-returns-help">{t(`${prefix}.help.title`)}</h2>
          <ul className="sf-returns__help">
            {windowDays !== undefined ? (
              <li>{t('returns.help.window', { days: windowDays })}</li>
            ) : null}
            <li>{t(`${prefix}.help.methods`)}</li>
            {flow === 'return' ? <li>{t('returns.help.restock')}</li> : null}
          </ul>
        </aside>
      </div>
    </section>
  );
}
