/**
 * The docs pages shown in Storybook: every Markdown page of the repository's docs/ (and the
 * README), each rendered by its `stories/docs/<page>.mdx` under the title given here. The titles
 * are repeated in the .mdx files' `<Meta title>` (Storybook's indexer reads them statically);
 * test/unit/docs.test.ts checks that the two agree and that every page has its .mdx file.
 */
import { createElement, type AnchorHTMLAttributes, type ImgHTMLAttributes } from 'react';

/** Page (path from the repository's root) -> Storybook title. */
export const DOC_PAGES: Readonly<Record<string, string>> = {
  'README.md': 'Docs/Introduction',
  'docs/install.md': 'Docs/Install and entry points',
  'docs/api.md': 'Docs/API reference',
  'docs/demo.md': 'Docs/The demo',
  'docs/client.md': 'Docs/The client',
  'docs/proxy.md': 'Docs/The proxy',
  'docs/sandbox.md': 'Docs/The sandbox',
  'docs/display-mode.md': 'Docs/Display mode',
  'docs/customer-screen.md': 'Docs/The customer screen',
  'docs/back-office.md': 'Docs/The back office',
  'docs/events.md': 'Docs/Events',
  'docs/theming.md': 'Docs/Theming and parts',
  'docs/messages-and-locales.md': 'Docs/Messages and locales',
  'docs/fair-tip-screens.md': 'Docs/Fair tip screens',
  'docs/layout.md': 'Docs/Layout and accessibility',
  'docs/react.md': 'Docs/React',
  'docs/frameworks.md': 'Docs/Frameworks and editors',
  'docs/ssr.md': 'Docs/Server-side rendering',
  'docs/csp.md': 'Docs/CSP and Trusted Types',
  'docs/size-and-speed.md': 'Docs/Size and speed',
  'docs/bench-results.md': 'Docs/Bench results',
  'docs/storybook.md': 'Docs/Storybook',
  'docs/contributing.md': 'Docs/Contributing',
};

/** Storybook's id of a docs entry titled `title` (as its indexer makes it). */
export const docsId = (title: string) =>
  `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}--docs`;

/** A link or image target of `page`, as a path from the repository's root (undefined: not ours). */
function resolve(page: string, target: string): { path: string; hash: string } | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return undefined;
  const url = new URL(target, `https://repo.invalid/${page}`);
  return { path: decodeURIComponent(url.pathname.slice(1)), hash: url.hash };
}

/**
 * Options for the `Markdown` block showing `page`: a link to another docs page opens its
 * Storybook page (in the whole window: docs render in the preview's iframe), an anchor of the
 * same page scrolls there, and images load from the `docs/` Storybook serves (.storybook/main.ts).
 */
export function markdownOptions(page: string) {
  const a = ({ href = '', ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) => {
    if (href.startsWith('#')) return createElement('a', { ...rest, href });
    const target = resolve(page, href);
    const title = target && DOC_PAGES[target.path];
    if (title) return createElement('a', { ...rest, href: `./?path=/docs/${docsId(title)}`, target: '_top' });
    return createElement('a', { ...rest, href, ...(target ? {} : { target: '_blank', rel: 'noreferrer' }) });
  };
  const img = ({ src = '', ...rest }: ImgHTMLAttributes<HTMLImageElement>) => {
    const target = resolve(page, src);
    return createElement('img', { ...rest, src: target ? target.path : src, style: { maxWidth: '100%' } });
  };
  return { overrides: { a: { component: a }, img: { component: img } } };
}
