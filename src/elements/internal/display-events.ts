/**
 * Display mode's event, in a module of its own: events.ts is part of every checkout page, and a
 * checkout page carries nothing of Display mode (a class with a static field is kept by bundlers
 * wherever its module is).
 */
import { init } from './events.js';

/** Fired by tip-device-pairing when a device of the service is synced with this POS. */
export class TipDevicePairedEvent extends Event {
  static readonly eventName = 'tip-device-paired' as const;
  /** The identifier to address the device by in Display-mode calls: store it. */
  readonly deviceId: string;
  /** `service`: the device's code was activated; `pos`: the device knows this POS's identifier. */
  readonly method: 'service' | 'pos';
  constructor(deviceId: string, method: 'service' | 'pos') {
    super(TipDevicePairedEvent.eventName, init);
    this.deviceId = deviceId;
    this.method = method;
  }
}

interface EventsByName {
  'tip-device-paired': TipDevicePairedEvent;
}

declare global {
  interface HTMLElementEventMap extends EventsByName {}
  interface GlobalEventHandlersEventMap extends EventsByName {}
}
