// A real redis-server for the idempotency tests: Debian's /usr/bin/redis-server (CI installs it),
// or the one REDIS_SERVER_PATH names, on a free port of 127.0.0.1, with nothing written to disk.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

export interface RedisServer {
  port: number;
  /** Stops this server, by its own process id. */
  stop(): Promise<void>;
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts redis-server and resolves once it accepts connections (it says so on stdout). */
export async function startRedisServer(): Promise<RedisServer> {
  const path = process.env['REDIS_SERVER_PATH'] || 'redis-server';
  const port = await freePort();
  const child: ChildProcess = spawn(path, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => reject(new Error(`Cannot start ${path} (set REDIS_SERVER_PATH): ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`${path} exited with ${code} before it was ready:\n${output}`)));
  });
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    port,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      process.kill(child.pid!, 'SIGTERM');
      await exited;
    },
  };
}
