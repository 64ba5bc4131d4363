// Counters the bench page reads, installed before the elements load (page.ts imports this first):
// every `Intl.NumberFormat` construction, and every Lit update (ReactiveElement.prototype.update,
// which every element's update reaches once), with the time the last one ended. The elements'
// own code is not touched.
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
  try {
    update.call(this, changed);
  } finally {
    counts.lastUpdateEnd = performance.now();
  }
};
