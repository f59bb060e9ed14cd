import type { FastifyInstance } from 'fastify';
import type { TAccountScope } from '../../../access';
import { readCacheOf, type TReadCache } from '../../../db/read-cache';
import { createResourceServices, type TResourceServices } from '../../resource';
import { createPortfolioRepository, type TPortfolioRepository } from './portfolio.repository';
import { createPositionsRepository, type TPositionsRepository } from './positions/positions.repository';
import { createTitulaireRepository, type TTitulaireRepository } from './titulaire/titulaire.repository';
import { createValeursRepository, type TValeursRepository } from './valeurs/valeurs.repository';

/** What the portfolio's read services need: its repositories, the module guard, the menu and the read cache. */
export type TPortfolioDeps = {
  portfolio: TPortfolioRepository;
  positions: TPositionsRepository;
  titulaire: TTitulaireRepository;
  valeurs: TValeursRepository;
  /** The module guard (spec 3 §5): may this account open this module. */
  isModuleOpen: (account: TAccountScope, moduleKey: string) => Promise<boolean>;
  /** The account's menu, with what the issuer grants and what the account may do. */
  readModules: TResourceServices['readModules'];
  /** The cache of whole answers, when the app runs one (looked up at each read, as before). */
  answersCache: () => TReadCache['answers'] | undefined;
};

/** Built once per plugin from the app (never the app itself). */
export function createPortfolioDeps(app: FastifyInstance): TPortfolioDeps {
  return {
    portfolio: createPortfolioRepository(app.db),
    positions: createPositionsRepository(app.db),
    titulaire: createTitulaireRepository(app.db),
    valeurs: createValeursRepository(app.db),
    isModuleOpen: app.habilitations.isOpen,
    readModules: createResourceServices(app.db).readModules,
    answersCache: () => readCacheOf(app.db)?.answers,
  };
}
