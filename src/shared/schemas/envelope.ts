import { z } from 'zod';

/** Success answers are `{ message, data }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

export type TEnvelope<T> = { message: string; data: T };
