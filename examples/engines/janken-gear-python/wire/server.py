"""The JSON-lines loop of docs/protocol.md: one request per line in, one response per line out."""
from __future__ import annotations

import json
import sys
import traceback

from gear import game as rules
from gear.errors import Forbidden, Malformed

from . import forms

PROTOCOL = "1.0"
BOOK = "janken-gear"
ENGINE = {"name": "janken-gear-python", "version": "1.0.0"}
OPTIONS = ["sudden-vital-loss"]  # janken-gear.direct.sudden-loss
OPS = ("handshake", "start", "position", "pending", "apply", "view", "result", "observe", "reset")


class Refusal(Exception):
    """A request that cannot be answered: an `error` of the protocol."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


class Server:
    def __init__(self) -> None:
        self.games: dict[str, object] = {}
        self.counter = 0

    # -- dispatch ---------------------------------------------------------------------------

    def answer(self, line: str) -> dict:
        try:
            request = json.loads(line)
        except (ValueError, RecursionError) as e:
            return {"id": "", "ok": False, "error": {"code": "bad-request", "message": f"the line is not JSON: {e}"}}
        if not isinstance(request, dict):
            return {"id": "", "ok": False, "error": {"code": "bad-request", "message": "a request is a JSON object"}}
        rid = request.get("id")
        if isinstance(rid, bool) or not isinstance(rid, (int, str)):
            return {"id": "", "ok": False, "error": {"code": "bad-request", "message": "a request needs an id (a number or a string)"}}
        try:
            op = request.get("op")
            if not isinstance(op, str):
                raise Refusal("bad-request", "a request needs an op (a string)")
            if op not in OPS:
                raise Refusal("unknown-op", f"unknown op {op!r}; the ops are {', '.join(OPS)}")
            fields = getattr(self, "op_" + op)(request)
            return {"id": rid, "ok": True, **fields}
        except Refusal as r:
            return {"id": rid, "ok": False, "error": {"code": r.code, "message": r.message}}
        except Forbidden as f:
            return {"id": rid, "ok": False, "violation": {"clause": f.clause, "message": f.message, **f.extra}}
        except Malformed as m:
            return {"id": rid, "ok": False, "malformed": [{"path": p, "message": msg} for p, msg in m.problems]}
        except Exception as e:  # never crash: an engine bug is reported as `internal`
            traceback.print_exc(file=sys.stderr)
            return {"id": rid, "ok": False, "error": {"code": "internal", "message": f"{type(e).__name__}: {e}"}}

    def need_book(self, request: dict) -> None:
        book = request.get("book")
        if book != BOOK:
            raise Refusal("unknown-book", f"this engine plays only {BOOK!r}, not {book!r}")

    def need_game(self, request: dict):
        gid = request.get("game")
        if not isinstance(gid, str) or gid not in self.games:
            raise Refusal("unknown-game", f"no game {gid!r}")
        return gid, self.games[gid]

    def need_player(self, request: dict, game) -> int:
        name = request.get("player")
        names = [s.name for s in game.seats]
        if not isinstance(name, str) or name not in names:
            raise Malformed([("player", f"not a player of this game ({', '.join(names)})")])
        return names.index(name)

    def new_game(self, game) -> str:
        self.counter += 1
        gid = f"g{self.counter}"
        self.games[gid] = game
        return gid

    # -- ops --------------------------------------------------------------------------------

    def op_handshake(self, request: dict) -> dict:
        asked = request.get("protocol")
        if not isinstance(asked, str) or asked.split(".")[0] != PROTOCOL.split(".")[0]:
            raise Refusal("unsupported-protocol", f"this engine speaks protocol {PROTOCOL}, not {asked!r}")
        return {"protocol": PROTOCOL, "engine": ENGINE, "books": [{"book": BOOK, "options": OPTIONS}]}

    def op_reset(self, request: dict) -> dict:
        self.games.clear()
        return {}

    def op_start(self, request: dict) -> dict:
        self.need_book(request)
        game, events = forms.start(request.get("setup"))
        return {"game": self.new_game(game), "events": events}

    def op_position(self, request: dict) -> dict:
        self.need_book(request)
        game, events = forms.position(request.get("position"))
        return {"game": self.new_game(game), "events": events}

    def op_pending(self, request: dict) -> dict:
        _, game = self.need_game(request)
        return {"decisions": forms.decisions(game)}

    def op_apply(self, request: dict) -> dict:
        gid, game = self.need_game(request)
        seat = self.need_player(request, game)
        action = forms.read_action(game, request.get("action"))
        new_game, events = rules.apply(game, seat, action)
        self.games[gid] = new_game
        return {"events": forms.events(new_game, events)}

    def op_view(self, request: dict) -> dict:
        """A player's view; a name that is not a player gets what anyone may see
        (docs/protocol/janken-gear.md, "View")."""
        _, game = self.need_game(request)
        name = request.get("player")
        if name == "":
            # An empty name names nobody (docs/protocol.md, "view"): malformed, not a spectator.
            raise Malformed([("player", "must be a player name (a non-empty string)")])
        if isinstance(name, str) and name not in [s.name for s in game.seats]:
            return {"view": forms.spectator_view(game, name)}
        seat = self.need_player(request, game)
        return {"view": forms.view(game, seat)}

    def op_result(self, request: dict) -> dict:
        _, game = self.need_game(request)
        return {"result": forms.result(game)}

    def op_observe(self, request: dict) -> dict:
        _, game = self.need_game(request)
        return {"observation": forms.observation(game)}


def serve(stdin=None, stdout=None) -> None:
    stdin = stdin or sys.stdin.buffer
    stdout = stdout or sys.stdout
    server = Server()
    for raw in stdin:
        text = raw.decode("utf-8", errors="replace") if isinstance(raw, bytes) else raw
        if not text.strip():
            continue
        response = server.answer(text)
        stdout.write(json.dumps(response, ensure_ascii=True, separators=(",", ":")) + "\n")
        stdout.flush()
