/**
 * Review media types (catalogue spec §5 review media): what each accepted file extension must
 * contain, recognised by its leading bytes, so a file is never trusted for its name or its
 * declared type alone (DESIGN §8: uploads checked by type, size and content).
 */

export type MediaKind = 'image' | 'video';

type Container =
  | 'png'
  | 'gif'
  | 'jpeg'
  | 'heif'
  | 'tiff'
  | 'iso-media'
  | 'quicktime'
  | 'asf'
  | 'avi'
  | 'dv'
  | 'flv'
  | 'mpeg';

interface ExtensionRule {
  readonly kind: MediaKind;
  readonly containers: readonly Container[];
  /** What the file is served as: from its checked content, never from what the client said. */
  readonly contentType: string;
}

const RULES: Readonly<Record<string, ExtensionRule>> = {
  png: { kind: 'image', containers: ['png'], contentType: 'image/png' },
  gif: { kind: 'image', containers: ['gif'], contentType: 'image/gif' },
  jpg: { kind: 'image', containers: ['jpeg'], contentType: 'image/jpeg' },
  jpeg: { kind: 'image', containers: ['jpeg'], contentType: 'image/jpeg' },
  heic: { kind: 'image', containers: ['heif'], contentType: 'image/heic' },
  tiff: { kind: 'image', containers: ['tiff'], contentType: 'image/tiff' },
  '3gp': { kind: 'video', containers: ['iso-media'], contentType: 'video/3gpp' },
  '3g2': { kind: 'video', containers: ['iso-media'], contentType: 'video/3gpp2' },
  asf: { kind: 'video', containers: ['asf'], contentType: 'video/x-ms-asf' },
  avi: { kind: 'video', containers: ['avi'], contentType: 'video/x-msvideo' },
  dv: { kind: 'video', containers: ['dv'], contentType: 'video/dv' },
  flv: { kind: 'video', containers: ['flv'], contentType: 'video/x-flv' },
  mov: { kind: 'video', containers: ['iso-media', 'quicktime'], contentType: 'video/quicktime' },
  mp4: { kind: 'video', containers: ['iso-media'], contentType: 'video/mp4' },
  mpeg: { kind: 'video', containers: ['mpeg'], contentType: 'video/mpeg' },
  mpg: { kind: 'video', containers: ['mpeg'], contentType: 'video/mpeg' },
  qt: { kind: 'video', containers: ['iso-media', 'quicktime'], contentType: 'video/quicktime' },
  wmv: { kind: 'video', containers: ['asf'], contentType: 'video/x-ms-wmv' },
};

/** HEIF brands in an ISO media "ftyp" box: the still-image ones, as opposed to video. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
/** Top-level atoms an old QuickTime file may begin with, before "ftyp" existed. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);
const ASF_GUID = Buffer.from('3026b2758e66cf11a6d900aa0062ce6c', 'hex');

export function mediaKindOf(extension: string): MediaKind | undefined {
  return RULES[extension]?.kind;
}

/** The lower-case extension of a file name ("photo.JPG" -> "jpg"), or "". */
export function extensionOf(filename: string): string {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(filename);
  return match?.[1]?.toLowerCase() ?? '';
}

/** The container the bytes start with, or undefined when they match no accepted format. */
export function sniffContainer(bytes: Buffer): Container | undefined {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*') return 'tiff';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') {
    return HEIF_BRANDS.has(ascii(8, 12)) ? 'heif' : 'iso-media';
  }
  if (bytes.length >= 8 && QUICKTIME_ATOMS.has(ascii(4, 8))) return 'quicktime';
  if (bytes.subarray(0, 16).equals(ASF_GUID)) return 'asf';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'AVI ') return 'avi';
  if (ascii(0, 3) === 'FLV' && bytes[3] === 0x01) return 'flv';
  if (bytes[0] === 0x1f && bytes[1] === 0x07 && bytes[2] === 0x00) return 'dv';
  if (
    bytes[0] === 0 &&
    bytes[1] === 0 &&
    bytes[2] === 1 &&
    (bytes[3] === 0xba || bytes[3] === 0xb3)
  )
    return 'mpeg';
  return undefined;
}

export type MediaCheck =
  | { readonly ok: true; readonly contentType: string }
  | { readonly ok: false; readonly code: 'type' | 'content' | 'empty'; readonly message: string };

/**
 * Whether a file may be a review's `kind` of media on a site accepting `accepted` extensions: its
 * extension is accepted and of that kind, its declared type (when the client gave a real one) is of
 * that kind, and its bytes are what the extension says.
 */
export function checkMedia(
  kind: MediaKind,
  accepted: readonly string[],
  file: { filename: string; mimetype: string; bytes: Buffer },
): MediaCheck {
  const extension = extensionOf(file.filename);
  const rule = RULES[extension];
  const allowed = accepted.filter((type) => RULES[type]?.kind === kind);
  if (!rule || rule.kind !== kind || !accepted.includes(extension)) {
    return {
      ok: false,
      code: 'type',
      message: `The file must be one of: ${allowed.join(', ')}`,
    };
  }
  const declared = file.mimetype.toLowerCase();
  if (declared && declared !== 'application/octet-stream' && !declared.startsWith(`${kind}/`)) {
    return { ok: false, code: 'type', message: `The file is declared as ${declared}, not ${kind}` };
  }
  if (file.bytes.length === 0) return { ok: false, code: 'empty', message: 'The file is empty' };
  const container = sniffContainer(file.bytes);
  if (!container || !rule.containers.includes(container)) {
    return {
      ok: false,
      code: 'content',
      message: `The file's content is not a ${extension} ${kind}`,
    };
  }
  return { ok: true, contentType: rule.contentType };
}
