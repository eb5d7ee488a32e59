"""Chapter 7, 場札戦闘 (spec/janken-gear/07-battle.md): attack, the support step, the
judgement, defeat, the penetrating direct and the joker."""
from __future__ import annotations

from . import cards, direct
from .errors import Forbidden
from .state import BATTLE, TURN, Battle, FieldCard, Game
from .turn import pass_turn

ATTACKER, DEFENDER = "attacker", "defender"
PENETRATE_AT = 11  # janken-gear.battle.penetrate


def attack(game: Game, seat: int, attacker: str, target: str | None) -> list[dict]:
    """janken-gear.turn.actions.attack, .turn.attack-once, .turn.attack-target: the turn player's
    field card that has not attacked this turn attacks one of the opponent's field cards
    (a field battle, janken-gear.battle.start; the defender acts first,
    janken-gear.battle.support-step) or, only when the opponent has none, the opponent (a direct)."""
    me, foe = game.seats[seat], game.seats[game.other(seat)]
    fc = me.field_card(attacker)
    if fc is None:
        raise Forbidden("janken-gear.turn.actions.attack", f"{attacker} is not a field card of {me.name}")
    if attacker in game.attacked:
        raise Forbidden("janken-gear.turn.attack-once", f"{attacker} has already attacked this turn")
    if target is None and foe.field:
        raise Forbidden("janken-gear.turn.attack-target", f"a direct is allowed only when {foe.name} has no field card")
    if target is not None and foe.field_card(target) is None:
        raise Forbidden("janken-gear.turn.attack-target", f"{target} is not a field card of {foe.name}")
    game.attacked.append(attacker)
    game.acted = True
    if target is None:
        return direct.declare(game, attacker, game.other(seat), penetrating=False)
    game.phase = BATTLE
    game.battle = Battle(attacker=attacker, defender=target, to_move=game.other(seat))
    return [{"type": "battle-started", "attacker": me.name, "attackerCard": attacker, "defenderCard": target}]


def used_support(game: Game, seat: int) -> None:
    """janken-gear.battle.support-step: after a card is used the passes count again from zero
    and the other player acts."""
    b = game.battle
    b.passes = 0
    b.to_move = game.other(seat)
    game.acted = True


def support_pass(game: Game, seat: int) -> list[dict]:
    """janken-gear.battle.support-step: two passes in a row end the support step."""
    b = game.battle
    b.passes += 1
    events = [{"type": "passed", "player": game.seats[seat].name}]
    if b.passes >= 2:
        return events + settle(game)
    b.to_move = game.other(seat)
    return events


def joker(game: Game, seat: int) -> list[dict]:
    """janken-gear.battle.joker, .battle.joker.timing: the defender, on their turn of the
    support step, ends the battle unsettled (both field cards stay) and takes the turn."""
    s = game.seats[seat]
    if seat == game.turn or cards.JOKER not in s.hand:
        raise Forbidden("janken-gear.battle.joker.timing",
                        "only the defender holding the joker may use it, in the support step")
    s.hand.remove(cards.JOKER)
    s.discard.append(cards.JOKER)
    game.acted = True
    game.battle = None
    game.phase = TURN
    return [{"type": "joker-used", "player": s.name}] + pass_turn(game, taker=seat)


def sides(game: Game) -> dict[int, tuple[FieldCard, int, str]]:
    """Per seat: its fighting field card, battle power (own power + boosts) and current sign."""
    b = game.battle
    a, d = game.turn, game.other(game.turn)
    out = {}
    for seat, fid in ((a, b.attacker), (d, b.defender)):
        fc = game.seats[seat].field_card(fid)
        out[seat] = (fc, fc.power + b.boost[seat], b.sign[seat] or fc.sign)
    return out


def judge(fa: FieldCard, pa: int, sa: str, fd: FieldCard, pd: int, sd: str) -> tuple[str | None, str]:
    """janken-gear.battle.judge: the first of .ace, .janken, .power, .tie that decides,
    as (the winning side, or None when both are defeated; the deciding clause)."""
    if fa.single_ace and fd.has_face:
        return ATTACKER, "janken-gear.battle.judge.ace"
    if fd.single_ace and fa.has_face:
        return DEFENDER, "janken-gear.battle.judge.ace"
    if sa != sd:
        return (ATTACKER if cards.beats(sa, sd) else DEFENDER), "janken-gear.battle.judge.janken"
    if pa != pd:
        return (ATTACKER if pa > pd else DEFENDER), "janken-gear.battle.judge.power"
    return None, "janken-gear.battle.judge.tie"


def defeat(game: Game, seat: int, fid: str) -> None:
    """janken-gear.glossary.defeat, .battle.defeat: off the field, its cards to the discard pile.
    No longer a field card, it leaves the attack marks of janken-gear.turn.attack-once."""
    s = game.seats[seat]
    fc = s.field_card(fid)
    s.field.remove(fc)
    s.discard.extend(fc.cards)
    if fid in game.attacked:
        game.attacked.remove(fid)


def settle(game: Game) -> list[dict]:
    """janken-gear.battle.judge and .battle.defeat, then the chains (janken-gear.diamond.chain)
    and the penetrating direct (janken-gear.battle.penetrate); the battle's effects end with it
    (janken-gear.diamond.expire)."""
    b = game.battle
    a, d = game.turn, game.other(game.turn)
    s = sides(game)
    (fa, pa, sa), (fd, pd, sd) = s[a], s[d]
    winner, clause = judge(fa, pa, sa, fd, pd, sd)
    losers = [(d, fd)] if winner == ATTACKER else [(a, fa)] if winner == DEFENDER else [(a, fa), (d, fd)]
    for seat, fc in losers:
        defeat(game, seat, fc.id)
    chained = []
    for seat, fc in losers:
        if fc.power in b.chains[game.other(seat)]:
            for other in [f for f in game.seats[seat].field if f.power == fc.power]:
                defeat(game, seat, other.id)
                chained.append(other.id)
    events: list[dict] = [{
        "type": "battle-settled", "winner": winner or "both-defeated", "clause": clause,
        "attackerPower": pa, "defenderPower": pd,
        "defeated": [fc.id for _, fc in losers], "chained": chained,
    }]
    game.battle = None
    game.phase = TURN
    if winner == ATTACKER and pa >= PENETRATE_AT:
        events.extend(direct.declare(game, fa.id, d, penetrating=True))
    return events
