"""The two refusals the rules give: a forbidden action (a clause) and a shape error (a path)."""


class Forbidden(Exception):
    """An action of the right shape that a rule forbids; `clause` is the spec clause's ID."""

    def __init__(self, clause: str, message: str, extra: dict | None = None):
        super().__init__(message)
        self.clause = clause
        self.message = message
        self.extra = extra or {}  # book-specific fields of the violation (e.g. problems)


class Malformed(Exception):
    """An input without the book's form; `problems` is a list of (JSON path, message)."""

    def __init__(self, problems: list[tuple[str, str]]):
        super().__init__("; ".join(f"{p}: {m}" for p, m in problems))
        self.problems = problems
