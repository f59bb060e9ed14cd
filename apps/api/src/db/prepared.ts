/**
 * A statement the login runs on every call, built once and named: drizzle writes its SQL the
 * first time only (that building was about 2 ms of the server's CPU per login), and PostgreSQL
 * parses it once per connection. Built on first use, so a repository made inside a transaction
 * that never runs it builds nothing. Each name must belong to one statement text.
 */
export function preparedOnce<T>(build: () => T): () => T {
  let statement: T | undefined;
  return () => (statement ??= build());
}
