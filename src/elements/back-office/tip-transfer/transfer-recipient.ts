/**
 * One row of tip-transfer's recipients: the checkbox that chooses the staff member, their picture
 * (or initials when there is none, it is not a safe URL, or it failed to load), name, what they
 * hold now, and, once chosen, their share (even split) or their amount field (exact amounts).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Messages } from '../../../i18n/messages.js';
import type { StaffEntry } from '../../internal/back-office-model.js';
import { balanceBidi, sentence } from '../../internal/isolated.js';
import { initialsOf, safeAvatarUrl } from '../../internal/shared.js';

export interface RecipientView {
  t: Messages;
  employeeId: string;
  entry: StaffEntry | undefined;
  /** The name to show (rendered as text only). */
  name: string;
  /** The element's resolved locale, for the order of initials. */
  locale: string;
  chosen: boolean;
  /** Their share in cents, once chosen. */
  share: number | null | undefined;
  /** What they hold now, in cents, if anything. */
  holding: number | undefined;
  /** Added here, new to the transaction. */
  isNew: boolean;
  /** New to the transaction and missing a name or a picture. */
  incomplete: boolean;
  locked: boolean;
  exact: boolean;
  /** Their picture failed to load once. */
  avatarBroken: boolean;
  money: (cents: number) => string;
  onToggle: (on: boolean) => void;
  onAvatarError: () => void;
  /** Their exact amount field. */
  amountField: () => TemplateResult;
}

function renderAvatar(view: RecipientView) {
  const { entry } = view;
  const url = safeAvatarUrl(entry?.avatar);
  if (url && !view.avatarBroken) {
    return html`<img part="avatar" src=${url} alt="" width="40" height="40" loading="lazy" decoding="async" @error=${view.onAvatarError} />`;
  }
  return html`<span part="avatar" class="initials" aria-hidden="true">${initialsOf(entry ?? {}, view.locale)}</span>`;
}

export function renderRecipient(view: RecipientView) {
  const { t, employeeId: id, chosen, exact } = view;
  return html`<li part="recipient" class="recipient">
    <label class="choice">
      <input
        type="checkbox"
        value=${id}
        .checked=${chosen}
        ?disabled=${view.locked}
        aria-describedby=${view.incomplete ? `incomplete-${id}` : nothing}
        @change=${(e: Event) => view.onToggle((e.target as HTMLInputElement).checked)}
      />
      ${renderAvatar(view)}
      <span class="who">
        <span class="name"><bdi>${balanceBidi(view.name)}</bdi></span>
        ${view.isNew ? html` <span class="badge">${t.newStaffBadge}</span>` : nothing}
        ${view.holding !== undefined ? html`<span class="hint">${sentence(t.holds(view.money(view.holding)))}</span>` : nothing}
      </span>
    </label>
    ${view.incomplete ? html`<span id="incomplete-${id}" part="message" class="message incomplete">${t.recipientIncomplete}</span>` : nothing}
    ${chosen && !exact ? html`<span class="share">${view.money(view.share ?? 0)}</span>` : nothing}
    ${chosen && exact ? view.amountField() : nothing}
  </li>`;
}
