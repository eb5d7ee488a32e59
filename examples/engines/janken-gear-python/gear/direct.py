"""Chapter 9, ダイレクトと勝敗 (spec/janken-gear/09-direct.md): what a direct does, and winning."""
from __future__ import annotations

from .state import DIRECT, OVER, TURN, Direct, Game

SUDDEN = "sudden-vital-loss"  # option= of the variant janken-gear.direct.sudden-loss


def declare(game: Game, source: str, target: int, penetrating: bool) -> list[dict]:
    """A direct (janken-gear.glossary.direct) or a penetrating direct (janken-gear.battle.penetrate)
    at `target` waits for their answer (janken-gear.diamond.counter.timing), unless
    janken-gear.direct.grace voids it at once."""
    name = game.seats[target].name
    launched = {"type": "direct-launched", "from": game.seats[game.other(target)].name, "to": name,
                "penetrating": penetrating}
    if in_grace(game, target):
        game.phase = TURN
        return [launched, {"type": "direct-void", "to": name, "clause": "janken-gear.direct.grace"}]
    game.phase = DIRECT
    game.direct = Direct(source=source, target=target, penetrating=penetrating)
    return [launched]


def in_grace(game: Game, seat: int) -> bool:
    """janken-gear.direct.grace: a player who lost their last vital this turn is not hurt by
    further directs until the turn ends; janken-gear.direct.sudden-loss sets the grace aside."""
    return game.grace[seat] and not game.options.get(SUDDEN) and not game.seats[seat].vitals


def take(game: Game, seat: int) -> list[dict]:
    """janken-gear.direct.effect, .direct.lose, .direct.grace, .direct.sudden-loss: the direct
    lands: the first remaining vital turns face up (one per direct, a penetrating one too);
    with none left, the player loses."""
    game.direct = None
    game.phase = TURN
    s = game.seats[seat]
    if not s.vitals:
        return end(game, game.other(seat), "janken-gear.direct.lose", f"{s.name} took a direct with no vital left")
    vital = s.vitals.pop(0)
    s.lost_vitals.append(vital)
    events: list[dict] = [{"type": "direct-hit", "to": s.name, "vital": vital, "remaining": len(s.vitals)}]
    if not s.vitals:
        if game.options.get(SUDDEN):
            events.extend(end(game, game.other(seat), "janken-gear.direct.sudden-loss", f"{s.name} lost their last vital"))
        else:
            game.grace[seat] = True
    return events


def end(game: Game, winner: int | None, clause: str, reason: str) -> list[dict]:
    """The game is over with a result citing the clause that decided it."""
    game.phase = OVER
    game.battle = None
    game.direct = None
    name = None if winner is None else game.seats[winner].name
    game.result = {"winner": name, "clause": clause, "reason": reason}
    return [{"type": "game-over", "result": dict(game.result)}]


def let_counter_stand(game: Game) -> list[dict]:
    """The direct's maker does not cancel the ◆J/◆Q/◆K (janken-gear.diamond.ace-cancel.timing)."""
    from .diamond import counter_stands

    events = counter_stands(game)
    game.direct = None
    game.phase = TURN
    return events
