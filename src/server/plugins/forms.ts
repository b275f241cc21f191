import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseQueryString } from 'node:querystring';
import { pipeline } from 'node:stream/promises';
import formbody from '@fastify/formbody';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** An uploaded file as the body holds it: streamed to disk, never kept in memory. */
export type TUploadedFile = { path: string; filename: string; bytes: number };

/**
 * Bodies arrive as multipart (the spec's forms), urlencoded or JSON. The spec's user login is sent
 * with a misspelt multipart content type, so any other content type is read as JSON or, failing
 * that, as urlencoded. Files are refused except on routes that allow them (route config
 * `multipartOptions`), and those are streamed into `uploadDir`.
 */
export const registerForms = async (app: FastifyInstance, uploadDir: string) => {
  await app.register(formbody);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 50, fieldSize: 1024 * 1024, files: 0, parts: 60 },
    async onFile(part: MultipartFile & { value?: unknown }) {
      await mkdir(uploadDir, { recursive: true });
      const target = path.join(uploadDir, `upload-${randomUUID()}`);
      let bytes = 0;
      part.file.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      try {
        await pipeline(part.file, createWriteStream(target, { mode: 0o600 }));
      } catch (error) {
        await unlink(target).catch(() => undefined);
        throw error;
      }
      part.value = { path: target, filename: part.filename, bytes } satisfies TUploadedFile;
    },
  });
  // An upload the handler did not keep (refused, invalid, failed) is deleted once the answer is sent.
  app.addHook('onResponse', async (request) => {
    const values = Object.values((request.body ?? {}) as Record<string, unknown>);
    for (const value of values) {
      // After a multipart error (e.g. file too large) the body still holds the raw part, the file in `.value`.
      const candidate = value as (Partial<TUploadedFile> & { value?: Partial<TUploadedFile> }) | null;
      const file = typeof candidate?.path === 'string' ? candidate : candidate?.value;
      if (file && typeof file.path === 'string' && path.basename(file.path).startsWith('upload-')) {
        await unlink(file.path).catch(() => undefined);
      }
    }
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    if (text.startsWith('{')) {
      try {
        return done(null, JSON.parse(text));
      } catch {
        // fall through: not JSON after all
      }
    }
    done(null, parseQueryString(text));
  });
};
