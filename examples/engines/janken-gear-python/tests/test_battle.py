"""Chapter 7 (field battle) through the protocol."""
import unittest

from tests.helpers import PASS, Session, attack, fc


def settled(events):
    return next(e for e in events if e["type"] == "battle-settled")


class Judge(unittest.TestCase):
    CASES = [  # attacker, defender, winner, clause
        (["♣A"], ["♣Q"], "attacker", "janken-gear.battle.judge.ace"),
        (["♠K"], ["♥A"], "defender", "janken-gear.battle.judge.ace"),
        (["♥A"], ["♠J", "♠2"], "attacker", "janken-gear.battle.judge.ace"),
        (["♥A", "♥2"], ["♠J"], "defender", "janken-gear.battle.judge.janken"),
        (["♠2"], ["♥K"], "attacker", "janken-gear.battle.judge.janken"),
        (["♣3", "♣4"], ["♣8"], "defender", "janken-gear.battle.judge.power"),
        (["♠7"], ["♠3", "♠4"], "both-defeated", "janken-gear.battle.judge.tie"),
        (["♠A"], ["♣A"], "defender", "janken-gear.battle.judge.janken"),
        (["♠A"], ["♣A", "♣K"], "attacker", "janken-gear.battle.judge.ace"),
    ]

    def test_order_of_the_judgement(self):
        for a, d, winner, clause in self.CASES:
            with self.subTest(a=a, d=d):
                s = Session()
                s.position({"field": [fc("a1", *a)]}, {"field": [fc("b1", *d)]})
                s.ok("A", attack("a1", "b1"))
                self.assertEqual(s.obs()["toAct"], "B")
                s.ok("B", PASS)
                e = settled(s.ok("A", PASS))
                self.assertEqual((e["winner"], e["clause"]), (winner, clause))

    def test_a_card_used_restarts_the_passes(self):
        s = Session()
        s.position({"field": [fc("a1", "♠5")], "hand": ["◆3"]}, {"field": [fc("b1", "♠7")]})
        s.ok("A", attack("a1", "b1"))
        s.ok("B", PASS)
        s.ok("A", {"type": "boost", "card": "◆3"})
        self.assertEqual(s.obs()["battle"]["passes"], 0)
        s.ok("B", PASS)
        e = settled(s.ok("A", PASS))
        self.assertEqual((e["attackerPower"], e["defenderPower"], e["clause"]), (8, 7, "janken-gear.battle.judge.power"))

    def test_out_of_turn_in_the_support_step(self):
        s = Session()
        s.position({"field": [fc("a1", "♠5")], "hand": ["◆3"]}, {"field": [fc("b1", "♠7")]})
        s.ok("A", attack("a1", "b1"))
        self.assertEqual(s.refused("A", {"type": "boost", "card": "◆3"}), "janken-gear.battle.support-step")

    def test_penetrate_at_11_not_10(self):
        for cards, direct in ((["♠10"], False), (["♠J"], True), (["♠4", "♠6"], False), (["♠5", "♠6"], True)):
            s = Session()
            s.position({"field": [fc("a1", *cards)]}, {"field": [fc("b1", "♥2")]})
            s.ok("A", attack("a1", "b1"))
            s.passes()
            self.assertEqual(s.obs()["toAct"], "B" if direct else "A", cards)

    def test_penetrating_direct_hits_then_turn_goes_on(self):
        s = Session()
        s.position({"field": [fc("a1", "♥5", "♥6")]}, {"field": [fc("b1", "♣9")]})
        s.ok("A", attack("a1", "b1"))
        s.passes()
        self.assertEqual(s.obs()["direct"], {"from": "A", "to": "B", "penetrating": True, "counter": None})
        s.ok("B", PASS)
        self.assertEqual(len(s.seat("B")["vitals"]), 2)
        self.assertEqual(s.obs()["phase"], "main")
        self.assertEqual(s.seat("B")["discard"], ["♣9"])

    def test_joker_takes_the_turn(self):
        s = Session()
        s.position({"field": [fc("a1", "♠5"), fc("a2", "♠6")], "hand": ["◆4"]},
                   {"field": [fc("b1", "♥9")], "hand": ["ジョーカー"], "deck": ["♥2", "♥3", "♥4", "♥5", "♥6", "♥7", "♥8"]})
        s.ok("A", attack("a1", "b1"))
        s.ok("B", PASS)
        s.ok("A", {"type": "boost", "card": "◆4"})
        ev = s.ok("B", {"type": "joker"})
        self.assertEqual([e["type"] for e in ev], ["joker-used", "turn-ended", "turn-started"])
        o = s.obs()
        self.assertEqual((o["turnPlayer"], o["phase"]), ("B", "main"))
        self.assertEqual(len(s.seat("B")["hand"]), 6)
        self.assertEqual(s.seat("B")["discard"], ["ジョーカー"])
        self.assertEqual(s.seat("A")["discard"], ["◆4"])
        self.assertEqual(s.refused("A", attack("a2", "b1")), "janken-gear.turn.order")

    def test_joker_timing(self):
        s = Session()
        s.position({"field": [fc("a1", "♠5")], "hand": ["ジョーカー"]}, {"field": [fc("b1", "♥9")]})
        self.assertEqual(s.refused("A", {"type": "joker"}), "janken-gear.battle.joker.timing")
        s.ok("A", attack("a1", "b1"))
        s.ok("B", PASS)
        self.assertNotIn("joker", [o["type"] for o in s.pending()[0]["options"]])
        self.assertEqual(s.refused("A", {"type": "joker"}), "janken-gear.battle.joker.timing")

    def test_joker_cannot_stop_a_penetrating_direct(self):
        s = Session()
        s.position({"field": [fc("a1", "♠K")]}, {"field": [fc("b1", "♥2")], "hand": ["ジョーカー"]})
        s.ok("A", attack("a1", "b1"))
        s.passes()
        self.assertEqual(s.refused("B", {"type": "joker"}), "janken-gear.battle.joker.timing")


if __name__ == "__main__":
    unittest.main()
