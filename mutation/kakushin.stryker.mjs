// Stryker configuration for the kakushin engine (mutation/base.mjs says what is shared).
// run.ts is left out with the agents: it plays whole battles from sheets for the scripts and
// unit tests, and the protocol never reaches it (the contract starts battles from setups,
// setup.ts, and plays them step by step, battle.ts playSteps).
import { bookConfig } from './base.mjs';

export default bookConfig('kakushin', { notRules: ['run.ts'] });
