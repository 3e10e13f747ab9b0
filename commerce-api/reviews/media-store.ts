import { Readable } from 'node:stream';
import type { Queryable } from '../storage/database.ts';

/**
 * Where the bytes of uploaded review media live (issue 10: outside the request's memory). The
 * review_media row says what a file is; the store holds what it contains. Any store works that
 * takes the bytes as they arrive and gives them back a piece at a time: a file store or an
 * object store could replace the database one without touching the routes.
 */
export interface MediaStore {
  /** Stores the bytes as they arrive; answers how many were stored. Throws what `source` throws. */
  write(mediaId: string, source: AsyncIterable<Uint8Array>): Promise<number>;
  /** The bytes, read a piece at a time, never the whole file at once. */
  read(mediaId: string): Readable;
  /** Forgets the bytes of these media. */
  remove(mediaIds: readonly string[]): Promise<void>;
}

/** Half a megabyte per row: few enough queries for a 100 MB video, little memory per upload. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * The default store: rows of review_media_chunks (bytea, stored uncompressed: video does not
 * compress), written one chunk at a time as the upload streams in. The same SQL runs on PGlite and
 * PostgreSQL, and every process sharing the database serves every file. Bytes travel as hex text
 * (Node's native encoder, decode()/encode() in SQL): PGlite converts a bytea parameter or result in
 * JavaScript at about 1 MB/s, hex text at 25 to 50 MB/s, and each of its queries holds the event
 * loop while it runs.
 */
export class DatabaseMediaStore implements MediaStore {
  constructor(private readonly db: Queryable) {}

  async write(mediaId: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let sequence = 0;
    let total = 0;
    const flush = async (bytes: Buffer) => {
      await this.db.query(
        `INSERT INTO review_media_chunks (media_id, seq, bytes) VALUES ($1, $2, decode($3, 'hex'))`,
        [mediaId, sequence, bytes.toString('hex')],
      );
      sequence += 1;
    };
    for await (const piece of source) {
      total += piece.length;
      pending.push(Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength));
      pendingBytes += piece.length;
      while (pendingBytes >= CHUNK_BYTES) {
        const joined = Buffer.concat(pending, pendingBytes);
        await flush(joined.subarray(0, CHUNK_BYTES));
        const rest = joined.subarray(CHUNK_BYTES);
        pending = rest.length > 0 ? [Buffer.from(rest)] : [];
        pendingBytes = rest.length;
      }
    }
    if (pendingBytes > 0) await flush(Buffer.concat(pending, pendingBytes));
    return total;
  }

  read(mediaId: string): Readable {
    const db = this.db;
    return Readable.from(
      (async function* chunks() {
        for (let sequence = 0; ; sequence += 1) {
          const [row] = await db.query<{ hex: string }>(
            `SELECT encode(bytes, 'hex') AS hex FROM review_media_chunks
              WHERE media_id = $1 AND seq = $2`,
            [mediaId, sequence],
          );
          if (!row) return;
          yield Buffer.from(row.hex, 'hex');
        }
      })(),
      { objectMode: false },
    );
  }

  async remove(mediaIds: readonly string[]): Promise<void> {
    if (mediaIds.length === 0) return;
    await this.db.query('DELETE FROM review_media_chunks WHERE media_id = ANY($1::uuid[])', [
      [...mediaIds],
    ]);
  }
}
