// A real redis-server for the idempotency tests: Debian's /usr/bin/redis-server (CI installs it),
// or the one REDIS_SERVER_PATH names, on a free port of 127.0.0.1, with nothing written to disk.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

export interface RedisServer {
  port: number;
  /** Stops this server, by its own process id. */
  stop(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open, nothing is answered. */
  pause(): void;
  /** Lets a paused server run again (SIGCONT). */
  resume(): void;
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts redis-server (on `port`, or a free one) and resolves once it accepts connections (it says so on stdout). */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const path = process.env['REDIS_SERVER_PATH'] || 'redis-server';
  port ??= await freePort();
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
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    port,
    async stop() {
      if (!running()) return;
      const exited = once(child, 'exit');
      // A paused server must run again to hear SIGTERM.
      process.kill(child.pid!, 'SIGCONT');
      process.kill(child.pid!, 'SIGTERM');
      await exited;
    },
    pause() {
      if (running()) process.kill(child.pid!, 'SIGSTOP');
    },
    resume() {
      if (running()) process.kill(child.pid!, 'SIGCONT');
    },
  };
}
