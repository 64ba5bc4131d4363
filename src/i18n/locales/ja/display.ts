/**
 * 日本語: Display mode, polite (です・ます) throughout. The customer is 様, staff are さん as in the
 * checkout; the point of sale is レジ, and a full-width colon sets names and amounts apart.
 * Japanese has no plural.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'チップ端末のペアリング',
  pairingCodeLabel: '端末に表示されたコード',
  pairingCodeHint: '英数字 6 文字です。',
  pairingCodeInvalid: '端末に表示されている英数字 6 文字を入力してください。',
  pairingActivate: '端末を有効にする',
  pairingActivating: '有効にしています…',
  pairingUnknownCode: 'このコードを表示している端末はありません。コードを確認して、もう一度お試しください。',
  pairingEnterOnDevice: '端末でこの ID を入力してください：',
  pairingCheck: 'ペアリングを確認',
  pairingChecking: '確認しています…',
  pairingNotYet: '端末はまだこの ID を認識していません。端末で入力してから、もう一度確認してください。',
  pairingDone: (id) => `端末 ${id} の準備ができました。`,
  pairingAgain: '別の端末をペアリング',
};

export default messages;
