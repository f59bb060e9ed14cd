// Moved to the shared access layer (src/access); kept so the business modules' imports still hold.
export { accountOf, requireModule, type TAccountScope } from '../../../access';
