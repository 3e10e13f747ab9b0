/**
 * The account's employee discount (shell spec §3.2 "Employee link: continent, employeeId,
 * storeLocation" and Profile employee{employeeId,name}; §6 "Employee derives from an employee id";
 * §7 POST /me/employee). The form checks only what was left empty; the API checks the rest
 * (schemas/api/profile/employee: an id of 4 to 10 digits, a store of at most 100 characters)
 * and its codes show at their fields, as the other settings sections do.
 */

/** The continents the API takes, in the order the form offers them. */
export const EMPLOYEE_CONTINENTS = ['NORTH_AMERICA', 'EUROPE', 'ASIA', 'OCEANIA'] as const;
export type EmployeeContinent = (typeof EMPLOYEE_CONTINENTS)[number];

export interface EmployeeDraft {
  readonly continent: string;
  readonly employeeId: string;
  readonly storeLocation: string;
}

export type EmployeeField = keyof EmployeeDraft;

/** What is wrong at a field: the last part of an i18n key under accountSettings.employee.problem. */
export type EmployeeProblem =
  'continent' | 'required' | 'employeeId' | 'tooLong' | 'inUse' | 'invalid';

export type EmployeeProblems = Partial<Record<EmployeeField, EmployeeProblem>>;

/** Only what the shopper left empty (a continent not among the API's counts as not chosen). */
export function missingEmployeeFields(draft: EmployeeDraft): EmployeeProblems {
  const problems: EmployeeProblems = {};
  if (!(EMPLOYEE_CONTINENTS as readonly string[]).includes(draft.continent)) {
    problems.continent = 'continent';
  }
  if (draft.employeeId.trim() === '') problems.employeeId = 'required';
  if (draft.storeLocation.trim() === '') problems.storeLocation = 'required';
  return problems;
}

/** The request of a checked draft: the id and store as typed, without surrounding spaces. */
export function employeeLinkOf(draft: EmployeeDraft): {
  continent: EmployeeContinent;
  employeeId: string;
  storeLocation: string;
} {
  return {
    continent: draft.continent as EmployeeContinent,
    employeeId: draft.employeeId.trim(),
    storeLocation: draft.storeLocation.trim(),
  };
}

/** The API's codes at a field: ajv keywords of the employee schema. */
const FIELD_CODES: Readonly<Record<EmployeeField, Readonly<Record<string, EmployeeProblem>>>> = {
  continent: { required: 'continent', enum: 'continent' },
  employeeId: { required: 'required', pattern: 'employeeId', type: 'employeeId' },
  storeLocation: {
    required: 'required',
    minLength: 'required',
    pattern: 'required',
    maxLength: 'tooLong',
  },
};

/**
 * The API's refusal as problems at the form's fields: EMPLOYEE_ID_IN_USE (the id is linked to
 * another account of the brand, a 409 without a field) at the id; schema errors at their field.
 * `unplaced` counts what no field shows (the section then says so in general words).
 */
export function employeeProblemsOfApiError(error: {
  readonly code?: string;
  readonly fieldErrors?: readonly { readonly field: string; readonly code: string }[];
}): { problems: EmployeeProblems; unplaced: number } {
  const problems: EmployeeProblems = {};
  let unplaced = 0;
  if (error.code === 'EMPLOYEE_ID_IN_USE') problems.employeeId = 'inUse';
  for (const entry of error.fieldErrors ?? []) {
    const codes = Object.hasOwn(FIELD_CODES, entry.field)
      ? FIELD_CODES[entry.field as EmployeeField]
      : undefined;
    if (!codes) {
      unplaced += 1;
      continue;
    }
    const field = entry.field as EmployeeField;
    if (problems[field] !== undefined) continue;
    problems[field] = Object.hasOwn(codes, entry.code) ? codes[entry.code]! : 'invalid';
  }
  if (Object.keys(problems).length === 0 && (error.fieldErrors ?? []).length === 0) unplaced += 1;
  return { problems, unplaced };
}
