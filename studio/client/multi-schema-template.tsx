import type { MultiSchemaFieldTemplateProps } from '@rjsf/utils';

/**
 * A value that may take several forms (localized text: one text, or one per language; a page
 * module: one of the registry's components): a named group whose form chooser is labelled, so
 * a screen reader and a test find both by name.
 */
export function MultiSchemaFieldTemplate(props: MultiSchemaFieldTemplateProps) {
  const title = typeof props.schema.title === 'string' ? props.schema.title : 'Value';
  return (
    <div role="group" aria-label={title} className="choice">
      <label className="choice-selector">
        <span className="choice-label">Form of {title.toLowerCase()}</span>
        {props.selector}
      </label>
      {props.optionSchemaField}
    </div>
  );
}
