/**
 * Team tip mode's code (team.ts), a chunk of its own in a page's bundle: `tip-checkout` starts
 * loading it as soon as its `tip-mode` is `team` and provides it to the elements inside
 * (`CheckoutContext.team`) once it is there. The load has a deadline and backs off after a
 * failure (src/client/lazy-part.ts); the proposals' Retry loads it again at once.
 */
import { lazyPart, retryUrl } from '../../client/lazy-part.js';
import type * as TeamModule from './team.js';

export type Team = typeof TeamModule;

export const teamPart = lazyPart<Team>((failed) => (failed ? (import(/* @vite-ignore */ retryUrl(failed)) as Promise<Team>) : import('./team.js')));

/**
 * Loads team mode's code. A server that renders a checkout in team mode awaits it
 * first: its render is synchronous, and draws the team's group only with the code there.
 */
export async function loadTeamMode(): Promise<void> {
  await teamPart.load();
}
