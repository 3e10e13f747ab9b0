import { describe, expect, it } from 'vitest';
import { checkConflict, versionOf } from '../../../studio/server/disk-version.ts';

// issue 16: a save refuses a file that changed on disk since it was opened, and shows both.
describe('checkConflict', () => {
  const opened = '{\n  "a": 1\n}\n';
  it.each([
    ['the same text', opened, true],
    ['a changed value', '{\n  "a": 2\n}\n', false],
    ['whitespace only', '{\n  "a": 1\n}', false],
    ['an empty file', '', false],
  ])('%s on disk: ok is %s', (_name, disk, ok) => {
    const result = checkConflict(versionOf(opened), disk);
    expect(result.ok).toBe(ok);
    if (!result.ok) {
      expect(result.diskText).toBe(disk);
      expect(result.diskVersion).toBe(versionOf(disk));
    }
  });
});
