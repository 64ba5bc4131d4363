// Local HTTP servers for the end-to-end suites: on 127.0.0.1 at a free port (the OS picks it).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

/**
 * Serves `handler(req, res, url)`; a handler that returns false leaves the request to a 404 (which
 * a recording page notices). Resolves with `{ url, close() }`.
 */
export async function serve(handler) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    try {
      if ((await handler(req, res, url)) !== false) return;
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
      return;
    }
    res.statusCode = 404;
    res.end('not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/**
 * Serves the files under `dir` (a directory's index.html for the directory), and each file of
 * `extra` at its URL path (`{ '/__axe.js': AXE }`). A static build does not change while it is
 * served: the browser may cache every file, and keep the compiled code of its scripts, for the
 * next page that loads them.
 */
export function serveStatic(dir, extra = {}) {
  return serve((req, res, url) => {
    let file = extra[url.pathname];
    if (!file) {
      file = normalize(join(dir, decodeURIComponent(url.pathname)));
      if (!file.startsWith(normalize(dir))) return false;
      if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    }
    if (!existsSync(file)) return false;
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'public, max-age=3600, immutable' });
    createReadStream(file).pipe(res);
    return true;
  });
}

/**
 * Answers with the script at `path` (a URL path, still encoded) under `dir` (which ends in `/`),
 * never a file outside it; false when there is no such `.js` file, for `serve` to answer 404.
 */
export function sendScript(res, dir, path) {
  const file = normalize(join(dir, decodeURIComponent(path)));
  if (!file.startsWith(dir) || extname(file) !== '.js' || !existsSync(file)) return false;
  res.setHeader('content-type', TYPES['.js']);
  res.end(readFileSync(file));
  return true;
}
