/** This locale's name in its own language, and its direction (its tag is its folder's name). */
import type { LocaleMeta } from '../../types.js';

const meta: LocaleMeta = { name: 'Norsk bokmål', dir: 'ltr' };

export default meta;
