/**
 * `tip-elements/sandbox/server` (Node only): the sandbox as a real HTTP server, for
 * `npm run sandbox`, curl and end-to-end tests.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NodeServerOptions } from '../server/node/limits.js';
import { createNodeServer } from '../server/node/server.js';
import { createSandbox, SANDBOX_MAX_BODY_BYTES, type Sandbox, type SandboxOptions } from './sandbox.js';

export interface SandboxServerOptions extends SandboxOptions {
  /** Port to listen on; 0 picks a free one. Default 0. */
  port?: number;
  /** Interface to listen on. Default `127.0.0.1` (not reachable from other machines). */
  host?: string;
  /** An existing sandbox to serve; otherwise one is created from the other options. */
  sandbox?: Sandbox;
  /**
   * The HTTP server's limits (the body cap is the sandbox's `maxBodyBytes`): `headersTimeoutMs`
   * (default 10 s), `bodyTimeoutMs` (10 s), `idleTimeoutMs` (5 s), `maxConcurrentRequests`
   * (256), as `createNodeServer` from `tip-elements/server` takes them.
   */
  http?: Omit<NodeServerOptions, 'maxBodyBytes'>;
}

export interface SandboxServer {
  /** The server's origin, e.g. `http://127.0.0.1:8787`; the client's `baseUrl`. */
  readonly url: string;
  /** The sandbox behind the server, for inspection, faults and latency. */
  readonly sandbox: Sandbox;
  /** The underlying Node server. */
  readonly server: Server;
  /** Stops listening and closes every open connection. */
  close(): Promise<void>;
}

/** Starts an HTTP server that answers every Data-mode operation from a sandbox. */
export async function startSandboxServer(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  const { port = 0, host = '127.0.0.1', sandbox: given, http = {}, ...sandboxOptions } = options;
  const sandbox = given ?? createSandbox(sandboxOptions);
  const server = createNodeServer(sandbox.handle, { ...http, maxBodyBytes: SANDBOX_MAX_BODY_BYTES });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${address.port}`,
    sandbox,
    server,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
