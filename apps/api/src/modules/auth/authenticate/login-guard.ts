/**
 * Counts wrong passwords for logins that do not exist, in memory, so that an unknown login
 * also ends up "locked" after the same number of tries: the answers never tell whether an
 * identifier exists. Entries fade after `windowMs`.
 */
export function createUnknownLoginCounter(limit: number, windowMs = 30 * 60_000) {
  const failures = new Map<string, { count: number; since: number }>();
  return {
    fail(login: string): boolean {
      const now = Date.now();
      const entry = failures.get(login);
      const fresh = !entry || now - entry.since > windowMs ? { count: 0, since: now } : entry;
      fresh.count += 1;
      failures.set(login, fresh);
      if (failures.size > 50_000) failures.delete(failures.keys().next().value!);
      return fresh.count >= limit;
    },
    isLocked(login: string): boolean {
      const entry = failures.get(login);
      return Boolean(entry && entry.count >= limit && Date.now() - entry.since <= windowMs);
    },
  };
}
