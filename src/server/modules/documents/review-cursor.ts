import { z } from 'zod';
import { AppError } from '../../errors';

/**
 * Where a page of the Reviews list ended: the last review's creation time (microseconds since the
 * epoch, exact in PostgreSQL) and id, which break ties. Opaque to clients (base64url of JSON).
 */
export type TReviewCursor = { micros: string; id: string };

const ZCursor = z.tuple([
  z.string().regex(/^\d{1,17}$/),
  z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
]);

export const encodeReviewCursor = ({ micros, id }: TReviewCursor) =>
  Buffer.from(JSON.stringify([micros, id])).toString('base64url');

const badCursor = () =>
  new AppError(
    'VALIDATION_FAILED',
    'The cursor field: cursor is not one this server gave: start again from the first page',
  );

export const decodeReviewCursor = (cursor: string): TReviewCursor => {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const parsed = ZCursor.safeParse(value);
  if (!parsed.success) throw badCursor();
  const [micros, id] = parsed.data;
  return { micros, id: id.toLowerCase() };
};
