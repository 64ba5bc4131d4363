/**
 * Keyboard and pointer selection in a radio group drawn as `[role="radio"][data-value]` elements,
 * as material-web's single-selection controller: one tab stop for the group (roving tabindex),
 * arrows move and choose (Left and Right mirrored in right-to-left), Home and End jump, the
 * selection wraps, Space, Enter and a click choose. Focus stays on an option, never on `<body>`.
 *
 * The tab stop is the focused option, else the chosen one, else the first. An option a pointer
 * presses is a tab stop before the press focuses it: Chromium styles the page again at once, in
 * the middle of the event, whenever the focused element's tabindex changes, so neither the focus
 * nor the click that follow change it (the last stop loses its 0 once focus has left it).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { rtlElement } from '../../i18n/localize.js';

const STEPS: Partial<Record<string, number>> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

export interface RovingSelectionOptions<V extends string> {
  /** The options that can be chosen now, in order. */
  options(): V[];
  /** The chosen option, '' before any choice. */
  value(): string;
  /**
   * Chooses `value` (`byArrow`: the arrows moved onto it, so focus stays in the group); false
   * when nothing can be chosen (the group is locked).
   */
  choose(value: V, byArrow: boolean): boolean;
}

/** The option (its value) an event inside the group happened on. */
const optionOf = (event: Event) => (event.target as HTMLElement).closest<HTMLElement>('[role="radio"]')?.dataset['value'];

export class RovingSelection<V extends string> implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement & { renderRoot: HTMLElement | DocumentFragment };
  readonly #options: RovingSelectionOptions<V>;
  /** The focused option. */
  #focused: V | undefined;
  /** The option a pointer is pressing. */
  #pressed: V | undefined;
  /** The option that held the tab stop in the last render. */
  #stopShown: V | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement & { renderRoot: HTMLElement | DocumentFragment }, options: RovingSelectionOptions<V>) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** The option that holds the group's tab stop now (call once per render). */
  tabStop(): V {
    const options = this.#options.options();
    const value = this.#options.value() as V;
    const stop = this.#focused && options.includes(this.#focused) ? this.#focused : value && options.includes(value) ? value : options[0]!;
    return (this.#stopShown = stop);
  }

  /** Whether `value`'s option is reached with Tab: the tab stop, or the option being pressed. */
  tabbable(value: V, stop: V): boolean {
    return value === stop || value === this.#pressed;
  }

  /** A press in progress is forgotten when the element leaves the page. */
  hostDisconnected(): void {
    this.#pressed = undefined;
  }

  /** The group's focus and tab stop are forgotten (another staff member, another sale). */
  forget(): void {
    this.#focused = undefined;
    (this.#host.shadowRoot?.activeElement as HTMLElement | null)?.blur();
  }

  /** Focuses the group's tab stop; false when the group has no option. */
  focus(options?: FocusOptions): boolean {
    const radios = [...this.#host.renderRoot.querySelectorAll<HTMLElement>('[role="radio"]')];
    const stop = radios.find((radio) => radio.tabIndex === 0) ?? radios[0];
    stop?.focus(options);
    return Boolean(stop);
  }

  /** Chooses `value` as a click does (an early tap on server-rendered options, for one). */
  select(value: V, byArrow = false): void {
    if (!this.#options.choose(value, byArrow)) return;
    this.#focused = value;
    this.#pressed = undefined;
  }

  readonly onKeyDown = (event: KeyboardEvent): void => {
    const current = optionOf(event) as V | undefined;
    if (!current) return;
    const key = event.key;
    if (key === ' ' || key === 'Enter') {
      event.preventDefault();
      this.select(current);
      return;
    }
    const options = this.#options.options();
    const index = options.indexOf(current);
    const step = STEPS[key];
    let next: number;
    if (key === 'Home') next = 0;
    else if (key === 'End') next = options.length - 1;
    else if (step) next = index + (rtlElement(this.#host) && /Left|Right/.test(key) ? -step : step);
    else return;
    event.preventDefault();
    const value = options[(next + options.length) % options.length]!;
    this.select(value, true);
    void this.#host.updateComplete.then(() => this.#host.renderRoot.querySelector<HTMLElement>(`[role="radio"][data-value="${value}"]`)?.focus());
  };

  /** The focused option takes the group's tab stop (arrows, a screen reader, a press of the pointer). */
  readonly onFocusIn = (event: FocusEvent): void => {
    const value = (event.target as HTMLElement).dataset['value'] as V | undefined;
    if (!value || value === this.#focused) return;
    this.#focused = value;
    // A press: the option is a tab stop already, and the click that follows updates the row (the
    // last stop loses its 0 then). A touch focuses at the release, with the click: one update
    // fewer there. A press that brings no click has the row updated after it.
    if (value !== this.#pressed) this.#host.requestUpdate();
    else setTimeout(() => this.#stopShown !== this.#focused && this.#host.requestUpdate());
  };

  readonly onClick = (event: MouseEvent): void => {
    const value = optionOf(event) as V | undefined;
    if (value) this.select(value);
  };

  /** `pointerdown`: the pressed option; `pointercancel` (a scroll took the touch): none. */
  readonly onPointer = (event: PointerEvent): void => {
    const value = event.type === 'pointerdown' ? (optionOf(event) as V | undefined) : undefined;
    if (value !== this.#pressed) {
      this.#pressed = value;
      this.#host.requestUpdate();
    }
  };
}
