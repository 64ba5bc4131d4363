/**
 * Team tip mode's code (team.ts), loaded with `import()`: a chunk of its own in a page's bundle,
 * so a checkout page's initial code does not carry it. `tip-checkout` starts loading it as soon
 * as its `tip-mode` is `team` (at its first update when the HTML says so) and provides it to the
 * elements inside (`CheckoutContext.team`) once it is there.
 */
import { html, nothing } from 'lit';
import { formatList } from '../../i18n/localize.js';
import { amountAt, serviceCents, sumQuotes } from './checkout-model.js';
import { sentence } from './isolated.js';
import { fullName } from './shared.js';
import { lazyPart } from '../../client/lazy-part.js';

// A tuple, not an object, so that the page's code carries no name of them (team.ts names them as it
// destructures); what team.ts imports (money.ts) is a chunk of its own that the page has loaded already.
/** What team.ts uses of the page's code, handed to it so that its chunk imports nothing from the page's. */
export const teamDeps = [html, nothing, serviceCents, amountAt, sumQuotes, formatList, sentence, fullName] as const;
export type TeamDeps = typeof teamDeps;

const team = lazyPart(() => import('./team.js').then((module) => module.teamCode(teamDeps)));

/** Team mode's code once its chunk has loaded; undefined before. */
export const readyTeam = team.ready;

/** Loads team mode's code (once; a failed load is tried again by the next call). */
export const loadTeam = team.load;
