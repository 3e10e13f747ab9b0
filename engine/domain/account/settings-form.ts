/**
 * The account settings forms' rules (shell spec §2.1 /account/account-settings, §3.2 Profile
 * name, §7 profile and credentials calls): what the shopper must fill before a section is sent,
 * and where the API's validation codes show. Lengths and the password rule are the API's own
 * (schemas/api/profile/profile-update and password-change, commerce-api password-rules).
 */

export type SettingsField = 'firstName' | 'lastName' | 'currentPassword' | 'newPassword';

/** What is wrong with a field: an i18n key's last part under accountSettings.problem. */
export type SettingsProblem =
  | 'required'
  | 'tooLong'
  | 'invalid'
  | 'passwordRule'
  | 'currentPasswordWrong'
  | 'passwordUnchanged';

export type SettingsProblems = Partial<Record<SettingsField, SettingsProblem>>;

/** The API's limits (profile-update: a name part 1-40 with a non-space; password 8-200). */
export const NAME_MAX = 40;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/** Only what the shopper left empty: the API checks the rest and its codes show at the field. */
export function missingName(draft: {
  readonly firstName: string;
  readonly lastName: string;
}): SettingsProblems {
  const problems: SettingsProblems = {};
  if (draft.firstName.trim() === '') problems.firstName = 'required';
  if (draft.lastName.trim() === '') problems.lastName = 'required';
  return problems;
}

/** The password rule the API applies, shown at the field and checked before sending. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /[A-Za-z]/.test(password) &&
    /[0-9]/.test(password)
  );
}

export function passwordProblems(draft: {
  readonly currentPassword: string;
  readonly newPassword: string;
}): SettingsProblems {
  const problems: SettingsProblems = {};
  if (draft.currentPassword === '') problems.currentPassword = 'required';
  if (draft.newPassword === '') problems.newPassword = 'required';
  else if (!isStrongPassword(draft.newPassword)) problems.newPassword = 'passwordRule';
  else if (draft.newPassword === draft.currentPassword) problems.newPassword = 'passwordUnchanged';
  return problems;
}

/** The API's field names (dotted body paths) and the form's fields. */
const API_FIELDS: Readonly<Record<string, SettingsField>> = {
  'name.first': 'firstName',
  'name.last': 'lastName',
  currentPassword: 'currentPassword',
  newPassword: 'newPassword',
};

/** The API's codes: ajv keywords for the schema's rules, and the credential routes' own. */
const API_CODES: Readonly<Record<string, SettingsProblem>> = {
  required: 'required',
  minLength: 'required',
  maxLength: 'tooLong',
  pattern: 'invalid',
  PASSWORD_TOO_WEAK: 'passwordRule',
  CURRENT_PASSWORD_WRONG: 'currentPasswordWrong',
  PASSWORD_UNCHANGED: 'passwordUnchanged',
};

/**
 * The name as PATCH /me replace ops (shell spec §7), first then last: the API names a refused
 * op's value by its index ("0.value"), so the form's fields are known by that order.
 */
export const NAME_PATCH_FIELDS: Readonly<Record<string, SettingsField>> = {
  '0.value': 'firstName',
  '1.value': 'lastName',
};

/**
 * The API's field errors at the form's fields (by body path, or by `fields` for a request whose
 * paths are positions); `unplaced` counts those no field of the form shows (the page then says
 * so in general words). The first error of a field wins.
 */
export function settingsProblemsOfApiErrors(
  errors: readonly { readonly field: string; readonly code: string }[],
  fields: Readonly<Record<string, SettingsField>> = API_FIELDS,
): { problems: SettingsProblems; unplaced: number } {
  const problems: SettingsProblems = {};
  let unplaced = 0;
  for (const error of errors) {
    const field = Object.hasOwn(fields, error.field) ? fields[error.field] : undefined;
    if (!field) {
      unplaced += 1;
      continue;
    }
    if (problems[field] !== undefined) continue;
    problems[field] = Object.hasOwn(API_CODES, error.code) ? API_CODES[error.code]! : 'invalid';
  }
  return { problems, unplaced };
}

/** What went wrong in a section proven by a one-time code (email address, phone number). */
export type CodeStepProblem =
  'required' | 'email' | 'phone' | 'codeWrong' | 'inUse' | 'tooMany' | 'generic';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The new email address or phone number before a code is asked for (verification schema). */
export function targetProblem(kind: 'email' | 'phone', value: string): CodeStepProblem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if (kind === 'email') return trimmed.length <= 254 && EMAIL.test(trimmed) ? undefined : 'email';
  // Phone numbers are stripped to digits (shell spec §5); the API takes 7 to 15 of them.
  return /^[0-9]{7,15}$/.test(trimmed.replace(/\D/g, '')) ? undefined : 'phone';
}

/**
 * The API's answer to a code request or a credential change, as words for the shopper: a wrong,
 * expired or used code; the address or number taken by another account; too many tries.
 */
export function codeStepProblemOf(error: {
  readonly status?: number;
  readonly code?: string;
  readonly fieldErrors?: readonly { readonly field: string; readonly code: string }[];
}): CodeStepProblem {
  const codes = new Set([error.code, ...(error.fieldErrors ?? []).map((entry) => entry.code)]);
  if (error.status === 429 || codes.has('TOO_MANY_ATTEMPTS') || codes.has('OTP_LOCKED'))
    return 'tooMany';
  if (codes.has('OTP_INVALID') || codes.has('OTP_EXPIRED')) return 'codeWrong';
  if (codes.has('EMAIL_IN_USE') || codes.has('PHONE_NUMBER_IN_USE')) return 'inUse';
  const fields = new Set((error.fieldErrors ?? []).map((entry) => entry.field));
  if (fields.has('emailAddress') || fields.has('username')) return 'email';
  if (fields.has('phoneNumber')) return 'phone';
  return 'generic';
}
