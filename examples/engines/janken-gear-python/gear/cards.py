"""Chapter 2, 札 (spec/janken-gear/02-cards.md): suits, signs, power, joker."""
from __future__ import annotations

JOKER = "ジョーカー"
SPADE, HEART, CLUB, DIAMOND = "♠", "♥", "♣", "◆"
SUITS = (SPADE, HEART, CLUB, DIAMOND)
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
FACES = ("J", "Q", "K")

ROCK, SCISSORS, PAPER = "グー", "チョキ", "パー"
SIGNS = (ROCK, SCISSORS, PAPER)

# janken-gear.cards.signs.spade / .heart / .club
SIGN_OF_SUIT = {SPADE: ROCK, HEART: SCISSORS, CLUB: PAPER}
# janken-gear.cards.janken: グー beats チョキ, チョキ beats パー, パー beats グー
_BEATS = {ROCK: SCISSORS, SCISSORS: PAPER, PAPER: ROCK}


def is_card(name: object) -> bool:
    """janken-gear.glossary.card: one of the 52 suited cards or the joker."""
    return isinstance(name, str) and (name == JOKER or (name[:1] in SUITS and name[1:] in RANKS))


def all_cards() -> list[str]:
    return [s + r for s in SUITS for r in RANKS] + [JOKER]


def suit(card: str) -> str | None:
    return None if card == JOKER else card[0]


def rank(card: str) -> str | None:
    return None if card == JOKER else card[1:]


def is_joker(card: str) -> bool:
    return card == JOKER


def is_diamond(card: str) -> bool:
    """janken-gear.cards.diamond: ◆ cards are support cards."""
    return suit(card) == DIAMOND


def is_sign_card(card: str) -> bool:
    """janken-gear.glossary.sign-card: a ♠, ♥ or ♣ card."""
    return suit(card) in SIGN_OF_SUIT


def is_face(card: str) -> bool:
    """janken-gear.glossary.face-card: J, Q, K."""
    return rank(card) in FACES


def power(card: str) -> int:
    """janken-gear.cards.power: A=1, 2..10 their number, J=11, Q=12, K=13; the joker has none (0)."""
    r = rank(card)
    return 0 if r is None else RANKS.index(r) + 1


def sign(card: str) -> str | None:
    """janken-gear.cards.signs: the sign a sign card shows; ◆ and the joker have none."""
    s = suit(card)
    return SIGN_OF_SUIT.get(s) if s else None


def beats(a: str, b: str) -> bool:
    """janken-gear.cards.janken: whether sign a beats sign b (a tie beats nothing)."""
    return _BEATS[a] == b
