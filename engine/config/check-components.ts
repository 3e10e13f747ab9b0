import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentCatalog, ComponentKind } from './component-catalog.ts';
import { didYouMean } from './did-you-mean.ts';
import type { JsonDocument } from './json-document.ts';
import { segmentsToPointer } from './json-pointer.ts';
import type { BrandDocuments } from './load-documents.ts';
import type { ProblemList } from './located.ts';
import { schemaProblems } from './schema-problems.ts';
import type { SchemaSet } from './schema-set.ts';

type Path = (string | number)[];

/** A brand module that replaces a registered component: brand-configs/<brand>/components/<file>.tsx. */
export const BRAND_MODULE = /^components\/[a-z0-9][a-z0-9-]*\.tsx$/;

type ComponentRef = string | { readonly component: string; readonly props?: object };

/**
 * The registry's rules for the components a brand names (DESIGN §4: validation reads the
 * registry): every name is registered and of the kind its place needs, its props pass its props
 * schema (and the schema of the variant the brand replaces it with), and every replacement in
 * components.replace is a replaceable name mapped to one of its variants or to a module of the
 * brand's own folder.
 */
export class ComponentChecks {
  private readonly replace: Readonly<Record<string, string>>;

  constructor(
    private readonly documents: BrandDocuments,
    private readonly catalog: ComponentCatalog,
    private readonly schemas: SchemaSet,
    private readonly problems: ProblemList,
  ) {
    this.replace = documents.brand?.value.components?.replace ?? {};
  }

  /** A name used at `path` (the pointer of the name) where a component of `kind` belongs. */
  name(doc: JsonDocument, path: Path, name: string, kind: ComponentKind, props?: unknown): void {
    const names = Object.keys(this.catalog).filter((key) => this.catalog[key]?.kind === kind);
    const entry = this.catalog[name];
    if (!entry || entry.kind !== kind) {
      this.problems.add(doc, {
        code: 'content.unknown-component',
        pointer: segmentsToPointer(path),
        message: entry
          ? `must be a registered ${kind} component, not a ${entry.kind} component: ${names.join(', ')}`
          : `must be a registered ${kind} component: ${names.join(', ')}`,
        found: JSON.stringify(name),
        suggestion: didYouMean(name, names),
      });
      return;
    }
    if (props === undefined) return;
    const propsPath = [...path.slice(0, -1), 'props'];
    this.props(doc, propsPath, entry.propsSchema, props);
    // A variant the brand puts in this name's place is rendered with these props: they must suit it.
    const variant = this.replace[name];
    const variantEntry = variant ? this.catalog[variant] : undefined;
    if (variantEntry) this.props(doc, propsPath, variantEntry.propsSchema, props, variant);
  }

  /** brand.json `components`: header, footer, product page sections and replacements. */
  brand(): void {
    const brand = this.documents.brand;
    const components = brand?.value.components;
    if (!brand || !components) return;
    const ref = (path: Path, value: ComponentRef | undefined, kind: ComponentKind) => {
      if (value === undefined) return;
      if (typeof value === 'string') this.name(brand.document, path, value, kind);
      else
        this.name(brand.document, [...path, 'component'], value.component, kind, value.props ?? {});
    };
    ref(['components', 'header'], components.header, 'header');
    ref(['components', 'footer'], components.footer, 'footer');
    components.productPage?.forEach((section, index) =>
      ref(['components', 'productPage', index], section, 'product-section'),
    );
    for (const [name, target] of Object.entries(components.replace ?? {})) {
      this.replacement(brand.document, name, target);
    }
  }

  private replacement(doc: JsonDocument, name: string, target: string): void {
    const path = ['components', 'replace', name];
    const entry = this.catalog[name];
    const replaceable = Object.keys(this.catalog).filter((key) => this.catalog[key]?.replaceable);
    if (!entry || !entry.replaceable) {
      this.problems.add(doc, {
        code: 'components.not-replaceable',
        pointer: segmentsToPointer(path),
        message: entry
          ? `${name} is not replaceable by a brand; replaceable components are ${replaceable.join(', ')}`
          : `must name a replaceable registered component: ${replaceable.join(', ')}`,
        found: JSON.stringify(name),
        suggestion: entry ? undefined : didYouMean(name, replaceable),
      });
      return;
    }
    if (BRAND_MODULE.test(target)) {
      if (!existsSync(join(this.documents.folder, target))) {
        this.problems.add(doc, {
          code: 'components.missing-module',
          pointer: segmentsToPointer(path),
          message: `must be a module of the brand folder: ${target} does not exist`,
          found: JSON.stringify(target),
          suggestion: `Create brand-configs/${this.documents.expectedId}/${target} with a default export taking ${name}'s props.`,
        });
      }
      return;
    }
    const variants = Object.keys(this.catalog).filter(
      (key) => this.catalog[key]?.variantOf === name,
    );
    if (!variants.includes(target)) {
      this.problems.add(doc, {
        code: 'components.unknown-variant',
        pointer: segmentsToPointer(path),
        message: variants.length
          ? `must be a variant of ${name} (${variants.join(', ')}) or a module "components/<file>.tsx" of the brand`
          : `${name} has no registered variant: use a module "components/<file>.tsx" of the brand`,
        found: JSON.stringify(target),
        suggestion: didYouMean(target, variants),
      });
    }
  }

  private props(
    doc: JsonDocument,
    path: Path,
    schema: string,
    props: unknown,
    variant?: string,
  ): void {
    const validate = this.schemas.checker(schema);
    if (validate(props)) return;
    const pointer = segmentsToPointer(path);
    for (const draft of schemaProblems(validate.errors ?? [])) {
      this.problems.add(doc, {
        ...draft,
        pointer: pointer + draft.pointer,
        message: variant
          ? `${draft.message} (for ${variant}, which replaces this component in components.replace)`
          : draft.message,
      });
    }
  }
}
