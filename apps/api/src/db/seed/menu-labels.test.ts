import { describe, expect, it } from 'vitest';
import { catalogue } from '@nomina/translations';
import { moduleSeeds } from './modules';

describe("the register's menu", () => {
  it('has a text for every menu label of the register', () => {
    const labels = moduleSeeds.flatMap((group) => [
      group.groupeNom,
      ...group.sousModule.map((sub) => sub.moduleNom),
    ]);
    for (const label of labels) expect(catalogue, label).toHaveProperty([label]);
  });
});
