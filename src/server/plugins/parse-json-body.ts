import { AppError } from '../errors';

/**
 * A JSON body as the handlers may read it. Keys that would reach an object's prototype if a body were
 * ever merged into another object (`__proto__`, `constructor.prototype`) are refused with a message
 * that says so, not parsed and not reported as broken JSON.
 */
export const parseJsonBody = (text: string): unknown => {
  if (text.trim() === '') return {};
  let forbidden: string | undefined;
  let value: unknown;
  try {
    value = JSON.parse(text, function (this: unknown, key, nested: unknown) {
      if (key === '__proto__') forbidden ??= '__proto__';
      else if (
        key === 'constructor' &&
        nested !== null &&
        typeof nested === 'object' &&
        Object.hasOwn(nested, 'prototype')
      )
        forbidden ??= 'constructor.prototype';
      return nested;
    });
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The request could not be read: the body is not valid JSON.');
  }
  if (forbidden)
    throw new AppError(
      'VALIDATION_FAILED',
      `The request could not be read: the body must not use the key "${forbidden}".`,
    );
  return value;
};
