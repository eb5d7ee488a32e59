// Stryker configuration for the tommy-walker engine (mutation/base.mjs says what is shared).
// play.ts is left out with the agents: playMatch plays whole games between agents for the
// benchmark and the simulation scripts, and the protocol never reaches it (the suite plays
// through the contract, contract.ts).
import { bookConfig } from './base.mjs';

export default bookConfig('tommy-walker', { notRules: ['play.ts'] });
