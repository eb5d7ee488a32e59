"""Shape checks that collect (JSON path, message) problems instead of stopping at the first."""
from __future__ import annotations

from gear import cards


def is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def is_name(v) -> bool:
    return isinstance(v, str) and len(v) > 0


class Shape:
    def __init__(self) -> None:
        self.problems: list[tuple[str, str]] = []

    def bad(self, path: str, message: str) -> None:
        self.problems.append((path, message))

    def obj(self, v, path: str, allowed: tuple[str, ...], required: tuple[str, ...] = ()) -> bool:
        if not isinstance(v, dict):
            self.bad(path, "must be an object")
            return False
        for k in v:
            if k not in allowed:
                self.bad(f"{path}.{k}", f"unknown field (the fields are {', '.join(allowed)})")
        for k in required:
            if k not in v:
                self.bad(f"{path}.{k}", "is required")
        return True

    def card_list(self, v, path: str) -> list[str] | None:
        if not isinstance(v, list):
            self.bad(path, "must be a list of cards")
            return None
        ok = True
        for i, c in enumerate(v):
            if not cards.is_card(c):
                self.bad(f"{path}[{i}]", f"{c!r} is not a card (a suit ♠♥♣◆ and a rank A, 2-10, J, Q, K, or ジョーカー)")
                ok = False
        return list(v) if ok else None

    def players(self, v, path: str) -> list[str] | None:
        if not isinstance(v, list):
            self.bad(path, "must be a list of player names")
            return None
        ok = True
        for i, n in enumerate(v):
            if not is_name(n):
                self.bad(f"{path}[{i}]", "a player is a non-empty string")
                ok = False
            elif n in v[:i]:
                self.bad(f"{path}[{i}]", f"{n!r} is named twice")
                ok = False
        return list(v) if ok else None

    def options(self, v, path: str) -> dict:
        if not isinstance(v, dict):
            self.bad(path, "must be an object of option keys")
            return {}
        out = {}
        for k, val in v.items():
            if k != "sudden-vital-loss":
                self.bad(f"{path}.{k}", "unknown option (the only one is sudden-vital-loss)")
            elif not isinstance(val, bool):
                self.bad(f"{path}.{k}", "must be true or false")
            else:
                out[k] = val
        return out
