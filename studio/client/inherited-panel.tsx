import { useEffect, useState } from 'react';
import { isJsonObject } from '../shared/same-json.ts';

type Inherited = Record<string, Record<string, { value: unknown; from: 'brand' | 'default' }>>;

const SECTION_TITLES: Record<string, string> = {
  switches: 'Switches',
  flags: 'Feature flags',
  limits: 'Limits',
  payments: 'Payments',
};

function short(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 48 ? text.slice(0, 45) + '...' : text;
}

export interface InheritedPanelProps {
  readonly id: string;
  /** The site document as edited (the draft, or the file). */
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
}

/**
 * A site's switches, flags, limits and payments: each key the site leaves to the brand (or to the
 * schema's default) is shown as inherited, with Override (copy the value into the site) and, for a
 * key the site sets, Reset (drop it, so the inherited value applies again).
 */
export function InheritedPanel({ id, value, onChange }: InheritedPanelProps) {
  const [inherited, setInherited] = useState<Inherited>();
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/studio/api/inherited?id=${encodeURIComponent(id)}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<Inherited>) : undefined))
      .then(setInherited)
      .catch(() => undefined);
    return () => controller.abort();
  }, [id]);
  if (!inherited || !isJsonObject(value)) return null;

  const set = (section: string, key: string, next: unknown) => {
    const own = isJsonObject(value[section]) ? { ...value[section] } : {};
    if (next === undefined) delete own[key];
    else own[key] = structuredClone(next);
    const updated: Record<string, unknown> = { ...value, [section]: own };
    if (Object.keys(own).length === 0) delete updated[section];
    onChange(updated);
  };

  return (
    <section className="inherited" aria-labelledby="inherited-title">
      <h3 id="inherited-title">Inherited from the brand</h3>
      <p className="field-help">
        The site uses the brand&apos;s value (or the schema&apos;s default) for every key it does
        not set. Override copies it into this site; Reset goes back to the inherited value.
      </p>
      {Object.entries(inherited).map(([section, keys]) => {
        const own = isJsonObject(value[section]) ? value[section] : {};
        const names = Object.keys(keys);
        if (names.length === 0) return null;
        const overridden = names.filter((key) => Object.hasOwn(own, key)).length;
        const title = SECTION_TITLES[section] ?? section;
        return (
          <details key={section}>
            <summary>
              {title}: {names.length - overridden} inherited, {overridden} set by this site
            </summary>
            <table>
              <caption className="visually-hidden">{title} of this site</caption>
              <thead>
                <tr>
                  <th scope="col">Key</th>
                  <th scope="col">Value</th>
                  <th scope="col">Comes from</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {names.map((key) => {
                  const entry = keys[key]!;
                  const isOwn = Object.hasOwn(own, key);
                  return (
                    <tr key={key} className={isOwn ? 'own' : 'inherited-row'}>
                      <th scope="row">
                        <code>{key}</code>
                      </th>
                      <td>
                        <code>{short(isOwn ? own[key] : entry.value)}</code>
                      </td>
                      <td>
                        {isOwn ? (
                          <span className="tag draft">this site</span>
                        ) : (
                          <span className="tag inherit">
                            {entry.from === 'brand' ? 'brand.json' : 'schema default'}
                          </span>
                        )}
                      </td>
                      <td>
                        {isOwn ? (
                          <button
                            type="button"
                            className="button secondary small"
                            aria-label={`Reset ${section} ${key} to the inherited value`}
                            onClick={() => set(section, key, undefined)}
                          >
                            Reset
                          </button>
                        ) : (
                          <button
                            type="button"
                            className="button secondary small"
                            aria-label={`Override ${section} ${key} in this site`}
                            onClick={() => set(section, key, entry.value)}
                          >
                            Override
                          </button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </details>
        );
      })}
    </section>
  );
}
