/// <reference types="vite/client" />
// The tags and events of tip-elements in Vue templates (docs/frameworks.md).
/// <reference types="tip-elements/vue" />
