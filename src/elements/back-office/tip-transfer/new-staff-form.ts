/**
 * tip-transfer's form for a staff member new to the transaction (id, first and last name,
 * picture URL): whether it is open, what is typed, and the checks
 * (every field required, a safe picture URL, an id nobody else has). Its problems show from the
 * first press of Add on. An added staff member is handed to `added` and the form closes empty.
 * It keeps its own state and asks its host to update when it changes (it needs none of a
 * controller's lifecycle hooks).
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import type { Messages } from '../../../i18n/messages.js';
import type { StaffEntry } from '../../internal/back-office-model.js';
import { safeAvatarUrl } from '../../internal/shared.js';

type NewStaffField = 'employeeId' | 'firstName' | 'lastName' | 'avatar';

const NEW_STAFF_FIELDS: readonly NewStaffField[] = ['employeeId', 'firstName', 'lastName', 'avatar'];
const EMPTY_NEW_STAFF: Readonly<Record<NewStaffField, string>> = { employeeId: '', firstName: '', lastName: '', avatar: '' };

export interface NewStaffFormOptions {
  /** Whether an employeeId is already someone who can receive. */
  taken: (employeeId: string) => boolean;
  /** A valid new staff member was added (trimmed, picture URL made safe). */
  added: (entry: StaffEntry) => void;
  /** Focuses the first element matching `selector` after the next render. */
  focus: (selector: string) => void;
}

export class NewStaffForm {
  /** The form is open. */
  #open = false;
  #values: Readonly<Record<NewStaffField, string>> = EMPTY_NEW_STAFF;
  /** Add was pressed: the problems show. */
  #checked = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: NewStaffFormOptions,
  ) {}

  /** Closes the form and forgets what was typed. */
  reset(): void {
    this.#open = false;
    this.#values = EMPTY_NEW_STAFF;
    this.#checked = false;
    this.host.requestUpdate();
  }

  #problems(t: Messages): Map<NewStaffField, string> {
    const problems = new Map<NewStaffField, string>();
    for (const field of NEW_STAFF_FIELDS) if (!this.#values[field].trim()) problems.set(field, t.fieldRequired);
    const avatar = this.#values.avatar.trim();
    if (avatar && !safeAvatarUrl(avatar)) problems.set('avatar', t.avatarInvalid);
    const id = this.#values.employeeId.trim();
    if (id && this.options.taken(id)) problems.set('employeeId', t.employeeIdTaken);
    return problems;
  }

  #add(event: Event, t: Messages): void {
    event.preventDefault();
    event.stopPropagation();
    if (this.#problems(t).size > 0) {
      this.#checked = true;
      this.options.focus('[part~="new-staff"] [aria-invalid="true"]');
      this.host.requestUpdate();
      return;
    }
    const entry: StaffEntry = {
      employeeId: this.#values.employeeId.trim(),
      firstName: this.#values.firstName.trim(),
      lastName: this.#values.lastName.trim(),
      avatar: safeAvatarUrl(this.#values.avatar.trim()),
    };
    this.reset();
    this.options.added(entry);
  }

  /** The button that opens and closes the form. */
  renderToggle(t: Messages, locked: boolean) {
    return html`<button
      type="button"
      part="add"
      class="button"
      aria-expanded=${this.#open ? 'true' : 'false'}
      aria-controls=${this.#open ? 'new-staff' : nothing}
      ?disabled=${locked}
      @click=${() => {
        this.#open = !this.#open;
        if (this.#open) this.options.focus('#new-employeeId');
        this.host.requestUpdate();
      }}
    >
      ${t.addStaff}
    </button>`;
  }

  /** The form, when open. */
  render(t: Messages) {
    if (!this.#open) return nothing;
    const problems = this.#checked ? this.#problems(t) : new Map<NewStaffField, string>();
    const labels: Record<NewStaffField, string> = {
      employeeId: t.employeeIdLabel,
      firstName: t.firstNameLabel,
      lastName: t.lastNameLabel,
      avatar: t.avatarLabel,
    };
    return html`<form id="new-staff" part="new-staff" class="new-staff" novalidate @submit=${(e: Event) => this.#add(e, t)}>
      <fieldset>
        <legend>${t.newStaffLegend}</legend>
        ${NEW_STAFF_FIELDS.map((field) => {
          const problem = problems.get(field) ?? '';
          return html`<div class="field">
            <label for="new-${field}">${labels[field]}</label>
            <input
              id="new-${field}"
              part="input"
              type="text"
              inputmode=${field === 'avatar' ? 'url' : 'text'}
              maxlength=${field === 'avatar' ? 2000 : 100}
              autocomplete="off"
              .value=${this.#values[field]}
              aria-invalid=${problem ? 'true' : 'false'}
              aria-describedby="new-${field}-message"
              @input=${(e: Event) => {
                this.#values = { ...this.#values, [field]: (e.target as HTMLInputElement).value };
                this.host.requestUpdate();
              }}
            />
            <span id="new-${field}-message" part="message" class="message">${problem}</span>
          </div>`;
        })}
        <div class="actions"><button type="submit" class="button">${t.addStaffButton}</button></div>
      </fieldset>
    </form>`;
  }
}
