/** PostgreSQL's unique_violation, whether the driver error comes bare or wrapped by Drizzle. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
};
