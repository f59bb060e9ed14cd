// Moved to the shared access layer (src/access); kept only for resource/useful-links (apiA), which the lead repoints at merge, then deletes this file.
export { accountOf, requireModule, type TAccountScope } from '../../../access';
