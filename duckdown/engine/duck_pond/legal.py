"""What a seat may do now, as compact forms (the seat view's `legal`), and their expansion into
concrete actions (`legal_actions`, and `view_actions` from the view: the same function, so the
two always agree).

A form names an action type with the argument choices that are legal now: the phone builds
its forms from them. Text arguments (names, proposals, requests) are unbounded, so a form
carries one generated example; `apply` accepts any legal text. Costs and targets are many, so
the expansion is a representative, bounded set: each attacker against the richest dozen
targets at the smallest cost, and at its largest against the first. docs/games/duck_pond.md
lists every form.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, Final

from duckdown.engine.duck_pond import corrections as corr
from duckdown.engine.duck_pond import ducks, names, players, proposals, titles, trades
from duckdown.engine.duck_pond.context import Ctx
from duckdown.engine.duck_pond.duck_names import DUCK_NAMES
from duckdown.engine.duck_pond.judge import ABUSE_WARNING, open_requests
from duckdown.engine.duck_pond.rulebook import ITEMS
from duckdown.engine.duck_pond.state import GOD, OVER, Duck, State
from duckdown.engine.errors import IllegalAction

TARGETS_PER_ATTACKER: Final = 12
OFFER_PARTNERS: Final = 8
PONDS_SHOWN: Final = 6
Form = dict[str, Any]


def _shared(s: State) -> dict[str, Any]:
    """What every seat's forms read, computed once per state version."""
    hit = s.cache.get("shared")
    if hit is not None:
        return hit  # type: ignore[no-any-return]
    usable = [d for d in s.ducks.values() if ducks.complete(d) and d.mission is None]
    richest = sorted(usable, key=lambda d: (not d.disciple, -d.quacks, d.number))
    taken = {names.key(d.name): d.number for d in s.ducks.values() if d.name is not None}
    people = {names.key(p.name) for p in s.players if p.active}
    banned = {names.key(b) for b in s.rules.banned}
    out = {"usable": usable, "richest": richest, "taken": taken, "blocked": people | banned}
    s.cache["shared"] = out
    return out


@cache
def _name_keys() -> tuple[tuple[str, str], ...]:
    return tuple((n, names.key(n)) for n in DUCK_NAMES)


def _example_name(s: State, duck: Duck, shared: dict[str, Any]) -> str | None:
    """A name `name` would accept for this duck (ruling 13, from the shared name sets)."""
    low, high = s.rules["name_min"], s.rules["name_max"]
    pool = _name_keys()
    start = (duck.number * 37) % len(pool)
    extra = ((f"Duck {duck.number}", f"duck{duck.number}"), (f"D{duck.number}", f"d{duck.number}"))
    for i in range(len(pool) + len(extra)):
        candidate, k = pool[(start + i) % len(pool)] if i < len(pool) else extra[i - len(pool)]
        if not low <= len(candidate) <= high or candidate == duck.name:
            continue
        if k in shared["blocked"] or shared["taken"].get(k, duck.number) != duck.number:
            continue
        return candidate
    return None


def forms(s: State, seat: int) -> list[Form]:
    if s.phase == OVER or not 0 <= seat < len(s.players) or not s.players[seat].active:
        return []
    sh = _shared(s)
    r = s.rules
    player = s.players[seat]
    mine = [d for d in s.ducks.values() if d.owner == seat]
    home = [d for d in mine if ducks.complete(d) and d.mission is None]
    out: list[Form] = []
    # --- ducks: names and ponds
    for d in mine:
        if d.mission is not None and d.name is not None:
            continue
        example = _example_name(s, d, sh)
        if example is not None:
            out.append({"type": "name", "duck": d.number, "example": example})
        if d.pond is None:
            out.append({"type": "assign_pond", "duck": d.number, "ponds": s.ponds})
    need = max(r["move_cost"], 1)
    if s.ponds > 1:
        for d in home:
            if d.quacks >= need:
                out.append({"type": "move", "duck": d.number, "pond": d.pond, "ponds": s.ponds})
    # --- feeding
    if player.fed < r["feeds_per_period"]:
        held = player.items
        for d in sh["usable"]:
            if d.owner is None:
                continue
            if d.owner == seat:
                fruit: list[str | None] = ["grapes"] if held["grapes"] else []
            else:
                fruit = [None]
                fruit += ["seeds"] if held["seeds"] >= r["seeds_per_feed"] else []
                fruit += ["watermelon"] if held["watermelon"] else []
                fruit += ["blood_orange"] if held["blood_orange"] and d.colour is None else []
            if fruit:
                out.append({"type": "feed", "duck": d.number, "fruit": fruit})
    out.extend(_attack_forms(s, seat, home, sh))
    # --- scouting
    number = s.period.number
    if home:
        out.append({"type": "scout", "ducks": [d.number for d in home]})
    adjust = [
        d.number
        for d in mine
        if d.mission is not None
        and d.mission.since == number
        and d.melon == number
        and not d.mission.adjusted
    ]
    if adjust:
        out.append({"type": "adjust", "ducks": adjust})
    out_now = [
        d
        for d in mine
        if d.mission is not None
        and d.mission.since < number
        and not (d.mission.tried == number and d.mission.tries >= r["retrievals_per_period"])
    ]
    if out_now:
        out.append({"type": "retrieve", "ducks": [d.number for d in out_now]})
        cut = [
            d.number for d in out_now if d.mission and d.mission.potential > r["cut_losses_above"]
        ]
        if cut:
            out.append({"type": "cut_losses", "ducks": cut})
    out.extend(_proposal_forms(s, seat))
    out.extend(_trade_forms(s, seat, home))
    out.extend(_judge_forms(s, seat, sh))
    example = _display_example(s, seat)
    if example is not None:
        out.append({"type": "display_name", "example": example})
    return out


def _attack_forms(s: State, seat: int, home: list[Duck], sh: dict[str, Any]) -> list[Form]:
    r = s.rules
    out: list[Form] = []
    able = [d for d in home if d.quacks >= 0]
    step = r["standard_step"]
    attackers = [[d.number, d.quacks - d.quacks % step] for d in able if d.quacks >= step]
    disciple_ok = s.players[seat].disciple_attacks < r["disciple_attacks_per_period"]
    targets = [d.number for d in sh["richest"] if not d.disciple or disciple_ok]
    if attackers and targets:
        out.append({"type": "standard", "step": step, "ducks": attackers, "targets": targets})
    low = r["lay_egg_threshold"]
    layers = [[d.number, min(d.quacks, 1_000_000)] for d in able if d.quacks >= low]
    if layers:
        out.append({"type": "lay_egg", "min": low, "ducks": layers})
    if ducks.creation_problem(s, seat) is None:
        hatchers = [
            d.number for d in able if d.eggs >= r["hatch_eggs"] and d.quacks >= r["hatch_quacks"]
        ]
        if hatchers:
            out.append({"type": "hatch", "ducks": hatchers})
    step = r["scrambler_step"]
    scramblers = [[d.number, d.quacks - d.quacks % step] for d in able if d.quacks >= step]
    holders: list[list[Any]] = [[GOD, s.god_eggs]] if s.god_eggs else []
    holders += [
        [p.seat, p.items["god_egg"]]
        for p in s.players
        if p.active and p.seat != seat and p.items["god_egg"]
    ]
    if scramblers and holders:
        out.append({"type": "scrambler", "step": step, "ducks": scramblers, "targets": holders})
    duke = s.titles["duke"]
    room = len(ducks.owned_by(s, seat)) < s.limits["ducks_per_player"]
    if duke is not None and not titles.royalty(s, seat) and room:
        loot = [
            [d.number, d.quacks]
            for d in sh["richest"]
            if d.owner == duke and d.quacks > r["steal_threshold"]
        ]
        thieves = [[d.number, d.quacks] for d in able]
        if loot and any(q >= loot[-1][1] for _, q in thieves):
            out.append({"type": "steal", "ducks": thieves, "targets": loot})
    if len(home) > 1 and able:
        out.append(
            {
                "type": "cannibalism",
                "ducks": [d.number for d in able],
                "targets": [d.number for d in home],
            }
        )
    return out


def _proposal_forms(s: State, seat: int) -> list[Form]:
    out: list[Form] = []
    n = len(s.proposals) + 1
    limit = s.limits["proposals_per_period"]
    made = proposals.open_made_this_period(s, seat)
    if made < limit:
        out.append({"type": "propose", "example": _example_proposal(s, n)})
    own = [p for p in s.proposals if p.seat == seat and p.status == "open"]
    if own:
        out.append({"type": "retract", "proposals": [p.number for p in own]})
        editable = [p for p in own if made - (p.made_in == s.period.number) < limit]
        if editable:
            example = {**_example_proposal(s, n), "type": "edit", "proposal": editable[0].number}
            example["title"] = f"Proposal {editable[0].number}, amended"
            out.append({"type": "edit", "example": example})
    ballots = [[p.number, p.votes.get(str(seat))] for p in s.proposals if p.status == "open"]
    if ballots:
        out.append({"type": "vote", "proposals": ballots})
    return out


def _example_proposal(s: State, n: int) -> dict[str, Any]:
    """A harmless example that cycles through the kinds of proposal."""
    kind = n % 3
    out: dict[str, Any] = {"type": "propose", "title": f"Proposal {n}"}
    if kind == 0:
        out["text"] = "Ducks shall greet each other politely in every pond."
    elif kind == 1:
        die = 8 if s.rules["feed_die"] == 6 else 6
        out["text"] = f"Feeding rolls a d{die}."
        out["changes"] = [{"op": "set_number", "number": "feed_die", "value": die}]
        out["changes_only"] = True
    else:
        out["text"] = f"'Splash {n}' is a duck word."
        out["changes"] = [{"op": "add_duck_word", "word": f"Splash {n}"}]
        out["changes_only"] = True
    return out


def _giveable(s: State, seat: int, home: Sequence[Duck]) -> dict[str, Any] | None:
    for item in ITEMS:
        if s.players[seat].items[item]:
            return {"item": item, "count": 1}
    return {"duck": home[0].number} if home else None


def _trade_forms(s: State, seat: int, home: list[Duck]) -> list[Form]:
    out: list[Form] = []
    if trades.open_offers(s, seat) < s.limits["open_offers"]:
        mine = _giveable(s, seat, home)
        others = [p.seat for p in s.players if p.active and p.seat != seat]
        after = [q for q in others if q > seat] + [q for q in others if q < seat]
        examples: list[dict[str, Any]] = []
        for q in after[:OFFER_PARTNERS]:
            theirs = _giveable(
                s, q, [d for d in ducks.owned_by(s, q) if ducks.complete(d) and d.mission is None]
            )
            if mine is not None:
                examples.append({"type": "offer", "to": q, "give": [mine]})
            if (
                mine is not None
                and theirs is not None
                and not ("duck" in mine and "duck" in theirs and mine == theirs)
            ):
                examples.append({"type": "offer", "to": q, "give": [mine], "receive": [theirs]})
        if examples:
            out.append({"type": "offer", "examples": examples})
    made = [o.number for o in s.offers if o.seat == seat]
    if made:
        out.append({"type": "withdraw", "offers": made})
    to_me = [o for o in s.offers if o.to == seat]
    if to_me:
        out.append({"type": "decline", "offers": [o.number for o in to_me]})
        ok = [o.number for o in to_me if _acceptable(s, o)]
        if ok:
            out.append({"type": "accept", "offers": ok})
    return out


def _acceptable(s: State, offer: Any) -> bool:
    for who, entries in ((offer.seat, offer.give), (offer.to, offer.receive)):
        if trades.holding_problem(s, who, entries) is not None:
            return False
    limit = s.limits["ducks_per_player"]
    given = sum(1 for e in offer.give if "duck" in e)
    received = sum(1 for e in offer.receive if "duck" in e)
    return all(
        len(ducks.owned_by(s, who)) + delta <= limit
        for who, delta in ((offer.seat, received - given), (offer.to, given - received))
    )


def _judge_forms(s: State, seat: int, sh: dict[str, Any]) -> list[Form]:
    out: list[Form] = []
    judge = s.judge
    if judge is None and not any(m.kind == "appoint" and m.seat == seat for m in s.motions):
        out.append({"type": "ask_judge"})
    if judge is not None and judge != seat and not any(m.kind == "remove" for m in s.motions):
        out.append({"type": "move_removal", "warning": ABUSE_WARNING})  # ruling 40
    motions = [
        m.number
        for m in s.motions
        if seat not in m.assents and (m.seat != seat if m.kind == "appoint" else seat != judge)
    ]
    if motions:
        out.append({"type": "assent", "motions": motions})
    if judge == seat:
        out.append({"type": "resign"})
    if judge != seat and open_requests(s, seat) < s.limits["open_requests"]:
        n = len(s.requests) + 1
        kind = "question" if n % 2 else "statement"
        text = (
            "Does a duck on a mission still count as in its pond?"
            if n % 2
            else ("Grapes may feed a duck of one's own.")
        )
        out.append({"type": "request", "example": {"type": "request", "kind": kind, "text": text}})
    mine = [q.number for q in s.requests if q.seat == seat and q.status == "open"]
    if mine:
        out.append({"type": "withdraw_request", "requests": mine})
    rulings = [q.number for q in s.requests if q.window is not None]
    if rulings:
        out.append({"type": "confidence", "rulings": rulings})
    ballots = [[c.ruling, c.votes.get(str(seat))] for c in s.confidence if c.status == "open"]
    if ballots:
        out.append({"type": "confidence_vote", "rulings": ballots})
    pending = [c for c in s.corrections if c.status == "pending"]
    if judge == seat:
        answers = []
        for q in s.requests:
            if q.status == "open" and q.seat != seat:
                a: dict[str, Any] = {"type": "answer", "request": q.number, "text": "It is so."}
                if q.kind == "statement":
                    a["verdict"] = True
                answers.append(a)
        if answers:
            out.append({"type": "answer", "examples": answers})
        example = _example_correction(s, seat, sh, len(pending))
        if example is not None:
            out.append({"type": "correct", "example": example})
        if pending:
            out.append({"type": "withdraw_correction", "corrections": [c.number for c in pending]})
        adopted = [p.number for p in s.proposals if p.status == "adopted"]
        if adopted:
            out.append({"type": "settle", "proposals": adopted})
        notes = [n.number for n in s.notices if n.open]
        if notes:
            out.append({"type": "dismiss", "notices": notes})
    else:
        ok = [c.number for c in pending if _confirmable(s, c)]
        if ok:
            out.append({"type": "confirm", "corrections": ok})
    return out


def _example_correction(
    s: State, seat: int, sh: dict[str, Any], pending: int
) -> dict[str, Any] | None:
    for d in sh["usable"]:
        if d.disciple or abs(d.quacks + 1) > corr.QUACKS_BOUND:
            continue
        own = d.owner == seat
        if own and pending >= corr.MAX_PENDING:
            continue
        return {
            "type": "correct",
            "changes": [{"op": "set_quacks", "duck": d.number, "value": d.quacks + 1}],
            "reason": "A feeding was counted one short.",
            "cite": {"error": "a miscounted feeding"},
        }
    return None


def _confirmable(s: State, item: Any) -> bool:
    key = f"confirmable:{item.number}"
    if key not in s.cache:
        trial = Ctx(s.copy(), item.judge, 0)
        try:
            for change in item.changes:
                corr.apply_one(trial, dict(change))
            s.cache[key] = True
        except IllegalAction:
            s.cache[key] = False
    return bool(s.cache[key])


def _display_example(s: State, seat: int) -> str | None:
    current = s.players[seat].name
    for candidate in (f"Player {seat + 1}", f"Duckling {seat + 1}", f"Pondkeeper {seat + 1}"):
        if candidate != current and players.display_name_problem(s, candidate, seat) is None:
            return candidate
    return None


# --- expansion: the same for the state and for a seat view ------------------------------


def expand(forms_list: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for f in forms_list:
        kind = f["type"]
        if kind in ("ask_judge", "move_removal", "resign"):
            out.append({"type": kind})
        elif "example" in f and kind in ("name", "display_name"):
            out.append(
                {"type": kind, "duck": f["duck"], "name": f["example"]}
                if kind == "name"
                else {"type": kind, "name": f["example"]}
            )
        elif "example" in f:
            out.append(dict(f["example"]))
        elif "examples" in f:
            out.extend(dict(e) for e in f["examples"])
        elif kind == "assign_pond":
            count = f["ponds"]
            shown = (
                range(1, count + 1)
                if count <= PONDS_SHOWN
                else (1 + i * (count - 1) // (PONDS_SHOWN - 1) for i in range(PONDS_SHOWN))
            )
            out.extend({"type": kind, "duck": f["duck"], "pond": p} for p in dict.fromkeys(shown))
        elif kind == "move":
            here, count = f["pond"], f["ponds"]
            for p in dict.fromkeys((here % count + 1, (here - 2) % count + 1)):
                if p != here:
                    out.append({"type": kind, "duck": f["duck"], "pond": p})
        elif kind == "feed":
            for fruit in f["fruit"]:
                a: dict[str, Any] = {"type": kind, "duck": f["duck"]}
                if fruit is not None:
                    a["fruit"] = fruit
                out.append(a)
        elif kind == "standard":
            out.extend(_expand_standard(f))
        elif kind == "lay_egg":
            for duck, most in f["ducks"]:
                for cost in dict.fromkeys((f["min"], most)):
                    out.append({"type": kind, "duck": duck, "cost": cost})
        elif kind == "scrambler":
            duck, most = f["ducks"][0]
            for target, eggs in f["targets"]:
                for cost in dict.fromkeys((f["step"], min(most, eggs * f["step"]))):
                    out.append({"type": kind, "duck": duck, "target": target, "cost": cost})
        elif kind == "steal":
            for target, quacks in f["targets"]:
                thief = next((d for d, q in f["ducks"] if q >= quacks), None)
                if thief is not None:
                    out.append({"type": kind, "duck": thief, "target": target})
        elif kind == "cannibalism":
            for target in f["targets"]:
                eater = next((d for d in f["ducks"] if d != target), None)
                if eater is not None:
                    out.append({"type": kind, "duck": eater, "target": target})
        elif kind in ("vote", "confidence_vote"):
            key, options = (
                ("proposal", ("for", "against", None))
                if kind == "vote"
                else ("ruling", ("overturn", "affirm", None))
            )
            for number, current in f["proposals" if kind == "vote" else "rulings"]:
                for choice in options:
                    if choice != current:
                        out.append({"type": kind, key: number, "vote": choice})
        elif kind == "adjust":
            out.extend({"type": kind, "duck": d, "by": by} for d in f["ducks"] for by in (1, -1))
        elif kind == "settle":
            out.extend(
                {"type": kind, "proposal": p, "note": f"Proposal {p} is now part of the rules."}
                for p in f["proposals"]
            )
        else:
            out.extend(_expand_list(kind, f))
    return out


_LIST_ARG: Final = {
    "scout": ("ducks", "duck"),
    "retrieve": ("ducks", "duck"),
    "cut_losses": ("ducks", "duck"),
    "hatch": ("ducks", "duck"),
    "retract": ("proposals", "proposal"),
    "withdraw": ("offers", "offer"),
    "decline": ("offers", "offer"),
    "accept": ("offers", "offer"),
    "assent": ("motions", "motion"),
    "withdraw_request": ("requests", "request"),
    "confidence": ("rulings", "ruling"),
    "confirm": ("corrections", "correction"),
    "withdraw_correction": ("corrections", "correction"),
    "dismiss": ("notices", "notice"),
}


def _expand_list(kind: str, f: Mapping[str, Any]) -> list[dict[str, Any]]:
    plural, arg = _LIST_ARG[kind]
    return [{"type": kind, arg: v} for v in f[plural]]


def _expand_standard(f: Mapping[str, Any]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    step = f["step"]
    for duck, most in f["ducks"]:
        targets = [t for t in f["targets"] if t != duck][:TARGETS_PER_ATTACKER]
        out.extend({"type": "standard", "duck": duck, "target": t, "cost": step} for t in targets)
        if targets and most > step:
            out.append({"type": "standard", "duck": duck, "target": targets[0], "cost": most})
    return out


def legal_actions(s: State, seat: int) -> list[dict[str, Any]]:
    if seat == -1:  # the household admin
        if s.phase == OVER:
            return []
        return [{"type": "remove_player", "seat": p} for p in players.current(s)]
    return expand(forms(s, seat))
