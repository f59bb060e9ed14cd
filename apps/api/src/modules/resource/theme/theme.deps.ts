import type { TDatabase } from '../../../db/client';
import { createThemeRepository } from './theme.repository';
import { createThemeService, type TThemeService } from './theme.service';

/**
 * One theme service per database: its few seconds' cache is shared by every module that reads
 * themes (resource, auth's messages, support, dev), so a change made through one is seen at once
 * by all, as when the cache was keyed by the database.
 */
const services = new WeakMap<TDatabase, TThemeService>();

export function themeServiceOf(db: TDatabase): TThemeService {
  let service = services.get(db);
  if (!service) {
    service = createThemeService({ themes: createThemeRepository(db) });
    services.set(db, service);
  }
  return service;
}

// The entry points modules outside resource still call with the database.
export const findThemeByOrigin = (db: TDatabase, url: string) => themeServiceOf(db).findThemeByOrigin(url);
export const findTheme = (db: TDatabase, themeId: number) => themeServiceOf(db).findTheme(themeId);
export const themeHosts = (db: TDatabase, themeId: number) => themeServiceOf(db).themeHosts(themeId);
export const themeExists = (db: TDatabase, themeId: number) => themeServiceOf(db).themeExists(themeId);
export const setThemeAlive = (db: TDatabase, themeId: number, alive: boolean) =>
  themeServiceOf(db).setThemeAlive(themeId, alive);
