import { AppError } from '../errors';

/**
 * The first key, anywhere in a parsed JSON value, that would reach an object's prototype if the value
 * were ever merged into another object. Walked with a stack of its own: a body nested a million levels
 * deep must not exhaust the call stack.
 */
const prototypeKeyIn = (value: unknown): string | undefined => {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === null || typeof next !== 'object') continue;
    for (const [key, nested] of Object.entries(next)) {
      if (key === '__proto__') return '__proto__';
      if (
        key === 'constructor' &&
        nested !== null &&
        typeof nested === 'object' &&
        Object.hasOwn(nested, 'prototype')
      )
        return 'constructor.prototype';
      pending.push(nested);
    }
  }
  return undefined;
};

/**
 * A JSON body as the handlers may read it. A body using `__proto__` or `constructor.prototype` keys is
 * refused with a message that says so, not reported as broken JSON.
 */
export const parseJsonBody = (text: string): unknown => {
  // A byte-order mark some editors and clients write before the text is not part of the JSON.
  const json = text.replace(/^\uFEFF/, '');
  if (json.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The request could not be read: the body is not valid JSON.');
  }
  const forbidden = prototypeKeyIn(value);
  if (forbidden)
    throw new AppError(
      'VALIDATION_FAILED',
      `The request could not be read: the body must not use the key "${forbidden}".`,
    );
  return value;
};
