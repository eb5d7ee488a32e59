/**
 * The registry of action rules (engine/twgp/DESIGN.md): every action of the protocol has
 * one rule, exported by the module of the chapter that defines it. `pending` asks each rule
 * what it offers; `apply` reads, refuses or performs through the rule of the action's type.
 * Stack declarations resolve through the resolver of their kind.
 *
 * The lists are built on first use, not at module load, because the chapter modules import
 * the sequence helpers that import this registry.
 */
import type { Failure, ShapeError } from '../core/violation.ts';
import type { Declaration, PlayerId, TwgpState } from './state.ts';

/** An event reported by `apply`: its `type` and the fields docs/protocol/twgp.md lists for it. */
export type TwgpEvent = { type: string } & Record<string, unknown>;

export interface Performed {
  state: TwgpState;
  events: TwgpEvent[];
}

export type Json = Record<string, unknown>;

export interface ActionRule<A extends { type: string } = { type: string }> {
  type: A['type'];
  /** The action's fields, `type` included. */
  fields: readonly string[];
  /** Reads the action's fields (paths rooted at `action`), or records the problems and gives undefined. */
  read(state: TwgpState, v: Json, errors: ShapeError[]): A | undefined;
  /** The actions of this type `player` may take now: exactly those whose refusal is null. */
  offers(state: TwgpState, player: PlayerId): A[];
  /** Why `player` may not take this action now (a violation citing the clause), or null. */
  refusal(state: TwgpState, player: PlayerId, action: A): Failure | null;
  /** Performs an action whose refusal is null. */
  perform(state: TwgpState, player: PlayerId, action: A): Performed;
}

/** Resolves one declaration taken off the top of the stack (twgp.sequence.battle.resolve-order). */
export type Resolver<D extends Declaration = Declaration> = (state: TwgpState, declaration: D) => Performed;

type Registry = { rules: ActionRule<any>[]; resolvers: { [K in Declaration['kind']]: Resolver<Extract<Declaration, { kind: K }>> } };

let registry: Registry | undefined;
let load: (() => Registry) | undefined;

/** Installed once by index.ts, which imports every chapter module. */
export function installRegistry(loader: () => Registry): void {
  load = loader;
  registry = undefined;
}

function current(): Registry {
  if (!registry) {
    if (!load) throw new Error('the TWGP rule registry is not installed (import engine/twgp/index.ts)');
    registry = load();
  }
  return registry;
}

export function allRules(): readonly ActionRule<any>[] {
  return current().rules;
}

/** The rules by their action type, made once per registry. */
let byType: { rules: readonly ActionRule<any>[]; map: Map<unknown, ActionRule<any>> } | undefined;

export function ruleFor(type: unknown): ActionRule<any> | undefined {
  const rules = current().rules;
  if (byType?.rules !== rules) {
    // The first rule of a type, as a search of the list would find it.
    const map = new Map<unknown, ActionRule<any>>();
    for (const r of rules) if (!map.has(r.type)) map.set(r.type, r);
    byType = { rules, map };
  }
  return byType.map.get(type);
}

export function resolverFor<D extends Declaration>(kind: D['kind']): Resolver<D> {
  return current().resolvers[kind] as unknown as Resolver<D>;
}
