import { ALL_ISSUERS } from '@nomina/domain';

/** Register-wide defaults (emetIden 0) and the few issuer overrides the demo shows. */
export const siteParameterSeeds = [
  // EU, EEA and the countries where holders most often live, plus French overseas dial codes.
  {
    emetIden: ALL_ISSUERS,
    paramName: 'TEL_INDICATIF_AUTORISE',
    paramValue: '33;32;34;39;41;44;49;351;352;377;31;43;353;1;81;262;590;594;596;687;689',
  },
  {
    emetIden: ALL_ISSUERS,
    paramName: 'INDICATIFS_VERIF_MOBILE_FORTE',
    paramValue: '33;32;34;39;49;351;352;377',
  },
  { emetIden: ALL_ISSUERS, paramName: 'CAPTCHA_ACTIVATED', paramValue: '1' },
  { emetIden: ALL_ISSUERS, paramName: 'MIN_PASSWORD_LENGTH', paramValue: '12' },
  { emetIden: ALL_ISSUERS, paramName: 'MAX_PASSWORD_LENGTH', paramValue: '64' },
  { emetIden: ALL_ISSUERS, paramName: 'TUTO_CONFIG', paramValue: '4;3;2;3;2' },
  { emetIden: ALL_ISSUERS, paramName: 'STATUS_RETRY_INTERVAL_MS', paramValue: '3000' },
  { emetIden: ALL_ISSUERS, paramName: 'MAX_PERIOD_RETRY_MS', paramValue: '60000' },
  { emetIden: ALL_ISSUERS, paramName: 'LINXO_PAYS_AUTORISE', paramValue: 'FR;BE;DE;ES;IT;LU;NL;PT' },
  { emetIden: ALL_ISSUERS, paramName: 'CB_PLAFOND', paramValue: '5000' },
  {
    emetIden: ALL_ISSUERS,
    paramName: 'PAYS_ADRESSE_FISCALE_AUTORISE',
    paramValue: 'FRA;BEL;DEU;ESP;ITA;PRT;LUX;NLD;MCO;CHE;AUT;IRL;USA;CAN;JPN',
  },
  { emetIden: 2002, paramName: 'MIN_PASSWORD_LENGTH', paramValue: '14' },
  { emetIden: 4004, paramName: 'CAPTCHA_ACTIVATED', paramValue: '0' },
  { emetIden: 5005, paramName: 'CB_PLAFOND', paramValue: '3000' },
];
