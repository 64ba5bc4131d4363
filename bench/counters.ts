// Counters the bench page reads, installed before the elements load (page.ts imports this first):
// every `Intl.NumberFormat` construction, and every Lit update (ReactiveElement.prototype.update,
// which every element's update reaches once), and the time the last one ended (the end of its
// performUpdate: render committed, `updated` run). The elements' own code is not touched.
import { ReactiveElement } from 'lit';

export const counts = { numberFormats: 0, updates: 0, lastUpdateEnd: 0, byTag: new Map<string, number>() };

const NumberFormat = Intl.NumberFormat;
Intl.NumberFormat = new Proxy(NumberFormat, {
  construct(target, args, newTarget) {
    counts.numberFormats++;
    return Reflect.construct(target, args, newTarget) as object;
  },
  apply(target, self, args) {
    counts.numberFormats++;
    return Reflect.apply(target, self, args) as unknown;
  },
});

const update = ReactiveElement.prototype['update'];
ReactiveElement.prototype['update'] = function (this: ReactiveElement, changed: Map<PropertyKey, unknown>) {
  counts.updates++;
  counts.byTag.set(this.localName, (counts.byTag.get(this.localName) ?? 0) + 1);
  update.call(this, changed);
};

// The end of an update is the end of performUpdate: LitElement's update commits its render to the
// DOM after ReactiveElement's update returns, and `updated` hooks run after that.
const performUpdate = ReactiveElement.prototype['performUpdate'];
ReactiveElement.prototype['performUpdate'] = function (this: ReactiveElement) {
  try {
    performUpdate.call(this);
  } finally {
    counts.lastUpdateEnd = performance.now();
  }
};
