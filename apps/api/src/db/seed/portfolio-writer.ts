import * as t from '../schema';
import type { TTx } from './seed';
import { alertSeeds, newsSeeds } from './news';
import {
  coctCompletionSeeds,
  fundPositionSeeds,
  holdingSeeds,
  rightsGrantSeeds,
  rightsPlanSeeds,
} from './portfolio';
import { feeScheduleSeeds, fundSeeds, quoteSeeds, securitySeeds } from './securities';
import { isoDay, tradingDaysUntil } from './seed-dates';

/** Writes the securities, quotes, fees, funds, portfolios, news and alerts of the demo register. */
export async function seedPortfolio(tx: TTx, now: Date): Promise<void> {
  const today = isoDay(now);
  const dateCours = tradingDaysUntil(today, 1)[0]!;
  await tx.insert(t.securities).values(securitySeeds.map((security) => ({ ...security, dateCours })));
  await tx
    .insert(t.securityQuotes)
    .values(securitySeeds.flatMap((s) => quoteSeeds(s.valeIden, s.cours, s.coursVeille, dateCours)));
  await tx.insert(t.feeSchedules).values(feeScheduleSeeds);
  await tx.insert(t.funds).values(fundSeeds.map((fund) => ({ ...fund, dateVl: dateCours })));
  await tx.insert(t.holdings).values(holdingSeeds);
  await tx.insert(t.rightsPlans).values(rightsPlanSeeds(today));
  await tx.insert(t.rightsGrants).values(rightsGrantSeeds);
  await tx.insert(t.fundPositions).values(fundPositionSeeds(today));
  await tx.insert(t.coctCompletions).values(coctCompletionSeeds);
  for (const { texts, ...item } of newsSeeds(today)) {
    const [row] = await tx.insert(t.news).values(item).returning({ id: t.news.id });
    await tx.insert(t.newsTexts).values(texts.map((entry) => ({ ...entry, newsId: row!.id })));
  }
  for (const { texts, ...alert } of alertSeeds(now)) {
    const [row] = await tx.insert(t.alerts).values(alert).returning({ id: t.alerts.id });
    await tx.insert(t.alertTexts).values(texts.map((entry) => ({ ...entry, alertId: row!.id })));
  }
}
