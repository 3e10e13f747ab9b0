import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_DIR } from '../../schemas/index.ts';
import type { ApiSiteConfig } from '../brands.ts';
import type { FieldError } from '../http/errors.ts';

/** The per-country tax id shapes the engine checks too (schemas/api/rules.schema.json). */
const RULES = { IT: 'taxIdIT', ES: 'taxIdES', PT: 'taxIdPT' } as const;

let patterns: Map<string, RegExp> | undefined;

function patternOf(rule: string): RegExp {
  if (!patterns) {
    const rules = JSON.parse(readFileSync(join(SCHEMAS_DIR, 'api/rules.schema.json'), 'utf8')) as {
      $defs: Record<string, { pattern?: string }>;
    };
    const defs = rules.$defs;
    patterns = new Map(
      Object.entries(defs).flatMap(([name, def]) =>
        def.pattern ? [[name, new RegExp(def.pattern, 'u')] as const] : [],
      ),
    );
  }
  const pattern = patterns.get(rule);
  if (!pattern) throw new Error(`schemas/api/rules.schema.json has no pattern ${rule}`);
  return pattern;
}

/**
 * The recipient's tax id on a shipping address (shell spec §3.1 taxIdShippingCountries): required
 * when the site lists the address's country, in that country's shape (upper case, separators
 * dropped), and dropped for any other country so no order keeps an id nobody asked for.
 */
export function withTaxId<A extends { readonly country: string }>(
  address: A,
  taxId: string | undefined,
  site: ApiSiteConfig,
  prefix = 'address.',
): { address: A & { readonly taxId?: string }; errors: FieldError[] } {
  if (!(site.taxIdShippingCountries ?? []).includes(address.country)) {
    return { address, errors: [] };
  }
  const value = (taxId ?? '').replace(/[\s.\-/]/g, '').toUpperCase();
  const field = `${prefix}taxId`;
  if (value === '') {
    return {
      address,
      errors: [
        {
          field,
          code: 'TAX_ID_REQUIRED',
          message: `A tax id is required for deliveries to ${address.country}.`,
        },
      ],
    };
  }
  const rule = Object.hasOwn(RULES, address.country)
    ? RULES[address.country as keyof typeof RULES]
    : 'taxId';
  if (!patternOf(rule).test(value)) {
    return {
      address,
      errors: [
        {
          field,
          code: 'TAX_ID_INVALID',
          message: `The tax id is not in the shape of a ${address.country} tax id.`,
        },
      ],
    };
  }
  return { address: { ...address, taxId: value }, errors: [] };
}

/** A US business's EIN (schemas/api/forms/trade-application.schema.json $defs.ein). */
export const EIN = /^[0-9]{9}$/u;

/**
 * A business's tax id on a trade programme application (shell spec §5 trade forms): upper case
 * without separators, in its country's shape (an EIN in the US, else rules.schema.json taxId); undefined when it
 * does not fit.
 */
export function businessTaxId(country: string, taxId: string): string | undefined {
  const value = taxId.replace(/[\s.\-/]/g, '').toUpperCase();
  return (country === 'US' ? EIN : patternOf('taxId')).test(value) ? value : undefined;
}
