import type { TDatabase } from '../../../db/client';

/** What the terms services need: the database, read and written through the terms repository. */
export type TCguDeps = { db: TDatabase };
