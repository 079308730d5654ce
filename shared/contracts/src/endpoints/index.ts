// The endpoint vocabulary; each domain's endpoints are in their own file beside this one and are
// imported from `@portal/contracts/endpoints/<domain>`, so no app pulls in another domain's schemas.
export { endpoint, endpointPath } from './define';
export type {
  Access,
  Endpoint,
  EndpointAnswer,
  EndpointBody,
  EndpointInput,
  EndpointParams,
  EndpointQuery,
  HttpMethod,
} from './define';
