"""Chapter 4, ゲームの準備 (spec/janken-gear/04-setup.md): shuffle, vitals, hand, the janken."""
from __future__ import annotations

import random

from . import cards, turn
from .errors import Forbidden
from .state import CHOOSE_ORDER, HAND_SIZE, TURN, VITALS, Game, Seat


def start(players: list[str], decks: list[list[str]], seed: int, options: dict,
          stacked: bool = False, throws: list[list[str]] | None = None) -> tuple[Game, list[dict]]:
    """janken-gear.setup.shuffle, .vitals, .hand, .first-player: shuffle each deck with the
    seeded generator (unless `stacked`: already in shuffled order), lay 3 vitals face down,
    draw 6, and play janken until it is not a tie (or use the given `throws`).
    The decks are assumed checked (janken-gear.deck.check) and the players two (.players)."""
    rng = random.Random(seed)
    seats = []
    events: list[dict] = []
    for name, deck in zip(players, decks):
        order = list(deck)
        if not stacked:
            rng.shuffle(order)  # janken-gear.setup.shuffle
        vitals = order[:VITALS]  # janken-gear.setup.vitals
        hand = order[VITALS : VITALS + HAND_SIZE]  # janken-gear.setup.hand
        seats.append(Seat(name=name, deck=order[VITALS + HAND_SIZE :], hand=hand, vitals=vitals))
    game = Game(seats=seats, options=dict(options), phase=CHOOSE_ORDER, seed=seed, turn_number=0)
    events.extend(janken(game, rng, throws))
    return game, events


def janken(game: Game, rng: random.Random, given: list[list[str]] | None = None) -> list[dict]:
    """janken-gear.setup.first-player: one janken, replayed on a tie; the winner chooses.
    `given` throws (each in seat order; all ties but the last) replace the seeded ones."""
    throws = [list(t) for t in given] if given else []
    if not throws:
        while not throws or throws[-1][0] == throws[-1][1]:
            throws.append([rng.choice(cards.SIGNS), rng.choice(cards.SIGNS)])
    last = throws[-1]
    winner = 0 if cards.beats(last[0], last[1]) else 1
    game.janken_winner = winner
    return [{"type": "janken", "throws": throws, "winner": game.seats[winner].name}]


def check_throws(throws: list[list[str]]) -> None:
    """janken-gear.setup.first-player: the janken is thrown again after a tie, and only then."""
    for i, (x, y) in enumerate(throws):
        last = i == len(throws) - 1
        if last and x == y:
            raise Forbidden("janken-gear.setup.first-player", "the janken ends on a tie; it is thrown until someone wins")
        if not last and x != y:
            raise Forbidden("janken-gear.setup.first-player", f"throw {i + 1} is won, so the janken does not go on")


def choose_order(game: Game, seat: int, first: bool) -> list[dict]:
    """janken-gear.setup.first-player: the janken winner takes the first turn or gives it
    (that only the winner chooses is checked in gear.game)."""
    first_seat = seat if first else game.other(seat)
    game.phase = TURN
    game.turn = first_seat
    game.turn_number = 1
    events = [{"type": "order-chosen", "first": game.seats[first_seat].name}]
    events.extend(turn.begin_turn(game))
    return events
