import { FileTypeParser } from 'file-type';
import type { Detector } from 'file-type';

/**
 * Review media types (catalogue spec §5 review media): what each accepted file extension must
 * contain, recognised by file-type from its first bytes, so a file is never trusted for its name
 * or its declared type alone (DESIGN §8: uploads checked by type, size and content).
 */

export type MediaKind = 'image' | 'video';

interface ExtensionRule {
  readonly kind: MediaKind;
  /** file-type's names for the content this extension may hold. */
  readonly contents: readonly string[];
  /** What the file is served as: from its checked content, never from what the client said. */
  readonly contentType: string;
}

/** ISO base media (an "ftyp" box): phones write .mov, .mp4 and .3gp alike. */
const ISO_VIDEO = ['mp4', 'm4v', 'mov', '3gp', '3g2'];

const RULES: Readonly<Record<string, ExtensionRule>> = {
  png: { kind: 'image', contents: ['png', 'apng'], contentType: 'image/png' },
  gif: { kind: 'image', contents: ['gif'], contentType: 'image/gif' },
  jpg: { kind: 'image', contents: ['jpg'], contentType: 'image/jpeg' },
  jpeg: { kind: 'image', contents: ['jpg'], contentType: 'image/jpeg' },
  heic: { kind: 'image', contents: ['heic'], contentType: 'image/heic' },
  tiff: { kind: 'image', contents: ['tif'], contentType: 'image/tiff' },
  '3gp': { kind: 'video', contents: ISO_VIDEO, contentType: 'video/3gpp' },
  '3g2': { kind: 'video', contents: ISO_VIDEO, contentType: 'video/3gpp2' },
  asf: { kind: 'video', contents: ['asf'], contentType: 'video/x-ms-asf' },
  avi: { kind: 'video', contents: ['avi'], contentType: 'video/x-msvideo' },
  dv: { kind: 'video', contents: ['dv'], contentType: 'video/dv' },
  flv: { kind: 'video', contents: ['flv'], contentType: 'video/x-flv' },
  mov: { kind: 'video', contents: ISO_VIDEO, contentType: 'video/quicktime' },
  mp4: { kind: 'video', contents: ISO_VIDEO, contentType: 'video/mp4' },
  mpeg: { kind: 'video', contents: ['mpg'], contentType: 'video/mpeg' },
  mpg: { kind: 'video', contents: ['mpg'], contentType: 'video/mpeg' },
  qt: { kind: 'video', contents: ISO_VIDEO, contentType: 'video/quicktime' },
  wmv: { kind: 'video', contents: ['asf'], contentType: 'video/x-ms-wmv' },
};

export function mediaKindOf(extension: string): MediaKind | undefined {
  return RULES[extension]?.kind;
}

/** How much of a file file-type needs to recognise most formats (its own reasonable size). */
export const SNIFF_BYTES = 4100;

/**
 * Raw DV (IEC 61834), which the spec accepts and file-type does not know: every DIF sequence
 * begins with a header block whose first three bytes are 1F 07 00.
 */
const dvDetector: Detector = {
  id: 'storefront:dv',
  detect: async (tokenizer) => {
    const head = new Uint8Array(3);
    const read = await tokenizer.peekBuffer(head, { length: 3, mayBeLess: true });
    // file-type's result type lists its own formats only, hence the casts.
    return read === 3 && head[0] === 0x1f && head[1] === 0x07 && head[2] === 0x00
      ? { ext: 'dv' as never, mime: 'video/dv' as never }
      : undefined;
  },
};

const parser = new FileTypeParser({ customDetectors: [dvDetector] });

export type MediaCheck =
  | { readonly ok: true; readonly rule: AcceptedType }
  | { readonly ok: false; readonly code: 'type' | 'content' | 'empty'; readonly message: string };

export interface AcceptedType {
  readonly extension: string;
  readonly contents: readonly string[];
  readonly contentType: string;
}

/** The lower-case extension of a file name ("photo.JPG" -> "jpg"), or "". */
export function extensionOf(filename: string): string {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(filename);
  return match?.[1]?.toLowerCase() ?? '';
}

/**
 * What can be checked before a byte of the file is read: its extension is accepted on the site
 * and of this kind, and its declared type (when the client gave a real one) is of this kind.
 */
export function checkName(
  kind: MediaKind,
  accepted: readonly string[],
  file: { filename: string; mimetype: string },
): MediaCheck {
  const extension = extensionOf(file.filename);
  const rule = RULES[extension];
  if (!rule || rule.kind !== kind || !accepted.includes(extension)) {
    const allowed = accepted.filter((type) => RULES[type]?.kind === kind);
    return { ok: false, code: 'type', message: `The file must be one of: ${allowed.join(', ')}` };
  }
  const declared = file.mimetype.toLowerCase();
  if (declared && declared !== 'application/octet-stream' && !declared.startsWith(`${kind}/`)) {
    return { ok: false, code: 'type', message: `The file is declared as ${declared}, not ${kind}` };
  }
  return { ok: true, rule: { extension, contents: rule.contents, contentType: rule.contentType } };
}

/** Whether the file's first bytes (up to SNIFF_BYTES of them) are what its extension says. */
export async function checkContent(rule: AcceptedType, head: Uint8Array): Promise<MediaCheck> {
  if (head.length === 0) return { ok: false, code: 'empty', message: 'The file is empty' };
  const found = await parser.fromBuffer(head);
  if (!found || !rule.contents.includes(found.ext)) {
    const kind = RULES[rule.extension]?.kind ?? 'file';
    return {
      ok: false,
      code: 'content',
      message: `The file's content is not a ${rule.extension} ${kind}`,
    };
  }
  return { ok: true, rule };
}
