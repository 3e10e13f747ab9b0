import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Profile } from '../../../../schemas/api/generated/types.ts';
import { isApiRequestError } from '../../../api/index.ts';
import {
  addPhoneNumber,
  changePhoneNumber,
  changeUsername,
  requestVerification,
} from '../../../api/calls/profile.ts';
import { useApiMutation } from '../../../api/api-hooks.ts';
import { codeStepProblemOf, targetProblem } from '../../../domain/account/settings-form.ts';
import type { CodeStepProblem } from '../../../domain/account/settings-form.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { TextField } from '../../form/text-field.tsx';
import './settings.css';

type Kind = 'email' | 'phone';

/**
 * A credential proven by a one-time code (shell spec §3.2 "Phone credentials", "Username
 * change"; §7 POST /me/verifications, POST/PUT /me/credentials/phonenumber, PUT
 * /v1/me/credentials/username): the new email address (the sign-in username) or phone number,
 * a code sent to it, then the code. What was typed stays on every error; the code itself is
 * never shown or kept beyond the form.
 */
export function CodeVerifiedForm({
  kind,
  profile,
  onSaved,
}: {
  kind: Kind;
  profile: Profile;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [referenceId, setReferenceId] = useState<string | undefined>();
  const [targetIssue, setTargetIssue] = useState<CodeStepProblem | undefined>();
  const [codeIssue, setCodeIssue] = useState<CodeStepProblem | undefined>();
  const send = useApiMutation(requestVerification);
  const username = useApiMutation(changeUsername);
  const addPhone = useApiMutation(addPhoneNumber);
  const changePhone = useApiMutation(changePhoneNumber);
  const pending =
    send.isPending || username.isPending || addPhone.isPending || changePhone.isPending;
  const current = kind === 'email' ? profile.emailAddress : profile.phone?.number;
  const targetId = `${id}-target`;
  const codeId = `${id}-code`;
  const focus = (fieldId: string) =>
    requestAnimationFrame(() => document.getElementById(fieldId)?.focus());

  async function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = targetProblem(kind, target);
    setTargetIssue(problem);
    if (problem) {
      focus(targetId);
      return;
    }
    try {
      const sent = await send.mutateAsync(
        kind === 'email' ? { emailAddress: target.trim() } : { phoneNumber: target },
      );
      setReferenceId(sent.referenceId);
      setCode('');
      setCodeIssue(undefined);
      focus(codeId);
    } catch (failure) {
      setTargetIssue(codeStepProblemOf(isApiRequestError(failure) ? failure : {}));
      focus(targetId);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || referenceId === undefined) return;
    const otp = code.trim();
    if (otp === '') {
      setCodeIssue('required');
      focus(codeId);
      return;
    }
    try {
      if (kind === 'email') {
        await username.mutateAsync({ username: target.trim(), otp, referenceId });
      } else {
        const write = current ? changePhone : addPhone;
        await write.mutateAsync({ phoneNumber: target, otp, referenceId });
      }
      setTarget('');
      setCode('');
      setReferenceId(undefined);
      onSaved(t(kind === 'email' ? 'accountSettings.email.saved' : 'accountSettings.phone.saved'));
    } catch (failure) {
      const problem = codeStepProblemOf(isApiRequestError(failure) ? failure : {});
      // Taken by another account: the address or number is what to change, not the code.
      if (problem === 'inUse' || problem === 'email' || problem === 'phone') {
        setReferenceId(undefined);
        setTargetIssue(problem);
        focus(targetId);
      } else {
        setCodeIssue(problem);
        focus(codeId);
      }
    }
  }

  const words = (problem: CodeStepProblem | undefined) =>
    problem ? t(`accountSettings.problem.${problem}`) : undefined;
  const title = t(kind === 'email' ? 'accountSettings.email.title' : 'accountSettings.phone.title');
  return (
    <section className="sf-account__card sf-settings__form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="sf-account__muted">
        {kind === 'email'
          ? t('accountSettings.email.current', { email: current ?? '' })
          : current
            ? t('accountSettings.phone.current', { phone: current })
            : t('accountSettings.phone.none')}
      </p>
      {referenceId === undefined ? (
        <form noValidate onSubmit={sendCode} aria-busy={pending} aria-labelledby={`${id}-title`}>
          <TextField
            id={targetId}
            label={t(kind === 'email' ? 'accountSettings.email.new' : 'accountSettings.phone.new')}
            type={kind === 'email' ? 'email' : 'tel'}
            autoComplete={kind === 'email' ? 'email' : 'tel'}
            required
            value={target}
            error={words(targetIssue)}
            onChange={(value) => {
              setTarget(value);
              setTargetIssue(undefined);
            }}
          />
          <p className="sf-account__actions">
            <button type="submit" className="sf-button" disabled={pending}>
              {t('accountSettings.code.send')}
            </button>
          </p>
        </form>
      ) : (
        <form noValidate onSubmit={confirm} aria-busy={pending} aria-labelledby={`${id}-title`}>
          <p role="status">{t('accountSettings.code.sent', { target: target.trim() })}</p>
          <TextField
            id={codeId}
            label={t('accountSettings.code.label')}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            error={words(codeIssue)}
            onChange={(value) => {
              setCode(value);
              setCodeIssue(undefined);
            }}
          />
          <p className="sf-account__actions">
            <button type="submit" className="sf-button" disabled={pending}>
              {t('accountSettings.code.confirm')}
            </button>
            <button
              type="button"
              className="sf-account__button-secondary"
              onClick={() => {
                setReferenceId(undefined);
                setCodeIssue(undefined);
                focus(targetId);
              }}
            >
              {t('accountSettings.code.restart')}
            </button>
          </p>
        </form>
      )}
    </section>
  );
}
