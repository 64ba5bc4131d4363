// Apart from ./http.ts (which re-exports it) so that the client's request machinery does not
// bring zod and the bounds with it: a checkout page loads those as a chunk of their own.

/** True for an answer that is a redirect: a 3xx, or the opaque one a browser gives for `redirect: 'manual'`. */
export function isRedirect(response: Response): boolean {
  return response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
}
