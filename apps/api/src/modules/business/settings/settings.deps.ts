import type { FastifyInstance } from 'fastify';
import { createSettingsRepository, type TSettingsRepository } from './settings.repository';

/** What the settings services need: the settings repository. */
export type TSettingsDeps = { settings: TSettingsRepository };

/** Built once per plugin from the app (never the app itself). */
export function createSettingsDeps(app: FastifyInstance): TSettingsDeps {
  return { settings: createSettingsRepository(app.db) };
}
