// Test-only entry (`@portal/api-client/testing`): it brings in MSW and TypeBox, so app code never
// imports it and no bundle includes it.
export {
  ContractViolation,
  done,
  failure,
  file,
  heldAnswer,
  list,
  mockApi,
  ok,
  page,
  raw,
} from './mock-api';
export type { Answer, ApiMock, RecordedRequest, Reply, Route, RouteOptions } from './mock-api';
