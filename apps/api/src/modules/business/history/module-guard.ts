// Moved to the shared access layer (src/access); kept so the history module's imports still hold.
export { MODULE_OF_CATEGORIE, assertCategorieOpen } from '../../../access';
