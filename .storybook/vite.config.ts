/**
 * Storybook's Vite config file, empty on purpose: without it Storybook would merge the top-level
 * vite.config.ts (the demo's dev server and the browser bundles) into its own. What Storybook
 * needs is in main.ts (`viteFinal`).
 */
import { defineConfig } from 'vite';

export default defineConfig({});
