// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../../engine/api/index.ts';
import EmailSignUpModal from '../../../../engine/components/modals/email-sign-up-modal.tsx';
import { createI18n } from '../../../../engine/i18n/index.ts';
import { I18nProvider } from '../../../../engine/i18n/react.tsx';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import { AN_US } from '../../../fixtures/api-client-site.ts';
import { screen } from '../../../support/screen.ts';

/**
 * The email sign-up modal's texts (shell spec §5 "SMS opt-in during email signup", its validation
 * rules and "Phone numbers are stripped to digits"; §3.1 smsMarketing.countries; §7 the marketing
 * subscription): where the site offers SMS, the account form's pieces, an unchecked opt-in box
 * labelled with the consent and a mobile number required once it is ticked, checked by the
 * account's rule; the request is the account's with the modal as its source. Elsewhere, the email
 * alone.
 */
const i18n = await createI18n('en-US');

function mount(smsSite = true) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    site: AN_US,
    fetch: async (input, init) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      sent.push({ path: new URL(String(input)).pathname, body });
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const env = {
    api,
    site: {
      id: 'an-us',
      country: 'US',
      switches: { smsOptInAtEmailSignup: smsSite },
      smsMarketingCountries: ['US'],
      limits: { cookies: { emailSignupDays: 30 } },
    },
    flags: {},
    locale: 'en-US',
    side: 'client',
  } as unknown as AppEnv;
  render(
    <I18nProvider i18n={i18n}>
      <AppEnvProvider env={env}>
        <EmailSignUpModal props={{}} onClose={() => {}} onDone={() => {}} />
      </AppEnvProvider>
    </I18nProvider>,
  );
  return { sent };
}

const CONSENT = 'Yes, text me offers and updates. Msg & data rates may apply.';
const email = () => screen.getByRole('textbox', { name: 'Email address' });
const mobile = () => screen.getByRole('textbox', { name: 'Mobile number for texts' });
const consent = () => screen.getByRole('checkbox', { name: CONSENT });
const signUp = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' })));
const errorOf = (input: HTMLElement) =>
  document.getElementById(`${input.id}-error`)?.textContent ?? undefined;

afterEach(() => {
  cleanup();
  document.cookie = 'sf_email_optin=; max-age=0; path=/';
  vi.restoreAllMocks();
});

describe('texts in the email sign-up modal (shell spec §5 "SMS opt-in during email signup")', () => {
  it('offers an unchecked opt-in labelled with the consent and a number required only once it is ticked', () => {
    mount();
    expect((consent() as HTMLInputElement).checked).toBe(false);
    expect(mobile().hasAttribute('required')).toBe(false);
    fireEvent.click(consent());
    expect((consent() as HTMLInputElement).checked).toBe(true);
    expect(mobile().hasAttribute('required')).toBe(true);
  });

  it('ticked without a number: the number is asked for at its field, nothing is sent', async () => {
    const { sent } = mount();
    fireEvent.change(email(), { target: { value: 'texts@example.com' } });
    fireEvent.click(consent());
    await signUp();
    expect(errorOf(mobile())).toBe('Enter your mobile number to get texts, or uncheck the box.');
    expect(mobile().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(mobile());
    expect(sent).toEqual([]);
  });

  it('a bad number is refused as the account refuses it, with what was typed kept', async () => {
    const { sent } = mount();
    fireEvent.change(email(), { target: { value: 'texts@example.com' } });
    fireEvent.click(consent());
    fireEvent.change(mobile(), { target: { value: '555' } });
    await signUp();
    expect(errorOf(mobile())).toBe('Please enter a valid phone number.');
    expect((mobile() as HTMLInputElement).value).toBe('555');
    expect(sent).toEqual([]);
  });

  it('a number without the box ticked asks for the consent', async () => {
    const { sent } = mount();
    fireEvent.change(email(), { target: { value: 'texts@example.com' } });
    fireEvent.change(mobile(), { target: { value: '(215) 555-0142' } });
    await signUp();
    expect(errorOf(consent())).toBe(
      'To get texts, check the box to agree. For emails only, clear the mobile number.',
    );
    expect(sent).toEqual([]);
  });

  it('ticked with a good number: the subscription with the number, the modal as both sources', async () => {
    const { sent } = mount();
    fireEvent.change(email(), { target: { value: 'texts@example.com' } });
    fireEvent.click(consent());
    fireEvent.change(mobile(), { target: { value: '(215) 555-0142' } });
    await signUp();
    await screen.findByText('You’re on the list! Check your inbox for a welcome email.');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toMatch(/marketing-subscriptions$/);
    expect(sent[0]!.body).toEqual({
      emailAddress: 'texts@example.com',
      gender: 'UNKNOWN',
      source: 'email-signup-modal',
      additionalBrands: [],
      action: 'SUBSCRIBE',
      country: 'US',
      // §5 "Phone numbers are stripped to digits".
      mobilePhoneNumber: '2155550142',
      smsSignUpSourceId: 'email-signup-modal',
      dialingCodeCountryCode: 'US',
    });
  });

  it('unticked and empty: emails only', async () => {
    const { sent } = mount();
    fireEvent.change(email(), { target: { value: 'news@example.com' } });
    await signUp();
    await screen.findByRole('status');
    expect(sent[0]!.body).not.toHaveProperty('mobilePhoneNumber');
  });

  it('a bad email address is refused at its field', async () => {
    const { sent } = mount();
    fireEvent.change(email(), { target: { value: 'not-an-email' } });
    await signUp();
    expect(errorOf(email())).toBe('Please enter a valid email address.');
    expect(sent).toEqual([]);
  });

  it('a site without SMS sign-up: no opt-in and no number', () => {
    mount(false);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Mobile number/ })).toBeNull();
  });
});
