import type { ReactNode } from 'react';

export interface Choice {
  readonly value: string;
  readonly label: string;
  /** Shown as such (struck through, "out of stock" read out), still selectable. */
  readonly unavailable?: boolean;
  /** Drawn inside the choice instead of the label (a swatch); the label stays its name. */
  readonly visual?: ReactNode;
}

/**
 * A radio group with a legend: colour, fit or size. Native radios, so arrow keys move the choice
 * and a screen reader says "Size, 6, 3 of 8"; unavailable choices stay in the group, marked, so a
 * shopper can pick one and ask to hear when it is back.
 */
export function ChoiceGroup({
  name,
  legend,
  choices,
  value,
  onChange,
  unavailableText,
  describedBy,
  kind,
}: {
  name: string;
  legend: ReactNode;
  choices: readonly Choice[];
  value: string | undefined;
  onChange: (value: string) => void;
  unavailableText: string;
  describedBy?: string;
  kind: 'swatch' | 'chip';
}) {
  return (
    <fieldset className={`sf-choices sf-choices--${kind}`} aria-describedby={describedBy}>
      <legend className="sf-choices__legend">{legend}</legend>
      <div className="sf-choices__list">
        {choices.map((choice) => {
          const id = `sf-${name}-${choice.value}`.replace(/[^A-Za-z0-9_-]/g, '_');
          return (
            <span key={choice.value} className="sf-choice">
              <input
                type="radio"
                id={id}
                className="sf-choice__input"
                name={name}
                value={choice.value}
                checked={choice.value === value}
                onChange={() => onChange(choice.value)}
              />
              <label
                htmlFor={id}
                className={`sf-choice__label${choice.unavailable ? ' sf-choice__label--unavailable' : ''}`}
              >
                {choice.visual ?? choice.label}
                {choice.visual ? <span className="sf-visually-hidden">{choice.label}</span> : null}
                {choice.unavailable ? (
                  <span className="sf-visually-hidden">, {unavailableText}</span>
                ) : null}
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
