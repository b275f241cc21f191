/**
 * Why an engine could not answer. The server maps kinds to statuses: `instruction` 400,
 * `provider` and `bad-output` 502, `timeout` 504. Messages are written for reviewers.
 */
export type TEngineErrorKind = 'instruction' | 'provider' | 'bad-output' | 'timeout';

export class EngineError extends Error {
  readonly kind: TEngineErrorKind;

  constructor(kind: TEngineErrorKind, message: string) {
    super(message);
    this.kind = kind;
  }
}
