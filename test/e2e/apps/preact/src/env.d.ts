// The tags and events of tip-elements in Preact's JSX (docs/frameworks.md).
import type { CustomElements } from 'tip-elements/jsx';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
}
