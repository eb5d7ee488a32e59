"""Chapter 3, デッキ (spec/janken-gear/03-deck.md): what a deck may hold, and the check."""
from __future__ import annotations

from . import cards

DECK_SIZE = 20  # janken-gear.deck.size
# The longest deck the copy limits allow (one joker, one of each ◆, two of each ♠♥♣ card): a
# longer one is refused for its size alone, its cards unread (docs/protocol/janken-gear.md, Limits).
LONGEST_DECK = 1 + 13 + 39 * 2


def check_deck(deck: list) -> list[tuple[int | None, str, str]]:
    """janken-gear.deck.check: every breach of chapter 3, as (card index or None for the
    whole deck, clause, message), in deck order, the size last."""
    problems: list[tuple[int | None, str, str]] = []
    if len(deck) > LONGEST_DECK:
        return [(None, "janken-gear.deck.size", f"a deck has exactly {DECK_SIZE} cards, not {len(deck)}")]
    seen: dict[str, int] = {}
    for i, card in enumerate(deck):
        if not cards.is_card(card):
            problems.append((i, "janken-gear.deck.cards", f"{card!r} is not a playing card"))
            continue
        seen[card] = seen.get(card, 0) + 1
        n = seen[card]
        if cards.is_joker(card) and n > 1:
            problems.append((i, "janken-gear.deck.joker-unique", "a deck holds at most one joker"))
        elif cards.is_diamond(card) and n > 1:
            problems.append((i, "janken-gear.deck.diamond-unique", f"a deck holds at most one {card}"))
        elif cards.is_sign_card(card) and n > 2:
            problems.append((i, "janken-gear.deck.two-copies", f"a deck holds at most two {card}"))
    if len(deck) != DECK_SIZE:
        problems.append((None, "janken-gear.deck.size", f"a deck has exactly {DECK_SIZE} cards, not {len(deck)}"))
    return problems
