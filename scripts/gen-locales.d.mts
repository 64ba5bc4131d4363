// Types of scripts/gen-locales.mjs, for the tests.
export const LOCALES_DIR: string;
export const GENERATED: string;
export interface LocaleFolder {
  tag: string;
  areas: string[];
}
export function readLocaleFolders(root?: string): LocaleFolder[];
export function readLocales(root?: string): Promise<Array<LocaleFolder & { meta: { name: string; dir: 'ltr' | 'rtl' } }>>;
export function loadersExport(area: string): string;
export function generate(root?: string): Promise<string>;
