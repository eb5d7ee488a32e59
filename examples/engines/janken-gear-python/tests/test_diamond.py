"""Chapter 8 (support cards) through the protocol."""
import unittest

from tests.helpers import PASS, Session, attack, fc


def battle(a_field, b_field, a_hand=(), b_hand=()):
    s = Session()
    s.position({"field": a_field, "hand": list(a_hand)}, {"field": b_field, "hand": list(b_hand)})
    s.ok("A", attack(a_field[0]["id"], b_field[0]["id"]))
    return s


class Boost(unittest.TestCase):
    def test_only_2_to_10(self):
        for card in ("◆A", "◆J", "◆Q", "◆K"):
            s = battle([fc("a1", "♠5")], [fc("b1", "♠K")], [card])
            s.ok("B", PASS)
            self.assertEqual(s.refused("A", {"type": "boost", "card": card}), "janken-gear.diamond.boost")

    def test_not_a_diamond_or_not_in_hand(self):
        s = battle([fc("a1", "♠5")], [fc("b1", "♠7")], ["♠4"])
        s.ok("B", PASS)
        self.assertEqual(s.refused("A", {"type": "boost", "card": "♠4"}), "janken-gear.diamond.use")
        self.assertEqual(s.refused("A", {"type": "boost", "card": "◆4"}), "janken-gear.diamond.use")

    def test_outside_a_battle(self):
        s = Session()
        s.position({"field": [fc("a1", "♠5")], "hand": ["◆5"]})
        self.assertEqual(s.refused("A", {"type": "boost", "card": "◆5"}), "janken-gear.diamond.timing")
        self.assertEqual(s.refused("A", {"type": "change-sign", "card": "◆5", "sign": "パー"}), "janken-gear.diamond.timing")

    def test_expires_with_the_battle(self):
        s = battle([fc("a1", "♥7"), fc("a2", "♥9")], [fc("b1", "♥8")], b_hand=["◆5"])
        s.ok("B", {"type": "boost", "card": "◆5"})
        s.passes()
        s.ok("A", attack("a2", "b1"))
        s.ok("B", PASS)
        e = s.ok("A", PASS)[-1]
        self.assertEqual((e["attackerPower"], e["defenderPower"], e["winner"]), (9, 8, "attacker"))


class SignChange(unittest.TestCase):
    def test_same_own_power(self):
        s = battle([fc("a1", "♠4")], [fc("b1", "♥5")], b_hand=["◆2", "◆7", "◆5"])
        s.ok("B", {"type": "boost", "card": "◆2"})
        s.ok("A", PASS)
        self.assertEqual(s.refused("B", {"type": "change-sign", "card": "◆7", "sign": "パー"}), "janken-gear.diamond.sign-change")
        s.ok("B", {"type": "change-sign", "card": "◆5", "sign": "パー"})
        s.passes()
        self.assertEqual(s.seat("A")["discard"], ["♠4"])

    def test_not_to_the_current_sign(self):
        s = battle([fc("a1", "♠J")], [fc("b1", "♥A")], ["◆10", "◆J"])
        s.ok("B", PASS)
        s.ok("A", {"type": "boost", "card": "◆10"})
        s.ok("B", PASS)
        self.assertEqual(s.refused("A", {"type": "change-sign", "card": "◆J", "sign": "グー"}), "janken-gear.diamond.sign-change")
        s.ok("A", {"type": "change-sign", "card": "◆J", "sign": "パー"})
        s.ok("B", PASS)
        e = s.ok("A", PASS)[-1]
        self.assertEqual((e["winner"], e["clause"], e["attackerPower"]), ("defender", "janken-gear.battle.judge.ace", 21))


class Chain(unittest.TestCase):
    def test_chain_defeats_the_same_power(self):
        s = battle([fc("a1", "♣8"), fc("a2", "♠8")],
                   [fc("b1", "♠8"), fc("b2", "♥8"), fc("b3", "♥3", "♥5"), fc("b4", "♣9")], ["◆8"])
        s.ok("B", PASS)
        s.ok("A", {"type": "chain", "card": "◆8"})
        s.ok("B", PASS)
        e = s.ok("A", PASS)[-1]
        self.assertEqual((e["defeated"], e["chained"]), (["b1"], ["b2", "b3"]))
        self.assertEqual([f["id"] for f in s.seat("B")["field"]], ["b4"])
        self.assertEqual([f["id"] for f in s.seat("A")["field"]], ["a1", "a2"])

    def test_chain_needs_the_opposing_power(self):
        s = battle([fc("a1", "♣8")], [fc("b1", "♠8")], ["◆7"])
        s.ok("B", PASS)
        self.assertEqual(s.refused("A", {"type": "chain", "card": "◆7"}), "janken-gear.diamond.chain")

    def test_both_chains_on_a_tie(self):
        s = battle([fc("a1", "♠5"), fc("a2", "♥5")], [fc("b1", "♠5"), fc("b2", "♣5")], ["◆5"], ["◆5"])
        s.ok("B", {"type": "chain", "card": "◆5"})
        s.ok("A", {"type": "chain", "card": "◆5"})
        s.passes()
        self.assertEqual((s.seat("A")["field"], s.seat("B")["field"]), ([], []))


class Counter(unittest.TestCase):
    def direct(self, a_field, a_hand=(), b_hand=(), b_vitals=None):
        s = Session()
        b = {"hand": list(b_hand)}
        if b_vitals is not None:
            b["vitals"] = b_vitals
        s.position({"field": a_field, "hand": list(a_hand)}, b)
        s.ok("A", attack(a_field[0]["id"], None))
        return s

    def test_counter_judge(self):
        for cards, card, left in ((["♠J"], "◆J", 0), (["♠Q"], "◆J", 1), (["♠A"], "◆J", 0),
                                  (["♠5", "♠7"], "◆Q", 0), (["♠5", "♠9"], "◆K", 1)):
            s = self.direct([fc("a1", *cards)], b_hand=[card])
            s.ok("B", {"type": "counter", "card": card, "target": "a1"})
            e = s.ok("A", PASS)
            self.assertEqual(e[0]["type"], "direct-nullified")
            self.assertEqual(len(s.seat("A")["field"]), left)
            self.assertEqual(len(s.seat("B")["vitals"]), 3)

    def test_counter_needs_a_face_diamond_and_a_target(self):
        s = self.direct([fc("a1", "♠5"), fc("a2", "♠6")], b_hand=["◆10", "◆J"])
        self.assertEqual(s.refused("B", {"type": "counter", "card": "◆10", "target": "a1"}), "janken-gear.diamond.counter")
        self.assertEqual(s.refused("B", {"type": "counter", "card": "◆J", "target": None}), "janken-gear.diamond.counter.timing")
        self.assertEqual(s.refused("B", {"type": "counter", "card": "◆J", "target": "a9"}), "janken-gear.diamond.counter.timing")
        self.assertEqual(s.refused("B", {"type": "cancel", "card": "◆A"}), "janken-gear.diamond.ace-cancel.timing")

    def test_counter_not_in_a_battle(self):
        s = battle([fc("a1", "♠5")], [fc("b1", "♥9")], b_hand=["◆Q"])
        self.assertEqual(s.refused("B", {"type": "counter", "card": "◆Q", "target": "a1"}), "janken-gear.diamond.counter.timing")

    def test_ace_cancel_then_counter_again(self):
        s = self.direct([fc("a1", "♠9")], ["◆A"], ["◆Q", "◆K"])
        s.ok("B", {"type": "counter", "card": "◆Q", "target": "a1"})
        self.assertEqual(s.refused("B", {"type": "cancel", "card": "◆A"}), "janken-gear.diamond.ace-cancel.timing")
        s.ok("A", {"type": "cancel", "card": "◆A"})
        self.assertEqual(s.obs()["toAct"], "B")
        s.ok("B", {"type": "counter", "card": "◆K", "target": "a1"})
        self.assertEqual([o["type"] for o in s.pending()[0]["options"]], ["pass"])
        s.ok("A", PASS)
        self.assertEqual(s.seat("A")["field"], [])
        self.assertEqual(len(s.seat("B")["vitals"]), 3)

    def test_ace_cancel_lets_the_direct_hit(self):
        s = self.direct([fc("a1", "♠9")], ["◆A", "◆2"], ["◆Q"])
        s.ok("B", {"type": "counter", "card": "◆Q", "target": "a1"})
        self.assertEqual(s.refused("A", {"type": "cancel", "card": "◆2"}), "janken-gear.diamond.ace-cancel")
        s.ok("A", {"type": "cancel", "card": "◆A"})
        s.ok("B", PASS)
        self.assertEqual(len(s.seat("B")["vitals"]), 2)
        self.assertEqual((s.seat("A")["discard"], s.seat("B")["discard"]), (["◆A"], ["◆Q"]))

    def test_no_ace_cancel_in_a_battle(self):
        s = battle([fc("a1", "♠5", "♠6")], [fc("b1", "♣9")], ["◆J"], ["◆A"])
        s.ok("B", PASS)
        s.ok("A", {"type": "change-sign", "card": "◆J", "sign": "チョキ"})
        self.assertNotIn("cancel", [o["type"] for o in s.pending()[0]["options"]])
        self.assertEqual(s.refused("B", {"type": "cancel", "card": "◆A"}), "janken-gear.diamond.ace-cancel.timing")


if __name__ == "__main__":
    unittest.main()
