import { Readable } from 'node:stream';
import type { Database } from '../storage/database.ts';

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

/** A quarter megabyte per row: 400 queries for a 100 MB video, little memory per upload. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * The default store: rows of review_media_chunks (bytea, stored uncompressed: video does not
 * compress), written one chunk at a time as the upload streams in, from one buffer per upload.
 * Every process sharing the database serves every file. On PostgreSQL a chunk goes as a binary
 * parameter; PGlite converts a bytea parameter or result in JavaScript at about 1 MB/s, so there
 * the bytes travel as hex text (Node's native encoder, decode()/encode() in SQL) at 25 to 50 MB/s:
 * each PGlite query holds the event loop while it runs.
 */
export class DatabaseMediaStore implements MediaStore {
  constructor(private readonly db: Database) {}

  async write(mediaId: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    let filled = 0;
    let sequence = 0;
    let total = 0;
    // Awaited before the buffer is filled again: the query has the bytes by then.
    const flush = async () => {
      const bytes = chunk.subarray(0, filled);
      await (this.db.kind === 'postgres'
        ? this.db.query(
            'INSERT INTO review_media_chunks (media_id, seq, bytes) VALUES ($1, $2, $3)',
            [mediaId, sequence, bytes],
          )
        : this.db.query(
            `INSERT INTO review_media_chunks (media_id, seq, bytes) VALUES ($1, $2, decode($3, 'hex'))`,
            [mediaId, sequence, bytes.toString('hex')],
          ));
      sequence += 1;
      filled = 0;
    };
    for await (const piece of source) {
      total += piece.length;
      for (let offset = 0; offset < piece.length;) {
        const taken = Math.min(piece.length - offset, CHUNK_BYTES - filled);
        chunk.set(piece.subarray(offset, offset + taken), filled);
        filled += taken;
        offset += taken;
        if (filled === CHUNK_BYTES) await flush();
      }
    }
    if (filled > 0) await flush();
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
