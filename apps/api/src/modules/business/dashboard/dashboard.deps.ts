import type { FastifyInstance } from 'fastify';
import { createAlertsRepository, type TAlertsRepository } from './alerts/alerts.repository';
import { createNewsRepository, type TNewsRepository } from './news/news.repository';

/** What the dashboard's news and alerts services need: their repositories. */
export type TDashboardDeps = { news: TNewsRepository; alerts: TAlertsRepository };

/** Built once per plugin from the app (never the app itself). */
export function createDashboardDeps(app: FastifyInstance): TDashboardDeps {
  return { news: createNewsRepository(app.db), alerts: createAlertsRepository(app.db) };
}
