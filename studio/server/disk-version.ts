import { createHash } from 'node:crypto';

/** What a document's text was when the studio opened it: a save checks the disk still holds it. */
export function versionOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export type ConflictCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly diskText: string; readonly diskVersion: string };

/**
 * A save goes ahead only when the file on disk is the version the editor started from; otherwise
 * the merchandiser sees both versions and decides (issue 16: "refuses when the file changed").
 */
export function checkConflict(openedVersion: string, diskText: string): ConflictCheck {
  const diskVersion = versionOf(diskText);
  return diskVersion === openedVersion ? { ok: true } : { ok: false, diskText, diskVersion };
}
