/**
 * `npm run sandbox`: serves the sandbox on 127.0.0.1 (PORT, default 8787; HOST and LATENCY_MS
 * may be set too) and prints how to call it.
 */
import { DEMO_CREDENTIALS, DEMO_LOCATION_ID } from './models.js';
import { startSandboxServer } from './server.js';

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a non-negative integer, not "${raw}"`);
    process.exit(1);
  }
  return value;
}

const port = numberFromEnv('PORT', 8787);
const latencyMs = numberFromEnv('LATENCY_MS', 0);
const host = process.env['HOST'] || '127.0.0.1';

let server;
try {
  server = await startSandboxServer({ port, host, latencyMs });
} catch (error) {
  console.error(`Could not start the sandbox on ${host}:${port}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const { appId, appSecret, accountToken } = DEMO_CREDENTIALS;
const body = JSON.stringify({ appId, appSecret, accountToken, payload: { locationId: DEMO_LOCATION_ID, serviceAmounts: [45] } });
console.log(`tip-elements sandbox listening on ${server.url}`);
console.log(`demo credentials: appId=${appId} appSecret=${appSecret} accountToken=${accountToken}; location ${DEMO_LOCATION_ID}`);
console.log(`try: curl -s ${server.url}/v1/data/tips/proposals -H 'content-type: application/json' -d '${body}'`);
const device = server.sandbox.devices[0];
if (device?.deviceId) {
  const activate = JSON.stringify({ appId, appSecret, accountToken, payload: { deviceId: device.deviceId } });
  console.log(`display mode: simulated ${device.serial} shows the code ${device.deviceId}; its state: ${server.url}/sandbox/devices/${device.serial}/state`);
  console.log(`activate it: curl -s ${server.url}/v1/display/devices/activate -H 'content-type: application/json' -d '${activate}'`);
}

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
