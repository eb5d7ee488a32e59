"""Chapter 5, 場札と束 (spec/janken-gear/05-field.md): deploying a field card or a bundle."""
from __future__ import annotations

from collections import Counter

from . import cards
from .errors import Forbidden
from .state import FieldCard, Game


def take_from_hand(hand: list[str], wanted: list[str]) -> list[str] | None:
    """The hand without the wanted cards (the first copies), or None if it lacks one."""
    need = Counter(wanted)
    rest = []
    for c in hand:
        if need[c] > 0:
            need[c] -= 1
        else:
            rest.append(c)
    return None if any(n > 0 for n in need.values()) else rest


def deploy(game: Game, seat: int, played: list[str]) -> list[dict]:
    """janken-gear.field.deploy, .turn.actions.deploy: the turn player puts one sign card or
    one bundle from the hand onto the field, face up.
    janken-gear.cards.diamond, janken-gear.cards.joker: ◆ and the joker never become field cards;
    janken-gear.field.bundle.same-suit: a bundle is of one suit; janken-gear.field.bundle.when:
    a bundle is made only here, so every deploy is a new field card."""
    s = game.seats[seat]
    rest = take_from_hand(s.hand, played)
    if not played or rest is None:
        raise Forbidden("janken-gear.field.deploy", f"{' '.join(played) or 'nothing'} is not a choice of cards in {s.name}'s hand")
    if any(cards.is_diamond(c) for c in played):
        raise Forbidden("janken-gear.cards.diamond", "a ◆ card is a support card and never a field card")
    if any(cards.is_joker(c) for c in played):
        raise Forbidden("janken-gear.cards.joker", "the joker is never a field card")
    if len({cards.suit(c) for c in played}) > 1:
        raise Forbidden("janken-gear.field.bundle.same-suit", "a bundle is made of cards of one suit")
    s.hand = rest
    fc = FieldCard(id=game.new_field_id(), cards=list(played))
    s.field.append(fc)
    game.acted = True
    return [{"type": "deployed", "player": s.name,
             "fieldCard": {"id": fc.id, "cards": list(fc.cards), "sign": fc.sign, "power": fc.power}}]
