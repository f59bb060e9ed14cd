import { LANGUAGES } from '@nomina/domain';
import type { TCatalogue, TThemeOverrides } from './catalogue.types';
import { accessTexts } from './access';
import { acceptanceTexts } from './acceptance';
import { acceptancePlanTexts } from './acceptance-plans';
import { passwordConfirmTexts } from './password-confirm';
import { accessErrorTexts } from './access-errors';
import { commonTexts } from './common';
import { contactTexts } from './contact';
import { corporateActionsTexts } from './corporate-actions';
import { corporateActionsChoiceTexts } from './corporate-actions-choice';
import { corporateActionsConfirmationTexts } from './corporate-actions-confirmation';
import { corporateActionsPaymentTexts } from './corporate-actions-payment';
import { dashboardTexts } from './dashboard';
import { demoTexts } from './demo';
import { devOutboxTexts } from './dev-outbox';
import { documentationTexts } from './documentation';
import { documentsDataTexts } from './documents-data';
import { historyDataTexts } from './history-data';
import { operationsErrorTexts } from './operations-errors';
import { errorTexts } from './errors';
import { forgotTexts } from './forgot';
import { forgotPasswordTexts } from './forgot-password';
import { historyTexts } from './history';
import { identityCheckTexts } from './identity-check';
import { identityCheckErrorTexts } from './identity-check-errors';
import { identityCheckOutcomeTexts } from './identity-check-outcome';
import { loginTexts } from './login';
import { loginFlowTexts } from './login-flow';
import { mailTexts } from './mail';
import { maintenanceTexts } from './maintenance';
import { meetingsTexts } from './meetings';
import { menuTexts } from './menu';
import { modalTexts } from './modals';
import { oldAccountTexts } from './old-account';
import { oldAccountIdentityTexts } from './old-account-identity';
import { operationsTexts } from './operations';
import { operationsBuySellTexts } from './operations-buy-sell';
import { operationsConfirmationTexts } from './operations-confirmation';
import { operationsExerciseTexts } from './operations-exercise';
import { operationsPaymentTexts } from './operations-payment';
import { operationsQuotesTexts } from './operations-quotes';
import { portfolioTexts } from './portfolio';
import { portfolioDataTexts } from './portfolio-data';
import { sessionTexts } from './session';
import { shellTexts } from './shell';
import { signupTexts } from './signup';
import { termsTexts } from './terms';
import { themeOverrides } from './theme-overrides';
import { usefulLinksTexts } from './useful-links';
import { holderUxTexts } from './holder-ux';
import { countsTexts } from './counts';
import { emptyStatesTexts } from './empty-states';
import { profileTexts } from './profile';
import { profileContactsTexts } from './profile-contacts';
import { profileDocumentsTexts } from './profile-documents';
import { profileValidationTexts } from './profile-validation';
import { profileDataTexts } from './profile-data';
import { profileReviewTexts } from './profile-review';
import { bankDetailsTexts } from './bank-details';
import { agreementTexts } from './agreement';
import { agreementPdfTexts } from './agreement-pdf';
import { settingsTexts } from './settings';
import { settingsCommunicationTexts } from './settings-communication';
import { settingsExemptionTexts } from './settings-exemption';
import { settingsTermsTexts } from './settings-terms';
import { supportTexts } from './support';
import { faqTexts } from './faq';
import { paymentRefundsTexts } from './payment-refunds';
import { partialRefundsTexts } from './partial-refunds';

/** The parts the catalogue is made of, each key in one of them only (catalogue.test.ts). */
export const catalogueParts: TCatalogue[] = [
  commonTexts,
  loginTexts,
  loginFlowTexts,
  modalTexts,
  maintenanceTexts,
  sessionTexts,
  termsTexts,
  demoTexts,
  devOutboxTexts,
  errorTexts,
  accessTexts,
  accessErrorTexts,
  menuTexts,
  shellTexts,
  historyDataTexts,
  operationsErrorTexts,
  documentsDataTexts,
  acceptanceTexts,
  acceptancePlanTexts,
  passwordConfirmTexts,
  mailTexts,
  signupTexts,
  forgotTexts,
  forgotPasswordTexts,
  contactTexts,
  oldAccountTexts,
  oldAccountIdentityTexts,
  dashboardTexts,
  portfolioTexts,
  historyTexts,
  paymentRefundsTexts,
  partialRefundsTexts,
  documentationTexts,
  portfolioDataTexts,
  meetingsTexts,
  usefulLinksTexts,
  identityCheckTexts,
  identityCheckOutcomeTexts,
  identityCheckErrorTexts,
  holderUxTexts,
  emptyStatesTexts,
  countsTexts,
  operationsTexts,
  operationsQuotesTexts,
  operationsPaymentTexts,
  operationsConfirmationTexts,
  operationsBuySellTexts,
  operationsExerciseTexts,
  profileTexts,
  profileContactsTexts,
  profileDocumentsTexts,
  profileValidationTexts,
  profileDataTexts,
  profileReviewTexts,
  bankDetailsTexts,
  agreementTexts,
  agreementPdfTexts,
  settingsTexts,
  settingsCommunicationTexts,
  settingsExemptionTexts,
  settingsTermsTexts,
  supportTexts,
  faqTexts,
  corporateActionsTexts,
  corporateActionsChoiceTexts,
  corporateActionsPaymentTexts,
  corporateActionsConfirmationTexts,
];

/** Every translation the portal ships, common to all themes. */
export const catalogue: TCatalogue = Object.assign({}, ...catalogueParts);

/** Texts that one theme words differently. */
export const catalogueOverrides: TThemeOverrides = themeOverrides;

export type TTranslationRow = { key: string; langueIden: string; themeId: number; libelle: string };

/** The catalogue as database rows: theme 0 for the common base, then each theme's overrides. */
export function catalogueRows(): TTranslationRow[] {
  const rows: TTranslationRow[] = [];
  const push = (source: TCatalogue, themeId: number) => {
    for (const [key, texts] of Object.entries(source)) {
      for (const langueIden of LANGUAGES) rows.push({ key, langueIden, themeId, libelle: texts[langueIden] });
    }
  };
  push(catalogue, 0);
  for (const [themeId, source] of Object.entries(catalogueOverrides)) push(source, Number(themeId));
  return rows;
}
