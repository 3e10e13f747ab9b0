import { useTranslation } from '../../i18n/react.tsx';
import { SiteLink } from '../common/site-link.tsx';

export interface StepLink {
  readonly key: string;
  readonly label: string;
  readonly path: string;
  /** A step the shopper may go back to (done, or the current one). */
  readonly reachable: boolean;
}

/**
 * The checkout's steps in the spec's order (catalogue spec §2): the current one marked for
 * assistive technology, the ones already done linked so the shopper can go back to them.
 */
export function StepNav({ steps, current }: { steps: readonly StepLink[]; current: number }) {
  const { t } = useTranslation();
  return (
    <nav className="sf-checkout__steps" aria-label={t('checkout.stepsLabel')}>
      <p className="sf-checkout__progress">
        {t('checkout.stepProgress', { current: current + 1, total: steps.length })}
      </p>
      <ol>
        {steps.map((step, index) => (
          <li key={step.key} className={index === current ? 'sf-checkout__step--current' : ''}>
            {index === current ? (
              <span aria-current="step">{step.label}</span>
            ) : step.reachable && index < current ? (
              <SiteLink to={step.path}>{step.label}</SiteLink>
            ) : (
              <span>{step.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
