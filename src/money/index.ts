export * from './money.js';
export * from './format.js';
export * from './parse.js';
