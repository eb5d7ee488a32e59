// Stryker configuration for the kakushin engine (mutation/base.mjs says what is shared).
import { bookConfig } from './base.mjs';

export default bookConfig('kakushin');
