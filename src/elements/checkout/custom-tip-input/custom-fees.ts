/**
 * The fee part of a `custom-tip-input`: the typed amount's fee and total, from the `FeeLine` of
 * the custom amount's code (custom-amount.ts, a lazy chunk) once that code has loaded. Inside a
 * checkout fees are looked up through the checkout's shared quoter; standalone through the
 * element's own `client` and a cache of its own. A look-up on its way stops when the element
 * leaves the page.
 */
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import type { DataClient } from '../../../client/client.js';
import type { LocalizeController } from '../../../i18n/localize.js';
import type { FeeLine, FeeLineHost } from '../../internal/custom-amount.js';
import { FeeQuoter } from '../../internal/fee-quoter.js';
import type { CustomAmountCode } from '../../internal/money-parser.js';
import { sentence } from '../../internal/isolated.js';

/** What the fees depend on, asked for at each look-up. */
export interface FeeSettings {
  /** The custom amount's code, once loaded (it carries `FeeLine`). */
  code: CustomAmountCode | undefined;
  /** The typed amount in minor units; null when the text is not an amount. */
  cents: number | null;
  /** Inside a checkout: its shared quoter. */
  shared: FeeQuoter | undefined;
  /** Standalone: the client and location to look fees up with. */
  client: DataClient | undefined;
  locationId: string;
  /** The currency's decimals. */
  exponent: number;
}

export class CustomFees implements ReactiveController {
  readonly #host: FeeLineHost;
  readonly #settings: () => FeeSettings;
  #own?: FeeQuoter;
  #line?: FeeLine;

  constructor(host: FeeLineHost, settings: () => FeeSettings) {
    this.#host = host;
    this.#settings = settings;
    host.addController(this);
  }

  /** The fee line; undefined until the custom amount's code has loaded. */
  get line(): FeeLine | undefined {
    const code = this.#settings().code;
    return code && (this.#line ??= new code.FeeLine(this.#host, () => ({ cents: this.#settings().cents, quoter: this.#quoter, exponent: this.#settings().exponent })));
  }

  get #quoter(): FeeQuoter | undefined {
    const { shared, client } = this.#settings();
    if (shared) return shared;
    if (!client) return undefined;
    this.#own ??= new FeeQuoter(() => ({ client: this.#settings().client, locationId: this.#settings().locationId, exponent: this.#settings().exponent }));
    return this.#own;
  }

  /** The form was reset: no fee shown, none looked up. */
  reset(): void {
    this.#line?.reset();
  }

  hostDisconnected(): void {
    this.#line?.cancel();
  }

  /**
   * The `fee` part: the fee and total in a polite live region (`#fee-text`, which the text box
   * points at), then, while the custom amount's code has failed to load (`loadError`), that
   * failure and its Retry (`retryLoad`), else the fee line's own state (checking, failed).
   */
  render({ i18n, currency, loadError, retryLoad }: { i18n: LocalizeController; currency: string; loadError: boolean; retryLoad: () => void }): TemplateResult {
    const t = i18n.t;
    const line = this.line;
    return html`<div class="fee" part="fee">
      <span id="fee-text" aria-live="polite">${sentence(line?.text(t, i18n, currency) ?? '')}</span>
      ${loadError
        ? html`<div class="fee-error" role="alert">
            <span>${t.errorNetwork}</span>
            <button type="button" @click=${retryLoad}>${t.retry}</button>
          </div>`
        : (line?.render(t) ?? nothing)}
    </div>`;
  }
}
