import { describe, expect, it } from 'vitest';
import {
  EMPLOYEE_CONTINENTS,
  employeeLinkOf,
  employeeProblemsOfApiError,
  missingEmployeeFields,
} from '../../../../engine/domain/account/employee-link.ts';

// shell spec §3.2 "Employee link: continent, employeeId, storeLocation"; §7 POST /me/employee
describe('missingEmployeeFields (shell spec §3.2, §7)', () => {
  const good = { continent: 'EUROPE', employeeId: '12345', storeLocation: 'London' };
  it.each([
    [good, {}],
    [{ ...good, continent: '' }, { continent: 'continent' }],
    [{ ...good, continent: 'ATLANTIS' }, { continent: 'continent' }],
    [{ ...good, employeeId: ' ' }, { employeeId: 'required' }],
    [{ ...good, storeLocation: '' }, { storeLocation: 'required' }],
    // The id's digits and the store's length are the API's to check: its codes show at the field.
    [{ ...good, employeeId: 'E12' }, {}],
  ])('%o -> %o', (draft, expected) => {
    expect(missingEmployeeFields(draft)).toEqual(expected);
  });

  it('offers exactly the continents the API takes (schemas/api/profile/employee)', () => {
    expect(EMPLOYEE_CONTINENTS).toEqual(['NORTH_AMERICA', 'EUROPE', 'ASIA', 'OCEANIA']);
  });
});

describe('employeeLinkOf (shell spec §7 POST /me/employee)', () => {
  it('sends the fields trimmed', () => {
    expect(
      employeeLinkOf({ continent: 'ASIA', employeeId: ' 0042 ', storeLocation: '  Tokyo  ' }),
    ).toEqual({ continent: 'ASIA', employeeId: '0042', storeLocation: 'Tokyo' });
  });
});

// commerce-api/profile/employee-routes.ts: 409 EMPLOYEE_ID_IN_USE; ajv keywords of the schema
describe('employeeProblemsOfApiError (the API refusals at their fields)', () => {
  it.each([
    [{ code: 'EMPLOYEE_ID_IN_USE' }, { employeeId: 'inUse' }, 0],
    [
      { code: 'VALIDATION_ERROR', fieldErrors: [{ field: 'employeeId', code: 'pattern' }] },
      { employeeId: 'employeeId' },
      0,
    ],
    [
      { code: 'VALIDATION_ERROR', fieldErrors: [{ field: 'continent', code: 'enum' }] },
      { continent: 'continent' },
      0,
    ],
    [
      {
        code: 'VALIDATION_ERROR',
        fieldErrors: [
          { field: 'storeLocation', code: 'maxLength' },
          { field: 'storeLocation', code: 'pattern' },
        ],
      },
      { storeLocation: 'tooLong' },
      0,
    ],
    [
      { code: 'VALIDATION_ERROR', fieldErrors: [{ field: 'storeLocation', code: 'minLength' }] },
      { storeLocation: 'required' },
      0,
    ],
    [
      { code: 'VALIDATION_ERROR', fieldErrors: [{ field: 'employeeId', code: 'newRule' }] },
      { employeeId: 'invalid' },
      0,
    ],
    [
      {
        code: 'VALIDATION_ERROR',
        fieldErrors: [{ field: 'nickname', code: 'additionalProperties' }],
      },
      {},
      1,
    ],
    [{ code: 'INTERNAL' }, {}, 1],
  ])('%o', (error, problems, unplaced) => {
    expect(employeeProblemsOfApiError(error)).toEqual({ problems, unplaced });
  });
});
