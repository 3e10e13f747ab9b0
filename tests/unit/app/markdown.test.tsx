// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from '../../../engine/components/common/markdown.tsx';
import { markdownText } from '../../../engine/config/markdown.ts';
import { AppEnvProvider } from '../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../engine/routing/app-env.ts';

/** CMS text rendered from its resolved tree (issue 9: no Markdown parser in the browser). */
const env = {
  brand: { settings: { routing: { trailingSlash: false } } },
  site: { id: 'ac-fr', defaultLocale: 'fr-FR' },
  locale: 'fr-FR',
} as unknown as AppEnv;

function show(markdown: string | Record<string, string>) {
  return render(
    <MemoryRouter>
      <AppEnvProvider env={env}>
        <Markdown text={markdownText(markdown)} className="sf-rich-text" />
      </AppEnvProvider>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('Markdown (issue 9, DESIGN §8)', () => {
  it('renders the elements of the text, site links through the router and others as plain links', () => {
    const { container } = show(
      '**Gras** et *doux*\n\n- un\n- deux\n\n[Retours](/help/returns) [Site](https://example.com)',
    );
    expect(container.querySelector('.sf-rich-text strong')?.textContent).toBe('Gras');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/help/returns', 'https://example.com']);
  });

  it("shows the site locale's text from a text per locale", () => {
    const { container } = show({ 'en-US': 'Hello', 'fr-FR': 'Bonjour' });
    expect(container.textContent).toBe('Bonjour');
  });

  it('never renders markup from the text, nor an unsafe link', () => {
    const { container } = show('<img src=x onerror=alert(1)> [x](javascript:alert(1))');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('x');
  });
});
