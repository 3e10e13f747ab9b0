import { describe, expect, it } from 'vitest';
import {
  codeStepProblemOf,
  isStrongPassword,
  missingName,
  NAME_PATCH_FIELDS,
  passwordProblems,
  settingsProblemsOfApiErrors,
  targetProblem,
} from '../../../../engine/domain/account/settings-form.ts';

// shell spec §3.2 Profile name{first,last}; §7 PUT/PATCH /me: a name part is required
describe('missingName (shell spec §3.2, §7)', () => {
  it.each([
    [{ firstName: 'Ada', lastName: 'Lovelace' }, {}],
    [{ firstName: '', lastName: 'Lovelace' }, { firstName: 'required' }],
    [
      { firstName: '  ', lastName: ' ' },
      { firstName: 'required', lastName: 'required' },
    ],
    // Lengths are the API's to check: its code shows at the field.
    [{ firstName: 'A'.repeat(41), lastName: 'B' }, {}],
  ])('%o -> %o', (draft, expected) => {
    expect(missingName(draft)).toEqual(expected);
  });
});

// shell spec §7 PUT /me/credentials/password: the API's rule, 8-200 with a letter and a digit
describe('isStrongPassword (shell spec §7)', () => {
  it.each([
    ['abcdefg1', true],
    ['abcdefgh', false],
    ['12345678', false],
    ['abc123', false],
    [`a1${'x'.repeat(198)}`, true],
    [`a1${'x'.repeat(199)}`, false],
  ])('%s -> %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });
});

describe('passwordProblems (shell spec §7)', () => {
  it.each([
    [{ currentPassword: 'old-pass1', newPassword: 'new-pass1' }, {}],
    [
      { currentPassword: '', newPassword: '' },
      { currentPassword: 'required', newPassword: 'required' },
    ],
    [{ currentPassword: 'x', newPassword: 'short1' }, { newPassword: 'passwordRule' }],
    [
      { currentPassword: 'same-pass1', newPassword: 'same-pass1' },
      { newPassword: 'passwordUnchanged' },
    ],
  ])('%o -> %o', (draft, expected) => {
    expect(passwordProblems(draft)).toEqual(expected);
  });
});

// shell spec §7; DESIGN §6 errors { code, message, status, field_errors }
describe('settingsProblemsOfApiErrors (shell spec §7, DESIGN §6)', () => {
  it.each([
    [[{ field: 'name.first', code: 'maxLength' }], { firstName: 'tooLong' }, 0],
    [[{ field: 'name.last', code: 'pattern' }], { lastName: 'invalid' }, 0],
    [
      [{ field: 'currentPassword', code: 'CURRENT_PASSWORD_WRONG' }],
      { currentPassword: 'currentPasswordWrong' },
      0,
    ],
    [[{ field: 'newPassword', code: 'PASSWORD_TOO_WEAK' }], { newPassword: 'passwordRule' }, 0],
    [
      [{ field: 'newPassword', code: 'PASSWORD_UNCHANGED' }],
      { newPassword: 'passwordUnchanged' },
      0,
    ],
    [[{ field: 'newPassword', code: 'SOMETHING_NEW' }], { newPassword: 'invalid' }, 0],
    [
      [
        { field: 'name.first', code: 'maxLength' },
        { field: 'name.first', code: 'pattern' },
      ],
      { firstName: 'tooLong' },
      0,
    ],
    [[{ field: 'dateOfBirth', code: 'DATE_IN_FUTURE' }], {}, 1],
    [[{ field: '__proto__', code: 'required' }], {}, 1],
  ])('%o -> %o, %i unplaced', (errors, problems, unplaced) => {
    expect(settingsProblemsOfApiErrors(errors)).toEqual({ problems, unplaced });
  });
});

// shell spec §3.2 "Phone credentials: phoneNumber (digits only), otp, referenceId"; §5 phone
// numbers stripped to digits; §7 POST /me/verifications phoneNumber or emailAddress
describe('targetProblem (shell spec §3.2, §5, §7)', () => {
  it.each([
    ['email', '', 'required'],
    ['email', 'ada@example.com', undefined],
    ['email', 'ada@example', 'email'],
    ['email', `${'a'.repeat(250)}@example.com`, 'email'],
    ['phone', '(215) 555-0100', undefined],
    ['phone', '555', 'phone'],
    ['phone', '1234567890123456', 'phone'],
    ['phone', '   ', 'required'],
  ] as const)('%s %s -> %s', (kind, value, expected) => {
    expect(targetProblem(kind, value)).toBe(expected);
  });
});

describe('codeStepProblemOf (shell spec §7, DESIGN §8 rate limits on one-time codes)', () => {
  it.each([
    [
      { status: 400, code: 'OTP_INVALID', fieldErrors: [{ field: 'otp', code: 'OTP_INVALID' }] },
      'codeWrong',
    ],
    [{ status: 400, code: 'OTP_EXPIRED' }, 'codeWrong'],
    [{ status: 429, code: 'OTP_LOCKED' }, 'tooMany'],
    [{ status: 429, code: 'TOO_MANY_ATTEMPTS' }, 'tooMany'],
    [{ status: 409, code: 'EMAIL_IN_USE' }, 'inUse'],
    [{ status: 409, code: 'PHONE_NUMBER_IN_USE' }, 'inUse'],
    [
      {
        status: 400,
        code: 'VALIDATION_ERROR',
        fieldErrors: [{ field: 'emailAddress', code: 'format' }],
      },
      'email',
    ],
    [
      {
        status: 400,
        code: 'VALIDATION_ERROR',
        fieldErrors: [{ field: 'phoneNumber', code: 'pattern' }],
      },
      'phone',
    ],
    [{ status: 500, code: 'INTERNAL' }, 'generic'],
  ])('%o -> %s', (error, expected) => {
    expect(codeStepProblemOf(error)).toBe(expected);
  });
});

// shell spec §7 PATCH /me "replace ops on /name/first, /name/last": a refused op is named by index
describe('settingsProblemsOfApiErrors for the name patch (shell spec §7)', () => {
  it.each([
    [[{ field: '0.value', code: 'maxLength' }], { firstName: 'tooLong' }, 0],
    [[{ field: '1.value', code: 'pattern' }], { lastName: 'invalid' }, 0],
    [[{ field: '2.value', code: 'pattern' }], {}, 1],
    [[{ field: 'name.first', code: 'maxLength' }], {}, 1],
  ])('%o -> %o, %i unplaced', (errors, problems, unplaced) => {
    expect(settingsProblemsOfApiErrors(errors, NAME_PATCH_FIELDS)).toEqual({ problems, unplaced });
  });
});
