// The tags and events of tip-elements in Svelte markup (docs/frameworks.md).
/// <reference types="tip-elements/svelte" />
