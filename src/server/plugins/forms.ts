import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseQueryString } from 'node:querystring';
import { pipeline } from 'node:stream/promises';
import formbody from '@fastify/formbody';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cleanFilename } from './clean-filename';
import { parseJsonBody } from './parse-json-body';

/**
 * A file the multipart parser streamed to disk for this request, under the uploads folder with a
 * server-made name. Only the parser makes these; a body never does (see `uploadedFile`).
 */
export type TUploadedFile = {
  readonly field: string;
  readonly path: string;
  /** The name the client gave, cleaned of control characters and folders. */
  readonly filename: string;
  readonly bytes: number;
  /** Set by the handler that keeps the file (moves it under a task); the others are deleted. */
  kept: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    uploads: TUploadedFile[];
  }
}

const readingMultipart = new WeakSet<FastifyRequest>();

/**
 * An error the multipart parser raised on a body it could not read (no or wrong boundary, cut off,
 * …): the parser gives these no status, so they are told apart by when they happen. Errors of the
 * machine itself (disk full) carry a syscall and stay server errors.
 */
export const isMalformedMultipart = (
  error: Error & { statusCode?: number; syscall?: string },
  request: FastifyRequest,
) => readingMultipart.has(request) && error.statusCode === undefined && error.syscall === undefined;

/**
 * Bodies arrive as multipart (the spec's forms), urlencoded or JSON. The spec's user login is sent
 * with a misspelt multipart content type, so any other content type is read as JSON or, failing
 * that, as urlencoded. Files are refused except on routes that allow them (route config
 * `multipartOptions`); those are streamed into `uploadDir` and listed on `request.uploads`, never
 * put in the body, so nothing a client writes can pose as a file.
 */
export const registerForms = async (app: FastifyInstance, uploadDir: string) => {
  app.decorateRequest('uploads', null as unknown as TUploadedFile[]);
  app.addHook('onRequest', async (request) => {
    request.uploads = [];
  });
  await app.register(formbody);
  // Registered before the parser's own hook, so its errors are known to come from reading the body.
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) readingMultipart.add(request);
  });
  app.addHook('preHandler', async (request) => {
    readingMultipart.delete(request);
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 50, fieldSize: 1024 * 1024, files: 0, parts: 60 },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      await mkdir(uploadDir, { recursive: true, mode: 0o700 });
      const target = path.join(uploadDir, `upload-${randomUUID()}`);
      let bytes = 0;
      part.file.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      // Listed before the first byte is written, so that any failure from here on still deletes it.
      const upload: TUploadedFile = {
        field: part.fieldname,
        path: target,
        filename: cleanFilename(part.filename),
        bytes: 0,
        kept: false,
      };
      this.uploads.push(upload);
      await pipeline(part.file, createWriteStream(target, { mode: 0o600 }));
      Object.assign(upload, { bytes });
    },
  });
  // Only the files the parser made for this request, and only those no handler kept; also when the
  // client goes away before the answer. A request refused by an earlier `onRequest` hook (the
  // cross-site check) never had its list set.
  const deleteUnkept = async (request: FastifyRequest) => {
    for (const upload of request.uploads ?? []) {
      if (!upload.kept) await unlink(upload.path).catch(() => undefined);
    }
  };
  app.addHook('onResponse', deleteUnkept);
  app.addHook('onRequestAbort', deleteUnkept);
  const readJson = (body: string | Buffer, done: (error: Error | null, body?: unknown) => void) => {
    try {
      done(null, parseJsonBody(String(body)));
    } catch (error) {
      done(error as Error);
    }
  };
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    readJson(body, done),
  );
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text.startsWith('{')) return readJson(text, done);
    done(null, text === '' ? {} : parseQueryString(text));
  });
};
