"""The book's protocol forms (docs/protocol/janken-gear.md): setup, position, action in;
decisions, events, view, observation and result out."""
from __future__ import annotations

from gear import cards, deck, game as rules, setup as gear_setup
from gear.errors import Forbidden, Malformed
from gear.state import BATTLE, CHOOSE_ORDER, DIRECT, OVER, TURN, FieldCard, Game, Seat

from .shape import Shape, is_int, is_name

PHASES = {CHOOSE_ORDER: "choose-order", TURN: "main", BATTLE: "support", DIRECT: "direct", OVER: "over"}
SETUP_FIELDS = ("players", "seed", "decks", "options", "stacked", "janken")
POSITION_FIELDS = ("players", "turnPlayer", "turn", "seed", "options", "seats", "attacked",
                   "lostLastVitalThisTurn", "quietTurns", "activeThisTurn")
SEAT_FIELDS = ("hand", "deck", "field", "vitals", "lostVitals", "discard")


# -- setup --------------------------------------------------------------------------------

def start(setup) -> tuple[Game, list[dict]]:
    """`start`: shape (malformed), janken-gear.setup.players, janken-gear.deck.check (every
    problem in violation.problems), the given janken (janken-gear.setup.first-player)."""
    sh = Shape()
    if not sh.obj(setup, "setup", SETUP_FIELDS, ("players", "seed", "decks")):
        raise Malformed(sh.problems)
    players = sh.players(setup["players"], "setup.players") if "players" in setup else None
    if "seed" in setup and not is_int(setup["seed"]):
        sh.bad("setup.seed", "must be an integer")
    decks = setup.get("decks")
    if "decks" in setup:
        if not isinstance(decks, list) or (players is not None and len(decks) != len(players)):
            sh.bad("setup.decks", "must be a list with one deck (a list of strings) per player")
        else:
            for i, d in enumerate(decks):
                if not isinstance(d, list):
                    sh.bad(f"setup.decks[{i}]", "a deck is a list of strings")
                    continue
                if len(d) > deck.LONGEST_DECK:
                    continue  # refused for its size alone, its entries unread (check_deck)
                for j, c in enumerate(d):
                    if not isinstance(c, str):
                        sh.bad(f"setup.decks[{i}][{j}]", "a deck entry is a string")
    options = sh.options(setup["options"], "setup.options") if "options" in setup else {}
    if "stacked" in setup and not isinstance(setup["stacked"], bool):
        sh.bad("setup.stacked", "must be true or false")
    throws = setup.get("janken")
    if "janken" in setup:
        _throws(sh, throws)
    if sh.problems:
        raise Malformed(sh.problems)
    if len(players) != 2:
        raise Forbidden("janken-gear.setup.players", f"じゃんけん・ギア is played by two, not {len(players)}")
    problems = [{"path": f"setup.decks[{i}]" + ("" if at is None else f"[{at}]"), "clause": clause, "message": msg}
                for i, d in enumerate(decks) for at, clause, msg in deck.check_deck(d)]
    if problems:
        first = problems[0]
        raise Forbidden(first["clause"], f"{first['path']}: {first['message']}", {"problems": problems})
    if throws:
        gear_setup.check_throws(throws)
    return gear_setup.start(players, decks, setup["seed"], options,
                            stacked=setup.get("stacked", False), throws=throws)


def _throws(sh: Shape, throws) -> None:
    if not isinstance(throws, list) or not throws:
        sh.bad("setup.janken", "must be a non-empty list of throws, each a pair of signs")
        return
    for i, t in enumerate(throws):
        if not isinstance(t, list) or len(t) != 2:
            sh.bad(f"setup.janken[{i}]", "a throw is a pair of signs, in seat order")
            continue
        for j, s in enumerate(t):
            if s not in cards.SIGNS:
                sh.bad(f"setup.janken[{i}][{j}]", "a sign is グー, チョキ or パー")


# -- position -----------------------------------------------------------------------------

def position(pos) -> tuple[Game, list[dict]]:
    """`position`: a turn in progress, refill done, no battle or direct pending."""
    sh = Shape()
    if not sh.obj(pos, "position", POSITION_FIELDS, ("players", "turnPlayer", "seats")):
        raise Malformed(sh.problems)
    players = sh.players(pos.get("players"), "position.players") if "players" in pos else None
    if players is not None and len(players) != 2:
        sh.bad("position.players", "a position has exactly two players")
        players = None
    turn_player = pos.get("turnPlayer")
    if players is not None and "turnPlayer" in pos and turn_player not in players:
        sh.bad("position.turnPlayer", "is not one of the players")
    turn_no = pos.get("turn", 1)
    if not is_int(turn_no) or turn_no < 1:
        sh.bad("position.turn", "must be an integer of at least 1")
    seed = pos.get("seed", 0)
    if not is_int(seed):
        sh.bad("position.seed", "must be an integer")
    options = sh.options(pos["options"], "position.options") if "options" in pos else {}
    seats = _seats(sh, pos.get("seats"), players) if "seats" in pos else None
    quiet = pos.get("quietTurns", 0)
    if not is_int(quiet) or quiet not in (0, 1):
        sh.bad("position.quietTurns", "must be 0 or 1")
    active = pos.get("activeThisTurn", False)
    if not isinstance(active, bool):
        sh.bad("position.activeThisTurn", "must be true or false")
    attacked = _id_list(sh, pos.get("attacked", []), "position.attacked")
    lost_last = pos.get("lostLastVitalThisTurn", [])
    if not isinstance(lost_last, list):
        sh.bad("position.lostLastVitalThisTurn", "must be a list of players")
        lost_last = []
    if sh.problems or seats is None or players is None:
        raise Malformed(sh.problems or [("position", "is not a position")])
    turn_seat = players.index(turn_player)
    for i, fid in enumerate(attacked):
        if seats[turn_seat].field_card(fid) is None:
            sh.bad(f"position.attacked[{i}]", f"{fid!r} is not a field card of the turn player {turn_player}")
    grace = [False, False]
    for i, name in enumerate(lost_last):
        if name not in players:
            sh.bad(f"position.lostLastVitalThisTurn[{i}]", "is not one of the players")
        elif seats[players.index(name)].vitals:
            sh.bad(f"position.lostLastVitalThisTurn[{i}]", f"{name} still has a remaining vital")
        else:
            grace[players.index(name)] = True
    if sh.problems:
        raise Malformed(sh.problems)
    g = Game(seats=seats, options=options, phase=TURN, turn=turn_seat, grace=grace, attacked=list(dict.fromkeys(attacked)),
             acted=active, quiet_turns=quiet, turn_number=turn_no, seed=seed)
    return g, []


def _id_list(sh: Shape, v, path: str) -> list[str]:
    if not isinstance(v, list):
        sh.bad(path, "must be a list of field card ids")
        return []
    out = []
    for i, x in enumerate(v):
        if not is_name(x):
            sh.bad(f"{path}[{i}]", "a field card id is a non-empty string")
        else:
            out.append(x)
    return out


def _seats(sh: Shape, v, players) -> list[Seat] | None:
    if not isinstance(v, list) or len(v) != 2:
        sh.bad("position.seats", "must be a list of two seats, in the players' order")
        return None
    seats = []
    ids: set[str] = set()
    for i, s in enumerate(v):
        path = f"position.seats[{i}]"
        if not sh.obj(s, path, SEAT_FIELDS):
            seats.append(Seat(name=""))
            continue
        zones = {k: (sh.card_list(s[k], f"{path}.{k}") or []) if k in s else [] for k in SEAT_FIELDS if k != "field"}
        seat = Seat(name=players[i] if players else "", deck=zones["deck"], hand=zones["hand"],
                    vitals=zones["vitals"], lost_vitals=zones["lostVitals"], discard=zones["discard"])
        field = s.get("field", [])
        if not isinstance(field, list):
            sh.bad(f"{path}.field", "must be a list of field cards")
            field = []
        for j, f in enumerate(field):
            fc = _field_card(sh, f, f"{path}.field[{j}]", ids)
            if fc:
                seat.field.append(fc)
        seats.append(seat)
    return seats


def _field_card(sh: Shape, f, path: str, ids: set[str]) -> FieldCard | None:
    """A field card of a position: one sign card or a bundle of one suit (janken-gear.glossary.field-card,
    janken-gear.field.bundle.same-suit), with an id unique in play."""
    if not sh.obj(f, path, ("id", "cards"), ("id", "cards")):
        return None
    ok = True
    fid = f.get("id")
    if not is_name(fid):
        sh.bad(f"{path}.id", "a field card id is a non-empty string")
        ok = False
    elif fid in ids:
        sh.bad(f"{path}.id", f"the id {fid!r} is used twice")
        ok = False
    else:
        ids.add(fid)
    cs = f.get("cards")
    if not isinstance(cs, list) or not cs:
        sh.bad(f"{path}.cards", "a field card holds one sign card or more")
        return None
    for k, c in enumerate(cs):
        if not cards.is_card(c):
            sh.bad(f"{path}.cards[{k}]", f"{c!r} is not a card")
            ok = False
        elif not cards.is_sign_card(c):
            sh.bad(f"{path}.cards[{k}]", f"{c} is not a sign card (♠♥♣): it cannot be on the field")
            ok = False
        elif cards.suit(c) != cards.suit(cs[0]) and cards.is_sign_card(cs[0]):
            sh.bad(f"{path}.cards[{k}]", f"{c} is not of the suit of {cs[0]}: a bundle is of one suit")
            ok = False
    return FieldCard(id=fid, cards=list(cs)) if ok else None


# -- actions ------------------------------------------------------------------------------

ACTION_FIELDS = {
    "choose-order": ("goFirst",),
    "deploy": ("cards",),
    "attack": ("attacker", "target"),
    "end-turn": (),
    "pass": (),
    "boost": ("card",),
    "change-sign": ("card", "sign"),
    "chain": ("card",),
    "joker": (),
    "counter": ("card", "target"),
    "cancel": ("card",),
}


def read_action(game: Game, action) -> dict:
    """The action form of the book; a wrong shape is malformed with paths rooted at `action`."""
    sh = Shape()
    if not isinstance(action, dict):
        raise Malformed([("action", "must be an object with a type")])
    t = action.get("type")
    if t not in ACTION_FIELDS:
        raise Malformed([("action.type", f"unknown action type {t!r} (the types are {', '.join(ACTION_FIELDS)})")])
    fields = ACTION_FIELDS[t]
    sh.obj(action, "action", ("type",) + fields, fields)
    for k in fields:
        if k not in action:
            continue
        v = action[k]
        if k == "goFirst" and not isinstance(v, bool):
            sh.bad("action.goFirst", "must be true or false")
        elif k == "cards":
            sh.card_list(v, "action.cards")
        elif k == "card" and not cards.is_card(v):
            sh.bad("action.card", f"{v!r} is not a card")
        elif k == "sign" and v not in cards.SIGNS:
            sh.bad("action.sign", "a sign is グー, チョキ or パー")
        elif k == "attacker" and not is_name(v):
            sh.bad("action.attacker", "a field card id is a non-empty string")
        elif k == "target" and v is not None and not is_name(v):
            sh.bad("action.target", "a field card id (a non-empty string) or null")
    if sh.problems:
        raise Malformed(sh.problems)
    return dict(action)


# -- out ----------------------------------------------------------------------------------

def decisions(game: Game) -> list[dict]:
    return [{"player": game.seats[seat].name, "kind": kind, "options": options}
            for seat, kind, options in rules.pending(game)]


def events(game: Game, evs: list[dict]) -> list[dict]:
    return evs


def result(game: Game):
    return dict(game.result) if game.result else None


def field_card(fc: FieldCard) -> dict:
    return {"id": fc.id, "cards": list(fc.cards), "sign": fc.sign, "power": fc.power}


def _common(game: Game) -> dict:
    actor = rules.to_act(game)
    before_first = game.phase == CHOOSE_ORDER
    tp = game.seats[game.turn]
    return {
        "options": {"sudden-vital-loss": bool(game.options.get("sudden-vital-loss", False))},
        "phase": PHASES[game.phase],
        "turn": 0 if before_first else game.turn_number,
        "turnPlayer": None if before_first else tp.name,
        "toAct": None if actor is None else game.seats[actor].name,
        "attacked": [] if before_first else [x for x in game.attacked if tp.field_card(x)],
        "battle": _battle(game),
        "direct": _direct(game),
        "result": result(game),
    }


def _battle(game: Game):
    if game.phase != BATTLE or game.battle is None:
        return None
    from gear.battle import sides

    a, d = game.turn, game.other(game.turn)
    s = sides(game)
    return {
        "attacker": game.seats[a].name, "defender": game.seats[d].name,
        "attackerCard": s[a][0].id, "defenderCard": s[d][0].id,
        "attackerSign": s[a][2], "defenderSign": s[d][2],
        "attackerPower": s[a][1], "defenderPower": s[d][1],
        "passes": game.battle.passes,
    }


def _direct(game: Game):
    d = game.direct
    if game.phase != DIRECT or d is None:
        return None
    return {
        "from": game.seats[game.other(d.target)].name, "to": game.seats[d.target].name,
        "penetrating": d.penetrating,
        "counter": None if d.counter is None else {"card": d.counter, "target": d.counter_target},
    }


def observation(game: Game) -> dict:
    common = _common(game)
    return {
        "players": [s.name for s in game.seats],
        "options": common["options"], "phase": common["phase"], "turn": common["turn"],
        "turnPlayer": common["turnPlayer"], "toAct": common["toAct"],
        "seats": [{
            "player": s.name, "hand": list(s.hand), "deck": list(s.deck),
            "field": [field_card(f) for f in s.field], "vitals": list(s.vitals),
            "lostVitals": list(s.lost_vitals), "discard": list(s.discard),
        } for s in game.seats],
        "attacked": common["attacked"], "battle": common["battle"], "direct": common["direct"],
        "lostLastVitalThisTurn": [s.name for i, s in enumerate(game.seats) if game.grace[i]],
        "quietTurns": game.quiet_turns, "activeThisTurn": game.acted,
        "result": common["result"],
    }


def view(game: Game, seat: int) -> dict:
    me, op = game.seats[seat], game.seats[game.other(seat)]
    common = _common(game)
    return {
        "me": me.name, "opponent": op.name,
        "options": common["options"], "phase": common["phase"], "turn": common["turn"],
        "turnPlayer": common["turnPlayer"], "toAct": common["toAct"],
        "hand": list(me.hand), "field": [field_card(f) for f in me.field], "discard": list(me.discard),
        "deckCount": len(me.deck), "vitalsLeft": len(me.vitals), "lostVitals": list(me.lost_vitals),
        "opponentHandCount": len(op.hand), "opponentField": [field_card(f) for f in op.field],
        "opponentDiscard": list(op.discard), "opponentDeckCount": len(op.deck),
        "opponentVitalsLeft": len(op.vitals), "opponentLostVitals": list(op.lost_vitals),
        "attacked": common["attacked"], "battle": common["battle"], "direct": common["direct"],
        "result": common["result"],
    }


def spectator_view(game: Game, name: str) -> dict:
    """What anyone may see, for a name that is not a player: no hand, field, pile or vitals of
    its own, and the first seat as the opponent."""
    v = view(game, 1)
    v.update({"me": name, "hand": [], "field": [], "discard": [], "deckCount": 0, "vitalsLeft": 0, "lostVitals": []})
    return v
