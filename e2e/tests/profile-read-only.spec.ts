import { fetchTexts, text } from '../support/api';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { signInAs } from '../support/holder-session';
import { catchBearer } from '../support/portfolio';

/** gblanc0001's account is refused maj_adresse, maj_email, maj_naissance and maj_bank (demo seed). */
test.describe('profile: a holder refused the profile changes', () => {
  test('reads his profile without any change button; a direct change call is refused', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const fr = await fetchTexts(request, 'fr');
    await signInAs(page, fr, 'gblanc0001');
    const menu = page.getByRole('navigation', { name: text(fr, 'shell.menu.label') });
    await menu.getByRole('button', { name: new RegExp(text(fr, 'menu.profil')) }).click();
    const bearer = await catchBearer(page, '/api/v1/business/profile', () =>
      menu.getByRole('link', { name: text(fr, 'menu.profil.infos') }).click(),
    );
    await expect(page).toHaveURL(/#\/profil$/);
    const addresses = page.getByTestId('profile-adresses');
    await expect(addresses).toContainText('1 avenue Foch');
    const edit = new RegExp(text(fr, 'profil.edit'));
    await expect(addresses.getByRole('button', { name: edit })).toHaveCount(0);
    await expect(page.getByTestId('profile-naissance').getByRole('button', { name: edit })).toHaveCount(0);
    const contacts = page.getByTestId('profile-contacts');
    await expect(contacts).toContainText(/\+336\*+55/);
    await expect(contacts.getByRole('button')).toHaveCount(0);
    // The general data need only the profile habilitation: still editable.
    await expect(page.getByTestId('profile-general').getByRole('button', { name: edit })).toHaveCount(1);
    await expectNoA11yViolations(page, 'read-only profile');

    // The server refuses what the page does not offer, and writes nothing.
    const call = await request.post('/api/v1/business/update/titu-adresses', {
      headers: { authorization: bearer },
      data: {
        adressePostale: {
          pays: 'FRA',
          ligne1: '2 place du Capitole',
          ligne2: '',
          ligne3: '',
          codePostal: '31000',
          commune: 'Toulouse',
        },
        adresseFiscale: {
          pays: 'FRA',
          ligne1: '2 place du Capitole',
          ligne2: '',
          ligne3: '',
          codePostal: '31000',
          commune: 'Toulouse',
        },
      },
    });
    expect(call.status()).toBe(403);
    expect((await call.json()).errorCode).toBe('habilitations.restriction.msg.n');
    await page.reload();
    await expect(page.getByTestId('profile-adresses')).toContainText('1 avenue Foch');
    await expect(page.getByTestId('profile-adresses')).not.toContainText('Capitole');

    // The bank details page is his refused maj_bank module: the guard's modal, no page.
    await page.goto('/#/profil/bancaire');
    await expect(
      page.getByRole('dialog', { name: text(fr, 'habilitations.restriction.msg.n.title') }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/#\/profil\/bancaire$/);
  });
});
