import { expect, type Page } from '@playwright/test';
import { text } from './api';
import type { TTexts } from './login';

/** Opens the details of the first executed PLS order; they are read by the order's reference. */
export async function openFirstExecutedPlsOrder(page: Page, texts: TTexts): Promise<void> {
  await page.goto('/#/histo_ordre_pls?statut=EXECUTE');
  await page
    .getByTestId('history-row')
    .first()
    .getByRole('link', { name: text(texts, 'history.action.details') })
    .click();
  await expect(page).toHaveURL(/details\?id=.+&categorie=PLS$/);
}
