import { readSelectedHolder } from '../session/user-access';

/**
 * The chosen account as a query-key part: holder, actor and issuer. Every query of the holder's
 * data ends its key with it, so choosing another account never shows the previous one's data.
 */
export function activeAccountKey(): string {
  const holder = readSelectedHolder();
  return holder ? `${holder.tituNume}|${holder.actiIden}|${holder.emetIden}` : 'none';
}

/**
 * The one way to key a query of the holder's data: its resource name and parameters, then the
 * chosen account. Invalidating `[name]` reaches every account's and every parameter's entry.
 */
export function accountKey<const TParts extends readonly unknown[]>(
  name: string,
  ...parts: TParts
): readonly [string, ...TParts, string] {
  return [name, ...parts, activeAccountKey()];
}
