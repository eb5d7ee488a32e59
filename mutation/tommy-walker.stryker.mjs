// Stryker configuration for the tommy-walker engine (mutation/base.mjs says what is shared).
import { bookConfig } from './base.mjs';

export default bookConfig('tommy-walker');
