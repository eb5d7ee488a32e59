"""Chapter 8, 補助札（ダイヤ） (spec/janken-gear/08-diamond.md): boost, sign change, chain,
the ◆J/◆Q/◆K counter to a direct and the ◆A cancel. When each may be used
(janken-gear.diamond.timing) is checked for every action in gear.game."""
from __future__ import annotations

from . import cards
from .battle import defeat, sides, used_support
from .errors import Forbidden
from .state import Game


def _check_support(game: Game, seat: int, card: str) -> None:
    """janken-gear.diamond.use: a support card is used from the hand."""
    if not (cards.is_diamond(card) and card in game.seats[seat].hand):
        raise Forbidden("janken-gear.diamond.use", f"{card} is not a ◆ card in {game.seats[seat].name}'s hand")


def take_support(game: Game, seat: int, card: str) -> None:
    """janken-gear.diamond.use: one card, one effect; it goes at once to its owner's discard pile."""
    s = game.seats[seat]
    s.hand.remove(card)
    s.discard.append(card)


def boost(game: Game, seat: int, card: str) -> list[dict]:
    """janken-gear.diamond.boost: ◆2–◆10 add their power to one's fighting field card; any
    number may be stacked; ◆A, ◆J, ◆Q, ◆K cannot boost."""
    _check_support(game, seat, card)
    if not 2 <= cards.power(card) <= 10:
        raise Forbidden("janken-gear.diamond.boost", f"{card} cannot add power: only ◆2 to ◆10 can")
    take_support(game, seat, card)
    game.battle.boost[seat] += cards.power(card)
    used_support(game, seat)
    return [{"type": "support-used", "player": game.seats[seat].name, "card": card, "effect": "boost"}]


def change_sign(game: Game, seat: int, card: str, sign: str) -> list[dict]:
    """janken-gear.diamond.sign-change: a ◆ of the same power as one's fighting field card's own
    power (janken-gear.diamond.note.same-power) changes its sign, for this battle, to another one."""
    _check_support(game, seat, card)
    mine, _, current = sides(game)[seat]
    if cards.power(card) != mine.power:
        raise Forbidden("janken-gear.diamond.sign-change",
                        f"{card} has power {cards.power(card)}, not the own power {mine.power} of {mine.id}")
    if sign == current:
        raise Forbidden("janken-gear.diamond.sign-change", f"{mine.id} is already {sign}")
    take_support(game, seat, card)
    game.battle.sign[seat] = sign
    used_support(game, seat)
    return [{"type": "support-used", "player": game.seats[seat].name, "card": card, "effect": "change-sign", "sign": sign}]


def chain(game: Game, seat: int, card: str) -> list[dict]:
    """janken-gear.diamond.chain: a ◆ of the same power as the opposing field card's own power;
    if that card is defeated, the other field cards of that own power on its owner's field are
    defeated too (gear.battle.settle)."""
    _check_support(game, seat, card)
    theirs, _, _ = sides(game)[game.other(seat)]
    if cards.power(card) != theirs.power:
        raise Forbidden("janken-gear.diamond.chain",
                        f"{card} has power {cards.power(card)}, not the own power {theirs.power} of {theirs.id}")
    take_support(game, seat, card)
    game.battle.chains[seat].append(cards.power(card))
    used_support(game, seat)
    return [{"type": "support-used", "player": game.seats[seat].name, "card": card, "effect": "chain"}]


def counter(game: Game, seat: int, card: str, target: str | None) -> list[dict]:
    """janken-gear.diamond.counter, .counter.timing: the player a direct is aimed at, before it
    lands, uses ◆J, ◆Q or ◆K, choosing one field card of the direct's maker to attack."""
    d = game.direct
    if d.stage != "respond":
        raise Forbidden("janken-gear.diamond.counter.timing", "a counter is already waiting for its answer")
    if not (cards.is_diamond(card) and cards.is_face(card) and card in game.seats[seat].hand):
        raise Forbidden("janken-gear.diamond.counter", f"{card} is not ◆J, ◆Q or ◆K in {game.seats[seat].name}'s hand")
    maker = game.seats[game.other(seat)]
    if target is None or maker.field_card(target) is None:
        raise Forbidden("janken-gear.diamond.counter.timing",
                        f"the counter attacks one field card of {maker.name}; {target} is none")
    take_support(game, seat, card)
    d.counter, d.counter_target, d.stage = card, target, "cancel"
    game.acted = True
    return [{"type": "counter-used", "player": game.seats[seat].name, "card": card, "target": target}]


def cancel(game: Game, seat: int, card: str) -> list[dict]:
    """janken-gear.diamond.ace-cancel, .ace-cancel.timing: right after the opponent's ◆J/◆Q/◆K,
    the direct's maker may cancel it with ◆A; the target may then counter again or take it."""
    d = game.direct
    if d.stage != "cancel":
        raise Forbidden("janken-gear.diamond.ace-cancel.timing", "no ◆J, ◆Q or ◆K is waiting for your answer")
    if not (card == "◆A" and card in game.seats[seat].hand):
        raise Forbidden("janken-gear.diamond.ace-cancel", f"{card} is not ◆A in {game.seats[seat].name}'s hand")
    take_support(game, seat, card)
    d.counter, d.counter_target, d.stage = None, None, "respond"
    game.acted = True
    return [{"type": "counter-cancelled", "player": game.seats[seat].name, "card": card}]


def counter_stands(game: Game) -> list[dict]:
    """janken-gear.diamond.counter, .counter.judge: the direct is void, and the ◆J/◆Q/◆K defeats
    the chosen field card when its power (11, 12, 13) is at least that card's own power (no
    signs, no janken-gear.battle.judge.ace)."""
    d = game.direct
    owner = game.other(d.target)
    fc = game.seats[owner].field_card(d.counter_target)
    hit = fc is not None and cards.power(d.counter) >= fc.power
    if hit:
        defeat(game, owner, fc.id)
    return [{"type": "direct-nullified", "to": game.seats[d.target].name, "card": d.counter,
             "target": d.counter_target, "defeated": hit}]
