"""A small driver over wire.server.Server for the self-tests: requests in, responses out."""
from __future__ import annotations

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from wire.server import Server  # noqa: E402

DECK = ["♠A", "♠2", "♠3", "♠4", "♠5", "♥A", "♥2", "♥3", "♥4", "♥5",
        "♣A", "♣2", "♣3", "♣4", "♣5", "◆2", "◆3", "◆J", "◆A", "ジョーカー"]


class Session:
    def __init__(self) -> None:
        self.server = Server()
        self.n = 0
        self.game = None

    def send(self, op: str, **fields) -> dict:
        self.n += 1
        line = json.dumps({"id": self.n, "op": op, **fields}, ensure_ascii=False)
        r = self.server.answer(line)
        assert r["id"] == self.n
        json.dumps(r)  # serialisable
        return r

    def start(self, setup: dict) -> dict:
        r = self.send("start", book="janken-gear", setup=setup)
        if r["ok"]:
            self.game = r["game"]
        return r

    def position(self, a: dict | None = None, b: dict | None = None, **more) -> dict:
        pos = {"players": ["A", "B"], "turnPlayer": "A",
               "seats": [{"vitals": ["♣2", "♣3", "♣4"], **(a or {})}, {"vitals": ["♣2", "♣3", "♣4"], **(b or {})}], **more}
        r = self.send("position", book="janken-gear", position=pos)
        assert r["ok"], r
        self.game = r["game"]
        return r

    def act(self, player: str, action: dict) -> dict:
        return self.send("apply", game=self.game, player=player, action=action)

    def ok(self, player: str, action: dict) -> list:
        r = self.act(player, action)
        assert r["ok"], r
        return r["events"]

    def refused(self, player: str, action: dict) -> str:
        r = self.act(player, action)
        assert not r["ok"] and "violation" in r, r
        return r["violation"]["clause"]

    def obs(self) -> dict:
        return self.send("observe", game=self.game)["observation"]

    def seat(self, name: str) -> dict:
        return next(s for s in self.obs()["seats"] if s["player"] == name)

    def pending(self) -> list:
        return self.send("pending", game=self.game)["decisions"]

    def result(self):
        return self.send("result", game=self.game)["result"]

    def passes(self) -> None:
        """Both players pass in the support step."""
        for _ in range(2):
            self.ok(self.obs()["toAct"], {"type": "pass"})


def attack(a: str, t: str | None) -> dict:
    return {"type": "attack", "attacker": a, "target": t}


def fc(fid: str, *cs: str) -> dict:
    return {"id": fid, "cards": list(cs)}


PASS = {"type": "pass"}
