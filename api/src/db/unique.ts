/** Whether `err` is a unique-constraint violation of the database (SQLite or SQL Server), e.g. a claim row already taken. */
export const isUniqueViolation = (err: unknown): boolean =>
  /UNIQUE constraint failed|duplicate key|Violation of UNIQUE KEY|2627|2601/i.test(String((err as Error)?.message ?? err));
