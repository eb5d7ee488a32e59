"""Chapters 5, 6 and 9 (field, turn, direct and winning) through the protocol."""
import unittest

from tests.helpers import PASS, Session, attack, fc

END = {"type": "end-turn"}


class Field(unittest.TestCase):
    def test_deploy_refusals(self):
        s = Session()
        s.position({"hand": ["♠3", "◆4", "♥3", "ジョーカー", "♠5"]})
        for cards, clause in ((["♠6"], "janken-gear.field.deploy"), ([], "janken-gear.field.deploy"),
                              (["♠3", "◆4"], "janken-gear.cards.diamond"), (["♥3", "ジョーカー"], "janken-gear.cards.joker"),
                              (["♠3", "♥3"], "janken-gear.field.bundle.same-suit")):
            self.assertEqual(s.refused("A", {"type": "deploy", "cards": cards}), clause)
        self.assertEqual(s.refused("B", {"type": "deploy", "cards": ["♠3"]}), "janken-gear.turn.order")
        ev = s.ok("A", {"type": "deploy", "cards": ["♠3", "♠5"]})
        self.assertEqual(ev[0]["fieldCard"]["power"], 8)
        self.assertEqual(s.seat("A")["hand"], ["◆4", "♥3", "ジョーカー"])


class Turn(unittest.TestCase):
    def test_refill_and_order(self):
        s = Session()
        s.position({}, {"hand": ["♠2", "♠3"], "deck": ["♥2", "♥3", "♥4", "♥5", "♥6", "♥7"]})
        s.ok("A", END)
        self.assertEqual(s.seat("B")["hand"], ["♠2", "♠3", "♥2", "♥3", "♥4", "♥5"])
        self.assertEqual(s.refused("A", END), "janken-gear.turn.order")

    def test_attack_once_and_target(self):
        s = Session()
        s.position({"field": [fc("a1", "♠5"), fc("a2", "♠6")]}, {"field": [fc("b1", "♥9"), fc("b2", "♥8")]})
        self.assertEqual(s.refused("A", attack("a1", None)), "janken-gear.turn.attack-target")
        self.assertEqual(s.refused("A", attack("a1", "a2")), "janken-gear.turn.attack-target")
        self.assertEqual(s.refused("A", attack("b1", "b2")), "janken-gear.turn.actions.attack")
        s.ok("A", attack("a1", "b1"))
        s.passes()
        self.assertEqual(s.refused("A", attack("a1", "b2")), "janken-gear.turn.attack-once")
        s.ok("A", attack("a2", "b2"))

    def test_stalemate(self):
        s = Session()
        s.position({}, {"hand": ["♥5"]})
        s.ok("A", END)
        s.ok("B", {"type": "deploy", "cards": ["♥5"]})
        s.ok("B", END)
        s.ok("A", END)
        self.assertIsNone(s.result())
        ev = s.ok("B", END)
        self.assertEqual(ev[-1]["result"]["clause"], "janken-gear.turn.stalemate")
        self.assertEqual(s.refused("A", END), "janken-gear.turn.stalemate")


class Direct(unittest.TestCase):
    def test_lose_with_no_vital(self):
        s = Session()
        s.position({"field": [fc("a1", "♠5")]}, {"vitals": []})
        s.ok("A", attack("a1", None))
        s.ok("B", PASS)
        self.assertEqual(s.result()["winner"], "A")
        self.assertEqual(s.result()["clause"], "janken-gear.direct.lose")
        self.assertEqual(s.refused("A", END), "janken-gear.direct.lose")
        self.assertEqual(s.pending(), [])

    def test_grace(self):
        s = Session()
        s.position({"field": [fc("a1", "♠5"), fc("a2", "♠6")]}, {"vitals": ["♣2"]})
        s.ok("A", attack("a1", None))
        s.ok("B", PASS)
        self.assertEqual(s.obs()["lostLastVitalThisTurn"], ["B"])
        ev = s.ok("A", attack("a2", None))
        self.assertEqual(ev[-1], {"type": "direct-void", "to": "B", "clause": "janken-gear.direct.grace"})
        self.assertIsNone(s.result())

    def test_grace_ends_with_the_turn(self):
        s = Session()
        s.position({"field": [fc("a1", "♠5")], "hand": ["♠2"]}, {"vitals": []}, lostLastVitalThisTurn=["B"])
        s.ok("A", {"type": "deploy", "cards": ["♠2"]})
        s.ok("A", END)
        s.ok("B", END)
        s.ok("A", attack("a1", None))
        s.ok("B", PASS)
        self.assertEqual(s.result()["clause"], "janken-gear.direct.lose")

    def test_sudden_loss(self):
        s = Session()
        s.position({"field": [fc("a1", "♠5")]}, {"vitals": ["♣2"]}, options={"sudden-vital-loss": True})
        s.ok("A", attack("a1", None))
        s.ok("B", PASS)
        self.assertEqual(s.result()["clause"], "janken-gear.direct.sudden-loss")
        s = Session()
        s.position({"field": [fc("a1", "♠5")]}, {"vitals": []}, options={"sudden-vital-loss": True},
                   lostLastVitalThisTurn=["B"])
        s.ok("A", attack("a1", None))
        s.ok("B", PASS)
        self.assertEqual(s.result()["clause"], "janken-gear.direct.lose")


if __name__ == "__main__":
    unittest.main()
