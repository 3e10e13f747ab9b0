import { canExpand } from '@rjsf/utils';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

const LOCALE = /^[a-z]{2}-[A-Z]{2}$/;

/**
 * Objects as titled groups; localized text (keys that are locales) side by side, one column per
 * language, so a merchandiser sees every translation of a headline at once.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const shown = props.properties.filter((property) => !property.hidden);
  const localized = shown.length > 1 && shown.every((property) => LOCALE.test(property.name));
  return (
    <fieldset id={props.fieldPathId.$id} className={localized ? 'group localized' : 'group'}>
      {props.title ? <legend>{props.title}</legend> : null}
      {props.description ? <p className="field-help">{props.description}</p> : null}
      <div className={localized ? 'localized-grid' : 'group-fields'}>
        {shown.map((property) => (
          <div key={property.name} className="group-field">
            {property.content}
          </div>
        ))}
      </div>
      {canExpand(props.schema, props.uiSchema, props.formData) ? (
        <button
          type="button"
          className="button secondary small"
          onClick={props.onAddProperty}
          disabled={props.disabled || props.readonly}
        >
          Add an entry{props.title ? ` to ${props.title}` : ''}
        </button>
      ) : null}
    </fieldset>
  );
}
