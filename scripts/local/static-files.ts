import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the built web app as CloudFront does: files by path, and index.html for every path
 * without a file extension (the single-page app's routes, including its own 404 page).
 */
export async function serveStatic(
  root: string,
  pathname: string,
  response: ServerResponse,
  headers: Record<string, string>,
): Promise<void> {
  const wantsFile = extname(pathname) !== '';
  const relative = wantsFile
    ? normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '')
    : 'index.html';
  const file = join(root, relative);
  if (!file.startsWith(root + sep)) return notFound(response, headers);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return notFound(response, headers);
  // Hashed assets never change; index.html must always be fresh to pick up new hashes.
  const cache = relative.startsWith(`assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
  response.writeHead(200, {
    ...headers,
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': String(info.size),
    'cache-control': cache,
  });
  createReadStream(file).pipe(response);
}

function notFound(response: ServerResponse, headers: Record<string, string>): void {
  response.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
  response.end('Not Found');
}
