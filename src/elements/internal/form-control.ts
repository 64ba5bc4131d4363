/**
 * Form association for an element whose class says `static formAssociated = true`: its
 * `ElementInternals`, the value and validity it gives its form after every update, and the
 * form's lifecycle (disabled by a `<fieldset>`, reset, restored), as Shoelace's form controller.
 * The element keeps the public API of a native control (`form`, `validity`, `checkValidity()`,
 * the `form*Callback`s) as one-line calls to this controller.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What the element gives its form now. */
export interface FormValue {
  /** The submitted value; null submits nothing. */
  value: string | null;
  /** What the browser keeps to restore the control (the text as typed). */
  state: string;
  /** The validity flag and message of what is wrong; none when valid. */
  problem?: readonly [flag: keyof ValidityStateFlags, message: string] | undefined;
  /** The element a reported problem points at (the text box). */
  anchor?: HTMLElement | undefined;
}

export interface FormControlOptions {
  /** The element's value and validity, read after every update and before every check. */
  read(): FormValue;
  /** The form was reset: the element empties itself. */
  reset(): void;
  /** The browser restores the state `read()` gave (back/forward, autofill). */
  restore(state: string): void;
}

export class FormControl implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #internals: ElementInternals;
  readonly #options: FormControlOptions;
  #disabled = false;

  constructor(host: ReactiveControllerHost & HTMLElement, options: FormControlOptions) {
    this.#host = host;
    this.#internals = host.attachInternals();
    this.#options = options;
    host.addController(this);
  }

  /** The form the element belongs to, if any. */
  get form(): HTMLFormElement | null {
    return this.#internals.form;
  }

  get validity(): ValidityState {
    return this.#internals.validity;
  }

  get validationMessage(): string {
    return this.#internals.validationMessage;
  }

  get willValidate(): boolean {
    return this.#internals.willValidate;
  }

  /** Disabled by its form (a disabled `<fieldset>`), whatever the element's own `disabled`. */
  get disabled(): boolean {
    return this.#disabled;
  }

  hostUpdated(): void {
    this.sync();
  }

  /** Gives the form the element's value and validity as they are now. */
  sync(): void {
    const { value, state, problem, anchor } = this.#options.read();
    this.#internals.setFormValue(value, state);
    if (problem) this.#internals.setValidity({ [problem[0]]: true }, problem[1], anchor);
    else this.#internals.setValidity({});
  }

  checkValidity(): boolean {
    this.sync();
    return this.#internals.checkValidity();
  }

  reportValidity(): boolean {
    this.sync();
    return this.#internals.reportValidity();
  }

  disabledCallback(disabled: boolean): void {
    this.#disabled = disabled;
    this.#host.requestUpdate();
  }

  resetCallback(): void {
    this.#options.reset();
    this.sync();
  }

  restoreCallback(state: string | File | FormData | null): void {
    if (typeof state === 'string') this.#options.restore(state);
  }
}
