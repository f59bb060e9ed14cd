import type { TDatabase } from '../../../db/client';
import { readCacheOf } from '../../../db/read-cache';
import { createThemeRepository } from './theme.repository';
import { createThemeService, type TThemeService } from './theme.service';

/**
 * One theme service per database: its few seconds' cache is shared by every module that reads
 * themes (resource, auth's messages, support, dev, the maintenance check), so a change made
 * through one is seen at once by all, as when the cache was keyed by the database. A change made
 * by another instance or by SQL is seen once the read cache hears of it (its `themeChanges`).
 */
const services = new WeakMap<TDatabase, TThemeService>();

export function themeServiceOf(db: TDatabase): TThemeService {
  let service = services.get(db);
  if (!service) {
    service = createThemeService({
      themes: createThemeRepository(db),
      changes: () => readCacheOf(db)?.themeChanges ?? 0,
    });
    services.set(db, service);
  }
  return service;
}
