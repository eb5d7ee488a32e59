// Stryker configuration for the twgp engine (mutation/base.mjs says what is shared).
import { bookConfig } from './base.mjs';

export default bookConfig('twgp');
