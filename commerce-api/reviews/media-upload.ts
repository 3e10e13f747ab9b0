import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest, fieldError } from '../http/errors.ts';
import type { AcceptedType, MediaKind } from './media-types.ts';
import { SNIFF_BYTES, checkContent, checkName } from './media-types.ts';

/** Room for the form around the file: boundaries, part headers, merchandise-class. */
export const FORM_ALLOWANCE_BYTES = 64 * 1024;

export interface UploadRules {
  readonly kind: MediaKind;
  /** The site's accepted extensions (limits.reviews.acceptedMediaTypes). */
  readonly accepted: readonly string[];
  readonly maxBytes: number;
  /**
   * Called once the file's name and first bytes passed: stores the bytes as they arrive (`bytes`
   * yields the first bytes again, then the rest) and answers what to call the stored file.
   */
  readonly store: (type: AcceptedType, bytes: AsyncIterable<Buffer>) => Promise<string>;
  /** Forgets a stored file when the rest of its form turns out bad. */
  readonly discard: (fileId: string) => Promise<void>;
}

export interface Upload {
  readonly fields: Record<string, string>;
  /** The stored file, if the form had one: the id `store` gave it, its name and declared type. */
  readonly file?: { readonly id: string; readonly filename: string; readonly mimetype: string };
}

/**
 * Reads a review upload form (catalogue spec §7 Reviews: a file and merchandise-class, in any
 * order) as it streams in, never holding the whole file (issue 10): a request declaring more than
 * the limit is refused before a byte is read; the file's name is checked before its bytes, its
 * first bytes before the rest; the size limit is enforced while reading, so a too-large file is cut
 * at the limit plus one byte. A refusal leaves the rest of the request unread (the route closes
 * the connection). Needs @fastify/multipart registered on the route's scope.
 */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the upload as multipart/form-data with a file and merchandise-class.',
    );
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > rules.maxBytes + FORM_ALLOWANCE_BYTES) {
    throw tooLarge(rules.maxBytes);
  }
  const fields = new Map<string, string>();
  let file: Upload['file'];
  try {
    const parts = request.parts({
      limits: { fileSize: rules.maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const id = await receiveFile(part, rules);
        file = { id, filename: part.filename, mimetype: part.mimetype };
      } else if (part.valueTruncated) {
        throw badRequest('VALIDATION_ERROR', `${part.fieldname} is too long`, [
          { field: part.fieldname, code: 'maxLength', message: `${part.fieldname} is too long` },
        ]);
      } else {
        fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    if (file) await rules.discard(file.id);
    throw multipartError(error);
  }
  // Object.fromEntries defines own properties, so even a "__proto__" field name stays data.
  return { fields: Object.fromEntries(fields), file };
}

async function receiveFile(part: MultipartFile, rules: UploadRules): Promise<string> {
  const named = checkName(rules.kind, rules.accepted, part);
  if (!named.ok) throw fieldError('file', named.code, named.message);
  const chunks = within(part.file, rules.maxBytes)[Symbol.asyncIterator]();
  try {
    const head: Buffer[] = [];
    let headBytes = 0;
    let ended = false;
    while (headBytes < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      headBytes += next.value.length;
    }
    const first = Buffer.concat(head, headBytes);
    const content = await checkContent(named.rule, first);
    if (!content.ok) throw fieldError('file', content.code, content.message);
    return await rules.store(named.rule, {
      async *[Symbol.asyncIterator]() {
        yield first;
        if (ended) return;
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
          yield next.value;
        }
      },
    });
  } finally {
    // Refused before its end: stop reading the file (busboy then stops reading the request).
    await chunks.return?.(undefined);
  }
}

/** The file's bytes, failing with 413 the moment busboy meets the byte past the limit. */
async function* within(file: Readable & { truncated?: boolean }, maxBytes: number) {
  for await (const chunk of file as AsyncIterable<Buffer>) {
    if (file.truncated) throw tooLarge(maxBytes);
    yield chunk;
  }
  if (file.truncated) throw tooLarge(maxBytes);
}

function tooLarge(maxBytes: number): ApiError {
  const message = `The file is larger than ${maxBytes} bytes`;
  return new ApiError(413, 'FILE_TOO_LARGE', message, [
    { field: 'file', code: 'maxBytes', message },
  ]);
}

function multipartError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return badRequest(
      'VALIDATION_ERROR',
      'Send one file and the merchandise-class field, nothing more.',
      [{ field: 'file', code: 'maxItems', message: 'Send one file per upload' }],
    );
  }
  if (code === 'FST_PROTO_VIOLATION') {
    return new ApiError(400, 'UNSAFE_KEY', 'The form contains a forbidden field name.');
  }
  return new ApiError(400, 'INVALID_MULTIPART', 'The upload is not a readable multipart form.');
}
