// Stryker configuration for the janken-gear engine (mutation/base.mjs says what is shared).
import { bookConfig } from './base.mjs';

export default bookConfig('janken-gear');
