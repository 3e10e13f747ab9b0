import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../http/errors.ts';

export interface UploadedFile {
  readonly filename: string;
  readonly mimetype: string;
  readonly bytes: Buffer;
  /** More than the size limit was sent; `bytes` holds only the first `limit` bytes. */
  readonly truncated: boolean;
}

export interface Upload {
  readonly fields: Record<string, string>;
  readonly file?: UploadedFile;
}

/**
 * Reads a review upload form (catalogue spec §7 Reviews: a file and merchandise-class) in any part
 * order. The file is read up to `maxBytes`; beyond that busboy drains the rest and marks it
 * truncated, so the caller answers a clean "too large" after the whole request was received.
 * Needs @fastify/multipart registered with throwFileSizeLimit false (routes/reviews.ts).
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the upload as multipart/form-data with a file and merchandise-class.',
    );
  }
  const fields = new Map<string, string>();
  let file: UploadedFile | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        file = {
          filename: part.filename,
          mimetype: part.mimetype,
          bytes,
          truncated: part.file.truncated,
        };
      } else if (part.valueTruncated) {
        throw badRequest('VALIDATION_ERROR', `${part.fieldname} is too long`, [
          { field: part.fieldname, code: 'maxLength', message: `${part.fieldname} is too long` },
        ]);
      } else {
        fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  // Object.fromEntries defines own properties, so even a "__proto__" field name stays data.
  return { fields: Object.fromEntries(fields), file };
}

function multipartError(error: unknown): unknown {
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
