import { FLAG_RULES } from '../config/generated/flag-rules.ts';
import type { ResolvedSite } from '../config/types.ts';
import { parseFlagList, resolveFlags } from '../domain/feature-flags.ts';
import type { FlagRule, FlagValue } from '../domain/feature-flags.ts';

/** The cookie carrying flag overrides (`name=value,name2=value2`). */
export const FLAG_COOKIE = 'sf_flags';

/** Flags in force for one request: config < environment < cookie < query (shell spec §9). */
export function requestFlags(
  site: ResolvedSite,
  sources: { environment?: string; cookie?: string; search: URLSearchParams },
): Record<string, FlagValue | undefined> {
  const { flags, warnings } = resolveFlags(
    FLAG_RULES as unknown as Readonly<Record<string, FlagRule>>,
    site.flags as unknown as Readonly<Record<string, FlagValue | undefined>>,
    {
      environment: parseFlagList(sources.environment),
      cookie: parseFlagList(sources.cookie),
      query: Object.fromEntries(sources.search),
    },
  );
  for (const warning of warnings) console.warn(warning);
  return flags;
}
