// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ChatLauncher from '../../../../engine/components/common/chat-launcher.tsx';
import {
  MODAL_CLOSED_EVENT,
  MODAL_RESULT_EVENT,
} from '../../../../engine/components/modals/external-modals.ts';
import { CHAT_OPEN_EVENT } from '../../../../engine/components/shell/services/chat-slot.tsx';
import { createI18n } from '../../../../engine/i18n/index.ts';
import { I18nProvider } from '../../../../engine/i18n/react.tsx';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import { screen } from '../../../support/screen.ts';

/**
 * Shell spec §2.4 (chat is a modal of the stack, "either a component or an external event") and
 * the "third-party services are registry slots with a harmless default": the default
 * ChatLauncher loads no vendor and shows nothing until the stack announces the chat modal for its
 * audience; it then shows a small panel and reports back (outcome) when closed, which pops it.
 */
const i18n = await createI18n('en-US');

function mount(audience: 'shopper' | 'stylist' = 'shopper') {
  const env = { locale: 'en-US', side: 'client' } as unknown as AppEnv;
  return render(
    <AppEnvProvider env={env}>
      <I18nProvider i18n={i18n}>
        <ChatLauncher vendor="standard" audience={audience} />
      </I18nProvider>
    </AppEnvProvider>,
  );
}

const announce = (audience: string) =>
  act(() => {
    window.dispatchEvent(
      new CustomEvent(CHAT_OPEN_EVENT, { detail: { modalId: 'chat', props: { audience } } }),
    );
  });

function results(): unknown[] {
  const seen: unknown[] = [];
  window.addEventListener(MODAL_RESULT_EVENT, (event) => seen.push((event as CustomEvent).detail));
  return seen;
}

afterEach(cleanup);

describe('the default chat launcher (shell spec §2.4)', () => {
  it('shows nothing and loads nothing until the chat modal is announced', () => {
    const { container } = mount();
    expect(container.innerHTML).toBe('');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('answers the chat event of its audience with a dialog, and reports closing', () => {
    const seen = results();
    mount();
    announce('stylist');
    expect(screen.queryByRole('dialog')).toBeNull();
    announce('shopper');
    const dialog = screen.getByRole('dialog', { name: 'Chat With Us' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close chat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(seen).toEqual([{ modalId: 'chat', outcome: { closed: true } }]);
    // The stack pops it and says so: the panel goes.
    act(() => {
      window.dispatchEvent(new CustomEvent(MODAL_CLOSED_EVENT, { detail: { modalId: 'chat' } }));
    });
    expect(dialog.isConnected).toBe(false);
  });

  it('offers Contact Us instead, reporting that outcome', () => {
    const seen = results();
    mount();
    announce('shopper');
    const link = screen.getByRole('link', { name: 'Contact Us' });
    expect(link.getAttribute('href')).toBe('#contact-us');
    fireEvent.click(link);
    expect(seen).toContainEqual({ modalId: 'chat', outcome: { contactUs: true } });
  });
});
