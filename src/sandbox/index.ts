/**
 * `tip-elements/sandbox`: a local, in-memory implementation of the service's Data mode and
 * Display mode (with headless simulated devices and a signed webhook), as a fetch-compatible
 * handler. Runs in browsers and in Node; touches no DOM. The simulated tablet that shows a device
 * is the developer tool `tip-elements/sandbox/device`.
 */
export { createSandbox, SANDBOX_MAX_BODY_BYTES, SANDBOX_MAX_TRANSACTION_BYTES, SANDBOX_MAX_TRANSACTIONS } from './sandbox.js';
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
export { SandboxDevice } from './sandbox-device.js';
export { DeviceActionError } from './display-service.js';
export type { AddDeviceOptions } from './display-service.js';
export { deviceAction, deviceChoice } from './device-state.js';
export type {
  DeviceAction,
  DeviceCheckout,
  DeviceCheckoutState,
  DeviceChoice,
  DeviceState,
  DeviceStaff,
  DeviceStep,
  DeviceTip,
} from './device-state.js';
export { backoffDelay } from './webhook.js';
export type { WebhookAttempt, WebhookDelivery, WebhookOptions, WebhookTimers } from './webhook.js';
export { SIGNATURE_HEADER, signTipPayload } from './signature.js';
