import type { Page } from '@playwright/test';
import { text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { signInAs } from '../support/holder-session';
import { frenchTexts, type TTexts } from '../support/login';
import { openOperationsEntry } from '../support/operations';
import { apiGet, catchBearer } from '../support/portfolio';

const REFUSED = 'habilitations.restriction.msg.n';
const REASON = 'habilitations.motif.operations';

/** The neutral restriction modal (spec 3 §5, §8) with the expected reason; the holder stays on the dashboard. */
async function expectRefusal(page: Page, fr: TTexts, reason: string): Promise<void> {
  const modal = page.getByRole('dialog', { name: text(fr, `${REFUSED}.title`) });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(text(fr, reason));
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByTestId('buy-page')).toHaveCount(0);
  await modal.getByRole('button', { name: text(fr, 'general.close') }).click();
  await expect(modal).toBeHidden();
}

/** An address typed in the tab's address bar: only the fragment changes, the portal stays loaded. */
async function typeAddress(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#/${path}`);
}

test.describe('operations habilitations', () => {
  test('an account not enabled for buying, selling or exercising: menu, typed addresses and the API refuse', async ({
    page,
    request,
  }) => {
    const fr = await frenchTexts(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    const orderCalls: string[] = [];
    page.on('request', (call) => {
      if (/\/business\/operation\/(token|validate)/.test(call.url())) orderCalls.push(call.url());
    });
    // mmartin01 on Vercors Santé: the issuer refuses buying (habiliteEmet false), the account
    // selling and exercising (habiliteActi false, with its reason).
    const authorization = await catchBearer(page, '/api/v1/business/', () =>
      signInAs(page, fr, 'mmartin01', 'T3003-000102'),
    );

    await test.step('the menu hides buying and refuses selling and exercising with the reason', async () => {
      const menu = page.getByRole('navigation', { name: text(fr, 'shell.menu.label') });
      const group = menu.getByRole('button', { name: text(fr, 'menu.passage_operations') });
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      await expect(menu.getByRole('link', { name: text(fr, 'menu.operation_vendre') })).toBeVisible();
      await expect(menu.getByRole('link', { name: text(fr, 'menu.operation_acheter') })).toHaveCount(0);
      await openOperationsEntry(page, fr, 'menu.operation_vendre');
      await expectRefusal(page, fr, REASON);
      await expectNoA11yViolations(page, 'dashboard after the habilitation refusal');
      await openOperationsEntry(page, fr, 'menu.operation_exercer');
      await expectRefusal(page, fr, REASON);
    });

    await test.step('typed addresses get the same refusal, not a crash nor the not-found page', async () => {
      await typeAddress(page, 'operation_acheter');
      await expectRefusal(page, fr, REFUSED);
      for (const path of ['operation_vendre', 'operation_exercer', 'operation_exercer_levee_vente']) {
        await typeAddress(page, path);
        await expectRefusal(page, fr, REASON);
      }
      await expect(page.getByTestId('not-found-page')).toHaveCount(0);
    });
    expect(orderCalls).toEqual([]);

    await test.step('a direct call to the API is refused with 403 and records nothing', async () => {
      type THistory = { total: number };
      const history = '/business/operation/historique?categorie=BOURSE';
      const before = (await apiGet<THistory>(request, authorization, history)).total;
      const today = new Date().toISOString().slice(0, 10);
      const drafts = [
        {
          natureDemande: 'ACHAT_TITRE',
          valeIden: 30031,
          typeOrdre: 'AU_MARCHE',
          quantite: 1,
          coursLimite: null,
          dateValidite: today,
          modePaiement: 'VIREMENT',
          modeReglt: 'COMPTANT',
        },
        {
          natureDemande: 'VENTE_TITRE',
          valeIden: 30031,
          modeDetention: 'NOMINATIF_PUR',
          typeVente: 2,
          quantite: 1,
          typeOrdre: 'AU_MARCHE',
          coursLimite: null,
          dateValidite: today,
          compteBancaire: { source: 'FICHIER' },
          modeReglt: 'COMPTANT',
        },
        {
          natureDemande: 'LEVEE_SIMPLE',
          idPlan: 1,
          quantite: 1,
          modePaiement: 'VIREMENT',
          modeReglt: 'COMPTANT',
        },
      ];
      for (const ordre of drafts) {
        const response = await request.post('/api/v1/business/operation/token', {
          headers: { authorization },
          data: { natureDemande: ordre.natureDemande, ordre },
        });
        expect(response.status(), ordre.natureDemande).toBe(403);
        expect((await response.json()).errorCode).toBe(REFUSED);
      }
      expect((await apiGet<THistory>(request, authorization, history)).total).toBe(before);
    });
  });
});
