/**
 * The reference engines of the four rulebooks, as the conformance protocol serves them
 * (tools/protocol/serve.ts, and in process for the rulings).
 */
import type { AnyBookEngine } from './core/contract.ts';
import type { EngineInfo } from './core/server.ts';
import { jankenGearEngine } from './janken-gear/contract.ts';
import { kakushinEngine } from './kakushin/contract.ts';
import { tommyWalkerEngine } from './tommy-walker/contract.ts';
import { twgpEngine } from './twgp/contract.ts';

export const REFERENCE_INFO: EngineInfo = { name: 'tcg-rulebooks reference engines', version: '0.1.0' };

export const REFERENCE_ENGINES: readonly AnyBookEngine[] = [twgpEngine, tommyWalkerEngine, kakushinEngine, jankenGearEngine];
