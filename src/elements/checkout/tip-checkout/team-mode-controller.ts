import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { TipError } from '../../../client/errors.js';
import { teamPart, type Team } from '../../internal/team-loader.js';
import { asTipError } from '../../internal/shared.js';

/**
 * Team mode's code (a chunk of its own) for one checkout: loaded when the checkout is in team
 * mode, one load at a time, within the client's time limit (`timeoutMs()`). A failure is kept
 * (`error`) and told once (`failed`); only `retry()` loads the code again, so the checkout's
 * updates never load it once each.
 */
export class TeamModeController implements ReactiveController {
  /** Why the code could not be loaded; cleared by `retry()`. */
  error: TipError | undefined;
  #loading = false;
  readonly #host: ReactiveControllerHost;
  readonly #timeoutMs: () => number | undefined;
  readonly #failed: (error: TipError) => void;

  constructor(host: ReactiveControllerHost, timeoutMs: () => number | undefined, failed: (error: TipError) => void) {
    this.#host = host;
    this.#timeoutMs = timeoutMs;
    this.#failed = failed;
    host.addController(this);
  }

  hostConnected(): void {}

  /** The code once loaded (any checkout may have loaded it), else undefined. */
  get code(): Team | undefined {
    return teamPart.ready();
  }

  /** Starts the load unless it is there, on its way, or failed (then only `retry()` loads it). */
  ensure(): void {
    if (!teamPart.ready() && !this.error) this.#load(false);
  }

  /** A customer's Retry after a failure: loads the code again at once. */
  retry(): void {
    if (this.error) this.#load(true);
  }

  #load(now: boolean): void {
    if (this.#loading) return;
    this.#loading = true;
    this.error = undefined;
    teamPart.load({ now, timeoutMs: this.#timeoutMs() }).then(
      () => {
        this.#loading = false;
        this.#host.requestUpdate();
      },
      (cause: unknown) => {
        this.#loading = false;
        this.error = asTipError(cause, 'proposals');
        this.#host.requestUpdate();
        this.#failed(this.error);
      },
    );
  }
}
