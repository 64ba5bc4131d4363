/**
 * `tip-elements/sandbox`: a local, in-memory implementation of the service's Data mode, as a
 * fetch-compatible handler. Runs in browsers and in Node; touches no DOM.
 */
export { createSandbox, SANDBOX_MAX_BODY_BYTES } from './sandbox.js';
export type { FaultOptions, FetchHandler, Sandbox, SandboxOptions, SandboxRequestRecord } from './sandbox.js';
export {
  DEFAULT_FEE_MODEL,
  DEFAULT_PROPOSAL_MODEL,
  DEMO_CREDENTIALS,
  DEMO_LOCATION_ID,
  DEMO_LOCATIONS,
  GEO_MATCH_METRES,
} from './models.js';
export type { FeeModel, ProposalModel, SandboxCredentials, ServiceLocation } from './models.js';
