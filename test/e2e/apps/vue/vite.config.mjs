import vue from '@vitejs/plugin-vue';

// Vue renders tags with a dash as custom elements (tip-elements registers them).
export default {
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.includes('-') } } })],
  logLevel: 'warn',
};
