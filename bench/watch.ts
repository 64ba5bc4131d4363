// Inlined (as a classic script, bundled by bench/lowend.mjs) at the top of both cold pages of the
// low-end profile, the checkout's and the declarative-shadow-DOM floor's, before anything else is
// parsed: from the first frame on it looks for a tip proposal on screen (bench/paint.ts), and
// `window.firstTip` resolves with the time after the frame that painted the first one, in ms since
// navigation started.
// `window.rowsShown()` reads each row's proposals, for the bench to check that both pages end up
// showing the same checkout.
import { hasTipButton, paintedWhen, rowsShown } from './paint.js';

declare global {
  interface Window {
    firstTip: Promise<number>;
    rowsShown: () => string[];
  }
}

window.firstTip = paintedWhen(() => hasTipButton(document), 60_000);
window.rowsShown = () => rowsShown(document);
