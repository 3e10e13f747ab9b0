import type { ContentEntries } from '../../../schemas/api/generated/types.ts';
import { callApi } from '../../api/index.ts';
import type { ApiClient, ApiLogger } from '../../api/index.ts';
import { getContentEntries } from '../../api/calls/content.ts';
import type { ResolvedSite } from '../../config/types.ts';
import type { Translator } from '../../i18n/index.ts';

/** The content type of an engine string's replacement (fields key and value). */
export const LOCALISED_TEXT_TYPE = 'localisedText';

export type LocalisedText = Readonly<Record<string, string>>;

const NONE: LocalisedText = Object.freeze({});

/**
 * The strings of one answer, by the answer (a shared answer is one frozen object for every render
 * of its site and locale while the sub-request cache keeps it): worked out once per answer.
 */
const textOfAnswer = new WeakMap<object, WeakMap<Translator, LocalisedText>>();

/**
 * The content service's localised text for the page's site and locale (shell spec §1 "localised
 * text ... comes from a headless content service"; §9 "localised text lookups limit 1000",
 * limits.content.localisedTextLimit): one shared call, the same for every shopper, so it goes
 * through the process's sub-request cache like the other shared content. Only keys the engine's
 * strings have are kept (a key the content service misspells is ignored), and only plain strings:
 * the translator inserts them as text, React escapes them, nothing is read as HTML. A failed call
 * renders the page with the engine's strings.
 */
export async function localisedText(
  api: ApiClient,
  site: ResolvedSite,
  locale: string,
  strings: Translator,
  logger: ApiLogger,
): Promise<LocalisedText> {
  let answer: ContentEntries;
  try {
    answer = await callApi(api, getContentEntries, {
      contentType: LOCALISED_TEXT_TYPE,
      locale,
      include: 0,
      limit: site.limits.content.localisedTextLimit,
    });
  } catch (error) {
    logger.warn('Localised text not loaded; rendering with the engine strings', {
      siteId: site.id,
      locale,
      error: String(error),
    });
    return NONE;
  }
  let byTranslator = textOfAnswer.get(answer);
  if (!byTranslator) textOfAnswer.set(answer, (byTranslator = new WeakMap()));
  let text = byTranslator.get(strings);
  if (!text) {
    text = textOf(answer, strings);
    byTranslator.set(strings, text);
  }
  return text;
}

/** The answer's entries as key → text, keys the strings lack and values not text left out. */
export function textOf(answer: ContentEntries, strings: Translator): LocalisedText {
  const text: Record<string, string> = {};
  for (const entry of answer.items) {
    if (entry.sys.contentType.sys.id !== LOCALISED_TEXT_TYPE) continue;
    const { key, value } = entry.fields;
    if (typeof key !== 'string' || typeof value !== 'string' || value === '') continue;
    if (!strings.has(key)) continue;
    text[key] = value;
  }
  return Object.keys(text).length === 0 ? NONE : Object.freeze(text);
}
