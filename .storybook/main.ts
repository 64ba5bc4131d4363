import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/web-components-vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const config: StorybookConfig = {
  framework: {
    name: '@storybook/web-components-vite',
    options: { builder: { viteConfigPath: here('vite.config.ts') } },
  },
  // The element stories, and every page of docs/ (and the README) as a docs page: stories/docs/*.mdx.
  stories: ['../stories/**/*.stories.ts', '../stories/docs/*.mdx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // Staff avatars of the sample data (shared with the demo); the docs pages' images (screenshots,
  // the bench plot) under docs/, where the pages link them.
  staticDirs: ['../demo/public', { from: '../docs', to: '/docs' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(config, {
      // Lit's legacy decorators need experimentalDecorators and useDefineForClassFields: false.
      // Vite's TypeScript transform (oxc) reads them from this tsconfig; without them a property
      // set by a control would land in a class field that shadows Lit's reactive accessor.
      tsconfig: here('../tsconfig.json'),
      resolve: {
        alias: [
          { find: /^tip-elements$/, replacement: here('../src/index.ts') },
          { find: /^tip-elements\/(client|sandbox)$/, replacement: here('../src/$1/index.ts') },
        ],
      },
      build: { chunkSizeWarningLimit: 2000 },
      logLevel: 'warn',
    });
  },
};

export default config;
