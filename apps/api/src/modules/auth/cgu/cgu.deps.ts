import type { TCguRepository } from './cgu.repository';

/** What the terms services need: the terms repository. */
export type TCguDeps = { terms: TCguRepository };
