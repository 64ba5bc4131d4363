/** What `defineAll` needs of a custom element registry: `customElements`, or a scoped registry. */
export type ElementRegistry = Pick<CustomElementRegistry, 'get' | 'define'>;

/**
 * Defines each `[tag, class]` entry in `registry`, in order. A tag that is already defined is
 * left alone; without a registry (Node, SSR: `globalThis.customElements` is undefined) nothing
 * happens.
 */
export function defineAll(registry: ElementRegistry | undefined, entries: ReadonlyArray<readonly [string, CustomElementConstructor]>): void {
  if (!registry) return;
  for (const [tag, element] of entries) if (!registry.get(tag)) registry.define(tag, element);
}
