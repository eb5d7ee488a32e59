"""Chapters 3 and 4 (deck, setup) and the refusals of wrong shapes."""
import unittest

from tests.helpers import DECK, Session


class Setup(unittest.TestCase):
    def test_deal(self):
        s = Session()
        r = s.start({"players": ["A", "B"], "seed": 11, "decks": [DECK, DECK]})
        self.assertTrue(r["ok"])
        o = s.obs()
        for seat in o["seats"]:
            self.assertEqual((len(seat["vitals"]), len(seat["hand"]), len(seat["deck"])), (3, 6, 11))
            self.assertEqual(sorted(seat["vitals"] + seat["hand"] + seat["deck"]), sorted(DECK))
        self.assertEqual(o["phase"], "choose-order")

    def test_stacked_and_janken(self):
        s = Session()
        s.start({"players": ["A", "B"], "seed": 1, "decks": [DECK, DECK], "stacked": True,
                 "janken": [["グー", "グー"], ["パー", "グー"]]})
        o = s.obs()
        self.assertEqual(o["seats"][0]["vitals"], DECK[:3])
        self.assertEqual(o["seats"][0]["hand"], DECK[3:9])
        self.assertEqual(o["toAct"], "A")
        self.assertEqual(s.refused("B", {"type": "choose-order", "goFirst": True}), "janken-gear.setup.first-player")
        self.assertEqual(s.refused("A", {"type": "deploy", "cards": ["♠4"]}), "janken-gear.field.deploy")
        s.ok("A", {"type": "choose-order", "goFirst": False})
        self.assertEqual(s.obs()["turnPlayer"], "B")

    def test_bad_janken(self):
        for throws in ([["グー", "グー"]], [["パー", "グー"], ["グー", "グー"]]):
            r = Session().start({"players": ["A", "B"], "seed": 1, "decks": [DECK, DECK], "janken": throws})
            self.assertEqual(r["violation"]["clause"], "janken-gear.setup.first-player")

    def test_deck_problems(self):
        bad = ["◆9", "◆9", "ジョーカー", "ジョーカー", "♠2", "♠2", "♠2", "♠14"]
        r = Session().start({"players": ["A", "B"], "seed": 1, "decks": [DECK, bad]})
        got = [(p["path"], p["clause"]) for p in r["violation"]["problems"]]
        self.assertEqual(got, [("setup.decks[1][1]", "janken-gear.deck.diamond-unique"),
                               ("setup.decks[1][3]", "janken-gear.deck.joker-unique"),
                               ("setup.decks[1][6]", "janken-gear.deck.two-copies"),
                               ("setup.decks[1][7]", "janken-gear.deck.cards"),
                               ("setup.decks[1]", "janken-gear.deck.size")])

    def test_players(self):
        r = Session().start({"players": ["A", "B", "C"], "seed": 1, "decks": [DECK, DECK, DECK]})
        self.assertEqual(r["violation"]["clause"], "janken-gear.setup.players")


class Shapes(unittest.TestCase):
    def paths(self, r):
        self.assertFalse(r["ok"])
        self.assertIn("malformed", r, r)
        return [p["path"] for p in r["malformed"]]

    def test_setup_shapes(self):
        s = Session()
        self.assertEqual(self.paths(s.start("x")), ["setup"])
        self.assertEqual(self.paths(s.start({"players": ["A", ""], "seed": 1.5, "decks": [DECK, [3]], "zzz": 1})),
                         ["setup.zzz", "setup.players[1]", "setup.seed", "setup.decks[1][0]"])
        self.assertEqual(self.paths(s.start({"players": ["A", "B"], "seed": 1, "decks": [DECK, DECK],
                                             "options": {"x": True}, "janken": [["グー", "x"]]})),
                         ["setup.options.x", "setup.janken[0][1]"])

    def test_position_shapes(self):
        s = Session()
        r = s.send("position", book="janken-gear", position={
            "players": ["A", "B"], "turnPlayer": "C",
            "seats": [{"hand": ["♠1"], "field": [{"id": "x", "cards": ["♠2", "♥2"]}]},
                      {"field": [{"id": "x", "cards": ["◆2"]}]}]})
        self.assertEqual(self.paths(r), ["position.turnPlayer", "position.seats[0].hand[0]",
                                         "position.seats[0].field[0].cards[1]", "position.seats[1].field[0].id",
                                         "position.seats[1].field[0].cards[0]"])

    def test_action_shapes_and_errors(self):
        s = Session()
        s.position()
        self.assertEqual(self.paths(s.act("A", "end")), ["action"])
        self.assertEqual(self.paths(s.act("A", {"type": "fly"})), ["action.type"])
        self.assertEqual(self.paths(s.act("A", {"type": "deploy", "cards": ["♠2", "x"]})), ["action.cards[1]"])
        self.assertEqual(self.paths(s.act("A", {"type": "attack", "attacker": "a1"})), ["action.target"])
        self.assertEqual(self.paths(s.act("Z", {"type": "end-turn"})), ["player"])
        self.assertEqual(self.paths(s.send("view", game=s.game, player="")), ["player"])
        self.assertTrue(s.send("view", game=s.game, player="Z")["ok"])  # a spectator
        self.assertEqual(s.send("observe", game="nope")["error"]["code"], "unknown-game")
        self.assertEqual(s.send("fly")["error"]["code"], "unknown-op")
        self.assertEqual(s.send("start", book="twgp", setup={})["error"]["code"], "unknown-book")
        self.assertEqual(s.send("handshake", protocol="2.0")["error"]["code"], "unsupported-protocol")
        self.assertEqual(s.server.answer("[1")["error"]["code"], "bad-request")
        self.assertEqual(s.server.answer("[" * 100000)["error"]["code"], "bad-request")

    def test_pending_lists_each_deploy_once_and_refuses_to_explode(self):
        s = Session()
        s.position({"hand": ["♠5"] * 20})
        self.assertEqual(len(s.pending()[0]["options"]), 21)  # 1 to 20 ♠5, and end-turn
        s.position({"hand": [f"♠{r}" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")] * 2})
        self.assertEqual(s.send("pending", game=s.game)["error"]["code"], "internal")


if __name__ == "__main__":
    unittest.main()
