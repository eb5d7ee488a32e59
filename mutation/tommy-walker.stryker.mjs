// Stryker configuration for the tommy-walker engine (mutation/base.mjs says what is shared).
// play.ts and deck-file.ts are left out with the agents: playMatch plays whole games between
// agents for the benchmark and the simulation scripts, parseDeckFile reads their deck files,
// and the protocol reaches neither (the suite plays through the contract, contract.ts, whose
// setups name their cards in JSON).
import { bookConfig } from './base.mjs';

export default bookConfig('tommy-walker', { notRules: ['play.ts', 'deck-file.ts'] });
