/** A component as brand config names it: a registered name, or a name with props. */
export type ComponentRef =
  string | { readonly component: string; readonly props?: Readonly<Record<string, unknown>> };

export interface NamedProps {
  readonly name: string;
  readonly props: Readonly<Record<string, unknown>>;
}

const NO_PROPS: Readonly<Record<string, unknown>> = Object.freeze({});

export function namedProps(ref: ComponentRef): NamedProps {
  return typeof ref === 'string'
    ? { name: ref, props: NO_PROPS }
    : { name: ref.component, props: ref.props ?? NO_PROPS };
}
