"""Chapter 6, ターン (spec/janken-gear/06-turn.md): refill, ending a turn, stalemate.
(janken-gear.turn.order, who may act at all, is checked for every action in gear.game.)"""
from __future__ import annotations

from .state import HAND_SIZE, OVER, TURN, Game


def begin_turn(game: Game) -> list[dict]:
    """janken-gear.turn.refill: the turn player draws up to 6 (as many as the deck has)."""
    s = game.seats[game.turn]
    drew = 0
    while len(s.hand) < HAND_SIZE and s.deck:
        s.hand.append(s.deck.pop(0))
        drew += 1
    return [{"type": "turn-started", "player": s.name, "turn": game.turn_number, "drew": drew}]


def end_turn(game: Game, seat: int) -> list[dict]:
    """janken-gear.turn.actions.end: the turn passes to the other player."""
    return pass_turn(game)


def pass_turn(game: Game, taker: int | None = None) -> list[dict]:
    """Ends the current turn and begins the next one: the other player's (janken-gear.turn.order)
    or, after a joker, the taker's (janken-gear.battle.joker). Two quiet turns in a row draw the
    game (janken-gear.turn.stalemate). The grace and the attack marks last only for the turn
    (janken-gear.direct.grace, janken-gear.turn.attack-once)."""
    ending = game.turn
    events: list[dict] = [{"type": "turn-ended", "player": game.seats[ending].name, "quiet": not game.acted}]
    game.quiet_turns = 0 if game.acted else game.quiet_turns + 1
    game.acted = False
    game.grace = [False, False]
    game.attacked = []
    if game.quiet_turns >= 2:
        game.phase = OVER
        game.result = {"winner": None, "clause": "janken-gear.turn.stalemate",
                       "reason": "two turns in a row ended with no card used from a hand and no attack"}
        events.append({"type": "game-over", "result": dict(game.result)})
        return events
    game.turn = game.other(ending) if taker is None else taker
    game.turn_number += 1
    game.phase = TURN
    events.extend(begin_turn(game))
    return events
