"""The state of one game: the seats' zones, the phase, and the battle or direct under way."""
from __future__ import annotations

from dataclasses import dataclass, field

from . import cards

HAND_SIZE = 6  # janken-gear.setup.hand, janken-gear.turn.refill
VITALS = 3  # janken-gear.setup.vitals

# phases
CHOOSE_ORDER = "choose-order"  # the janken winner chooses 先攻 or 後攻 (janken-gear.setup.first-player)
TURN = "turn"  # the turn player acts (janken-gear.turn.actions)
BATTLE = "battle"  # the support step of a field battle (janken-gear.battle.support-step)
DIRECT = "direct"  # a direct waits for the answer of its target (janken-gear.diamond.counter.timing)
OVER = "over"


@dataclass
class FieldCard:
    """janken-gear.glossary.field-card: one sign card or one bundle on a player's field."""

    id: str
    cards: list[str]

    @property
    def power(self) -> int:
        """janken-gear.field.bundle.sum: the base power is the sum of the cards' powers."""
        return sum(cards.power(c) for c in self.cards)

    @property
    def sign(self) -> str:
        """janken-gear.field.bundle.same-suit: the sign of the bundle's suit."""
        return cards.sign(self.cards[0]) or cards.ROCK

    @property
    def single_ace(self) -> bool:
        """janken-gear.battle.judge.ace: a field card of one A only (not a bundle)."""
        return len(self.cards) == 1 and cards.rank(self.cards[0]) == "A"

    @property
    def has_face(self) -> bool:
        return any(cards.is_face(c) for c in self.cards)


@dataclass
class Seat:
    name: str
    deck: list[str] = field(default_factory=list)  # index 0 is the top
    hand: list[str] = field(default_factory=list)
    vitals: list[str] = field(default_factory=list)  # remaining, face down (janken-gear.glossary.vital)
    lost_vitals: list[str] = field(default_factory=list)  # face up, in the order lost
    discard: list[str] = field(default_factory=list)
    field: list[FieldCard] = field(default_factory=list)

    @property
    def vitals_left(self) -> int:
        return len(self.vitals)

    def field_card(self, fid: str) -> FieldCard | None:
        return next((f for f in self.field if f.id == fid), None)


@dataclass
class Battle:
    """A field battle under way (janken-gear.battle.start); effects are battle-local
    (janken-gear.diamond.expire): they live here and vanish with it."""

    attacker: str  # field card id of the turn player's attacking field card
    defender: str  # field card id of the attacked field card
    to_move: int  # seat whose support-step turn it is
    passes: int = 0  # consecutive passes
    boost: list[int] = field(default_factory=lambda: [0, 0])  # by seat
    sign: list[str | None] = field(default_factory=lambda: [None, None])  # changed sign by seat
    chains: list[list[int]] = field(default_factory=lambda: [[], []])  # chain powers by seat


@dataclass
class Direct:
    """A direct declared and not yet landed (janken-gear.glossary.direct)."""

    source: str  # the field card that made it (its owner is the turn player)
    target: int  # seat receiving it
    penetrating: bool
    stage: str = "respond"  # respond: the target answers; cancel: the attacker may use ◆A
    counter: str | None = None  # the ◆J/◆Q/◆K played against it
    counter_target: str | None = None


@dataclass
class Game:
    seats: list[Seat]
    options: dict = field(default_factory=dict)
    phase: str = TURN
    turn: int = 0  # the turn player's seat
    janken_winner: int | None = None
    battle: Battle | None = None
    direct: Direct | None = None
    grace: list[bool] = field(default_factory=lambda: [False, False])  # janken-gear.direct.grace
    attacked: list[str] = field(default_factory=list)  # ids that attacked this turn, in order (janken-gear.turn.attack-once)
    acted: bool = False  # a card was used or an attack made this turn (janken-gear.turn.stalemate)
    quiet_turns: int = 0  # consecutive turns that ended with nothing done
    turn_number: int = 1
    result: dict | None = None
    next_id: int = 1
    seed: int = 0

    def other(self, seat: int) -> int:
        return 1 - seat

    def owner_of(self, fid: str) -> int | None:
        for i, s in enumerate(self.seats):
            if s.field_card(fid):
                return i
        return None

    def new_field_id(self) -> str:
        """A fresh field-card id (f1, f2, …): the counter's next number whose id no field card
        in play has (docs/protocol/janken-gear.md, "Field card ids")."""
        taken = {f.id for s in self.seats for f in s.field}
        while f"f{self.next_id}" in taken:
            self.next_id += 1
        fid = f"f{self.next_id}"
        self.next_id += 1
        return fid
