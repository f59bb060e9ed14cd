// The reads live in the shared settings layer, which every module uses; the route keeps its old import.
export {
  readPasswordRules,
  readPhoneRules,
  readSiteParameter,
} from '../../../settings/site-parameters.repository';
