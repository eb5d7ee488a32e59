"""One entry for every action, and the decision awaited: the rules of the book put together.

Actions are the book's action form (docs/protocol/janken-gear.schema.json, shape-checked by
wire.forms): dicts with a `type`:
  choose-order {goFirst} · deploy {cards} · attack {attacker, target|None} · end-turn ·
  pass · boost {card} · change-sign {card, sign} · chain {card} · joker ·
  counter {card, target|None} · cancel {card}
`pass` answers whatever is pending: the support step, a direct (take it), a counter (let it stand).
"""
from __future__ import annotations

import copy
from itertools import product

from . import battle, cards, diamond, direct, field, setup, turn
from .errors import Forbidden
from .state import BATTLE, CHOOSE_ORDER, DIRECT, OVER, TURN, Game

# Which actions each phase admits, and the clause that places an action (cited when it is
# tried where it has no place): janken-gear.turn.actions, .battle.support-step,
# .diamond.timing, .battle.joker.timing, .diamond.counter.timing, .diamond.ace-cancel.timing.
ADMITS = {
    CHOOSE_ORDER: {"choose-order"},
    TURN: {"deploy", "attack", "end-turn"},
    BATTLE: {"pass", "boost", "change-sign", "chain", "joker"},
    DIRECT: {"pass", "counter", "cancel"},
}
PLACE = {
    "choose-order": "janken-gear.setup.first-player",
    "deploy": "janken-gear.field.deploy",
    "attack": "janken-gear.turn.actions.attack",
    "end-turn": "janken-gear.turn.actions.end",
    "pass": "janken-gear.battle.support-step",
    "boost": "janken-gear.diamond.timing",
    "change-sign": "janken-gear.diamond.timing",
    "chain": "janken-gear.diamond.timing",
    "joker": "janken-gear.battle.joker.timing",
    "counter": "janken-gear.diamond.counter.timing",
    "cancel": "janken-gear.diamond.ace-cancel.timing",
}


def to_act(game: Game) -> int | None:
    """The seat whose decision is pending (None once the game is over)."""
    if game.phase == OVER:
        return None
    if game.phase == CHOOSE_ORDER:
        return game.janken_winner
    if game.phase == TURN:
        return game.turn
    if game.phase == BATTLE:
        return game.battle.to_move
    d = game.direct
    return d.target if d.stage == "respond" else game.other(d.target)


def not_your_decision(game: Game, action_type: str) -> str:
    """The clause that keeps a player from acting out of turn, by phase: janken-gear.setup.first-player,
    .turn.order, .battle.support-step, and in a direct .diamond.ace-cancel.timing / .counter.timing."""
    if game.phase == CHOOSE_ORDER:
        return "janken-gear.setup.first-player"
    if game.phase == TURN:
        return "janken-gear.turn.order"
    if game.phase == BATTLE:
        return "janken-gear.battle.support-step"
    return "janken-gear.diamond.ace-cancel.timing" if action_type == "cancel" else "janken-gear.diamond.counter.timing"


def apply(game: Game, seat: int, action: dict) -> tuple[Game, list[dict]]:
    """Applies one action to a copy of the game and returns it with the events; raises
    Forbidden (and the given game is untouched)."""
    if game.phase == OVER:
        raise Forbidden(game.result["clause"], "the game is over")
    t = action["type"]
    if t not in ADMITS[game.phase]:
        raise Forbidden(PLACE[t], f"{t} has no place in this phase ({game.phase})")
    if seat != to_act(game):
        raise Forbidden(not_your_decision(game, t), f"it is {game.seats[to_act(game)].name}'s decision")
    g = copy.deepcopy(game)
    return g, HANDLERS[t](g, seat, action)


def _pass(g: Game, seat: int, a: dict) -> list[dict]:
    if g.phase == BATTLE:
        return battle.support_pass(g, seat)
    if g.direct.stage == "respond":
        return direct.take(g, seat)
    return direct.let_counter_stand(g)


HANDLERS = {
    "choose-order": lambda g, s, a: setup.choose_order(g, s, a["goFirst"]),
    "deploy": lambda g, s, a: field.deploy(g, s, a["cards"]),
    "attack": lambda g, s, a: battle.attack(g, s, a["attacker"], a["target"]),
    "end-turn": lambda g, s, a: turn.end_turn(g, s),
    "pass": _pass,
    "boost": lambda g, s, a: diamond.boost(g, s, a["card"]),
    "change-sign": lambda g, s, a: diamond.change_sign(g, s, a["card"], a["sign"]),
    "chain": lambda g, s, a: diamond.chain(g, s, a["card"]),
    "joker": lambda g, s, a: battle.joker(g, s),
    "counter": lambda g, s, a: diamond.counter(g, s, a["card"], a["target"]),
    "cancel": lambda g, s, a: diamond.cancel(g, s, a["card"]),
}

KINDS = {CHOOSE_ORDER: "choose-order", TURN: "turn", BATTLE: "support"}


def pending(game: Game) -> list[tuple[int, str, list[dict]]]:
    """The decision awaited now as (seat, kind, every legal action); empty once the game is over."""
    seat = to_act(game)
    if seat is None:
        return []
    if game.phase == CHOOSE_ORDER:
        return [(seat, "choose-order", [{"type": "choose-order", "goFirst": True}, {"type": "choose-order", "goFirst": False}])]
    if game.phase == TURN:
        return [(seat, "turn", turn_options(game))]
    if game.phase == BATTLE:
        return [(seat, "support", support_options(game, seat))]
    if game.direct.stage == "respond":
        return [(seat, "direct", direct_options(game, seat))]
    return [(seat, "counter", counter_options(game, seat))]


MAX_OPTIONS = 100_000


class TooManyOptions(Exception):
    """A position's hand makes more deploy choices than can be listed."""


def deployable(hand: list[str]) -> list[list[str]]:
    """Every distinct card or same-suit bundle the hand can make (janken-gear.field.deploy)."""
    count = 0
    for s in (cards.SPADE, cards.HEART, cards.CLUB):
        n = 1
        for c in set(hand):
            if cards.suit(c) == s:
                n *= hand.count(c) + 1
        count += n - 1
    if count > MAX_OPTIONS:
        raise TooManyOptions(f"the hand makes {count} different deploys, more than {MAX_OPTIONS} can be listed")
    out: list[list[str]] = []
    for s in (cards.SPADE, cards.HEART, cards.CLUB):
        distinct = [c for c in dict.fromkeys(hand) if cards.suit(c) == s]
        for counts in product(*(range(hand.count(c) + 1) for c in distinct)):
            chosen = [c for c, k in zip(distinct, counts) for _ in range(k)]
            if chosen:
                out.append(chosen)
    return out


def turn_options(g: Game) -> list[dict]:
    me, foe = g.seats[g.turn], g.seats[g.other(g.turn)]
    opts: list[dict] = [{"type": "deploy", "cards": c} for c in deployable(me.hand)]
    for f in me.field:
        if f.id in g.attacked:
            continue
        if foe.field:
            opts.extend({"type": "attack", "attacker": f.id, "target": t.id} for t in foe.field)
        else:
            opts.append({"type": "attack", "attacker": f.id, "target": None})
    opts.append({"type": "end-turn"})
    return opts


def support_options(g: Game, seat: int) -> list[dict]:
    s = battle.sides(g)
    mine, _, current = s[seat]
    theirs = s[g.other(seat)][0]
    opts: list[dict] = [{"type": "pass"}]
    for c in dict.fromkeys(g.seats[seat].hand):
        if not cards.is_diamond(c):
            continue
        p = cards.power(c)
        if 2 <= p <= 10:
            opts.append({"type": "boost", "card": c})
        if p == mine.power:
            opts.extend({"type": "change-sign", "card": c, "sign": x} for x in cards.SIGNS if x != current)
        if p == theirs.power:
            opts.append({"type": "chain", "card": c})
    if seat != g.turn and cards.JOKER in g.seats[seat].hand:
        opts.append({"type": "joker"})
    return opts


def direct_options(g: Game, seat: int) -> list[dict]:
    maker = g.seats[g.other(seat)]
    opts: list[dict] = [{"type": "pass"}]
    for c in dict.fromkeys(g.seats[seat].hand):
        if cards.is_diamond(c) and cards.is_face(c):
            opts.extend({"type": "counter", "card": c, "target": f.id} for f in maker.field)
    return opts


def counter_options(g: Game, seat: int) -> list[dict]:
    opts: list[dict] = [{"type": "pass"}]
    if "◆A" in g.seats[seat].hand:
        opts.append({"type": "cancel", "card": "◆A"})
    return opts
