/**
 * हिन्दी: the customer is addressed with आप; buttons are short polite imperatives (चुनें, दर्ज
 * करें), as Indian card terminals and apps use. Names come before their postposition (“Maya के
 * लिए टिप”) and are not declined. Amounts are written as Intl writes them for `hi` (Latin digits,
 * Indian grouping); the custom amount also takes Devanagari digits (१२.५०). Counts: one (0 and 1)
 * and other; टिप (feminine) is टिप्स in the plural.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const plural = new Intl.PluralRules('hi');

const messages: CheckoutMessages = {
  retry: 'फिर से कोशिश करें',
  loading: 'लोड हो रहा है…',
  errorNetwork: 'कनेक्शन जाँचें, फिर दोबारा कोशिश करें।',
  errorTimeout: 'टिप सेवा जवाब देने में बहुत समय ले रही है। फिर से कोशिश करें।',
  errorRefused: 'टिप सेवा ने इसे स्वीकार नहीं किया। कृपया किसी कर्मचारी से संपर्क करें।',
  errorService: 'टिप सेवा में कोई समस्या हुई। फिर से कोशिश करें।',

  noStaff: 'टिप देने के लिए कोई कर्मचारी नहीं है।',
  proposalsFailedAll: 'सुझाई गई टिप लोड नहीं हो सकी। “अन्य राशि” और “कोई टिप नहीं” अब भी चुने जा सकते हैं।',
  serviceOf: (amount) => `${amount} की सेवा पर`,

  tipGroup: 'टिप',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} शुल्क`,
  optionTotal: (total) => `कुल ${total}`,
  custom: 'अन्य राशि',
  noTip: 'कोई टिप नहीं',
  proposalsFailedFor: (name) => `${name} के लिए सुझाई गई टिप लोड नहीं हो सकी।`,
  customTipFor: (name) => `${name} के लिए टिप की राशि`,

  customTip: 'टिप की राशि',
  enterTip: 'टिप की राशि दर्ज करें।',
  tipNegative: 'टिप ऋणात्मक नहीं हो सकती।',
  tipDecimals: 'दशमलव के बाद ज़्यादा से ज़्यादा दो अंक लिखें।',
  tipTooLarge: 'यह राशि बहुत ज़्यादा है।',
  tipInvalid: (example) => `राशि दर्ज करें, जैसे ${example}।`,
  tipOtherCurrency: (currency) => `राशि ${currency} के बिना दर्ज करें।`,
  tipAmbiguous: (example) => `इस राशि को दो तरह से पढ़ा जा सकता है। इसे ${example} की तरह दर्ज करें।`,
  guardOverService: (amount) => `${amount} — यह सेवा से भी ज़्यादा है। यही रखें?`,
  guardLarge: (amount) => `${amount} — यह बहुत बड़ी टिप है। यही रखें?`,
  guardPending: (amount) => `${amount} की टिप की पुष्टि करें।`,
  guardKeep: (amount) => `${amount} रखें`,
  guardChange: 'बदलें',
  feeAndTotal: (fee, total) => `शुल्क ${fee} · कुल ${total}`,
  feeChecking: 'शुल्क जाँचा जा रहा है',
  feeFailed: 'शुल्क पता नहीं चल सका।',

  subtotal: 'उप-योग',
  tipsList: 'टिप्स',
  tipFor: (name) => `${name} के लिए टिप`,
  chooseTip: 'टिप चुनें',
  enterAmount: 'राशि दर्ज करें',
  fees: 'शुल्क',
  feesCalculating: 'गणना हो रही है…',
  serviceFee: 'प्रोसेसिंग शुल्क',
  posFee: 'POS शुल्क',
  total: 'कुल',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (count, total) => `${plural.select(count) === 'one' ? 'टिप की पुष्टि करें' : 'टिप्स की पुष्टि करें'} · ${total}`,
  continueWithoutTip: 'बिना टिप के आगे बढ़ें',
  creating: 'पुष्टि हो रही है…',
  chooseTipFor: (names) => `${names} के लिए टिप चुनें`,
  tipsAdded: (total) => `टिप जोड़ दी गई। कुल देय राशि ${total}।`,
  noTipAdded: 'कोई टिप नहीं जोड़ी गई।',
  intentFailed: 'आपकी टिप की पुष्टि नहीं हो सकी। कोई पैसा नहीं कटा।',
  amountsOutOfRange: 'ये राशियाँ जोड़ने के लिए बहुत बड़ी हैं। बिल और टिप जाँचें।',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} शुल्क, कुल ${total}, ${name} के लिए`,
  optionFeeTotal: (fee, total) => `+ ${fee} शुल्क, कुल ${total}`,
  optionFor: (name) => `${name} के लिए`,
  amountDecimals: (d) => {
    if (d === 0) return 'केवल पूरी राशि दर्ज करें, दशमलव के बिना।';
    return plural.select(d) === 'one' ? 'दशमलव के बाद ज़्यादा से ज़्यादा एक अंक लिखें।' : `दशमलव के बाद ज़्यादा से ज़्यादा ${d} अंक लिखें।`;
  },

  teamName: (names) => `टीम: ${names}`,
  teamSplitService: (count) => pluralize('hi', count, { '=1': 'अन्य राशि पूरी की पूरी एक व्यक्ति को दी जाती है।', other: 'अन्य राशि सेवा के अनुसार # लोगों में बाँटी जाती है।' }),
  teamSplitEven: (count) => pluralize('hi', count, { '=1': 'अन्य राशि पूरी की पूरी एक व्यक्ति को दी जाती है।', other: 'अन्य राशि # लोगों में बराबर बाँटी जाती है।' }),
  teamTip: 'टीम के लिए टिप',
  shareFor: (name) => `${name} का हिस्सा`,
  teamLeftOut: (names) => `सुझाई गई टिप में ${names} शामिल नहीं हैं, क्योंकि उनकी कोई सेवा नहीं थी।`,
  teamFeePerShare: 'हर हिस्सा अपने शुल्क के साथ अलग टिप के रूप में दिया जाता है, इसलिए कुल शुल्क एक टिप से ज़्यादा होता है।',
  shareNoService: (amount) => `${amount} (कोई सेवा नहीं)`,
  choicesCleared: 'टिप के चुनाव हटा दिए गए हैं। कृपया फिर से चुनें।',
};

export default messages;
