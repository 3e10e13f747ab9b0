import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { MultiSchemaFieldTemplate } from './multi-schema-template.tsx';
import { ObjectFieldTemplate } from './object-field-template.tsx';
import { ID_SEPARATOR, problemsToErrorTree, ROOT_ID } from './problem-errors.ts';
import type { StudioProblem } from './problem-errors.ts';
import { createSchemaValidator } from './schema-validator.ts';

// Used by the form for what the schema decides (which of anyOf matches a value); the checks
// that count are the server's, the very ones of `storefront validate`.
const validator = createSchemaValidator();

const UI_SCHEMA: UiSchema = {
  $schema: { 'ui:widget': 'hidden' },
  'ui:submitButtonOptions': { norender: true },
};

export interface DocumentFormProps {
  readonly schema: Record<string, unknown>;
  readonly value: unknown;
  readonly problems: readonly StudioProblem[];
  readonly onChange: (value: unknown) => void;
}

/** One document as a form generated from its JSON Schema, each problem shown at its field. */
export function DocumentForm({ schema, value, problems, onChange }: DocumentFormProps) {
  return (
    <Form
      schema={schema as RJSFSchema}
      uiSchema={UI_SCHEMA}
      formData={value}
      validator={validator}
      noHtml5Validate
      showErrorList={false}
      idPrefix={ROOT_ID}
      idSeparator={ID_SEPARATOR}
      extraErrors={problemsToErrorTree(problems) as ErrorSchema}
      templates={{ ObjectFieldTemplate, MultiSchemaFieldTemplate }}
      experimental_defaultFormStateBehavior={{
        emptyObjectFields: 'skipDefaults',
        arrayMinItems: { populate: 'never' },
        constAsDefaults: 'never',
        mergeDefaultsIntoFormData: 'useFormDataIfPresent',
      }}
      onChange={(event: IChangeEvent) => onChange(event.formData)}
      onSubmit={() => undefined}
    />
  );
}
