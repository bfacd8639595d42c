"""The game's invariants, checked by the conformance suite after every step, by the Hypothesis
state machine and by the simulation: conservation of items and ducks, ponds, names, titles,
limits, and the dice of the last revealed period."""

from __future__ import annotations

from collections import Counter

from duckdown.engine.duck_pond import dice, ducks, names, titles
from duckdown.engine.duck_pond.state import LEDGER, OVER, PLAY, State


def check(s: State) -> None:
    assert s.phase in (PLAY, OVER)
    active = {p.seat for p in s.players if p.active}
    # items: what is held adds up to what the ledger brought into the game (trades conserve)
    held: Counter[str] = Counter()
    for p in s.players:
        for item, count in p.items.items():
            assert count >= 0, f"seat {p.seat} holds {count} {item}"
            if p.active:
                held[item] += count
            else:
                assert count == 0, f"seat {p.seat} left holding {item}"
    held["god_egg"] += s.god_eggs
    assert s.god_eggs >= 0
    for d in s.ducks.values():
        assert d.eggs >= 0
        held["egg"] += d.eggs
    for item in LEDGER:
        assert held[item] == s.ledger[item], f"{item}: {held[item]} held, {s.ledger[item]} in play"
    # ducks: numbered once, each in at most one pond (its own field), owned by a current player
    assert len(s.ducks) + s.removed_ducks == s.next_duck - 1, "ducks created != held + removed"
    keys: set[str] = set()
    disciples = [d for d in s.ducks.values() if d.disciple]
    assert len(disciples) <= 1 and (s.disciple is None) == (not disciples)
    for d in s.ducks.values():
        assert d.number < s.next_duck
        if d.disciple:
            assert d.owner is None and d.pond is None and d.eggs == 0 and d.mission is None
            assert d.name is not None and d.quacks > 0, "a Disciple at 0 quacks perishes"
        else:
            assert d.owner in active, f"duck {d.number} belongs to no current player"
        assert d.pond is None or 1 <= d.pond <= s.ponds, f"duck {d.number} is in no real pond"
        if d.name is not None:
            k = names.key(d.name)
            assert k and k not in keys, f"two ducks are named {d.name!r}"
            keys.add(k)
            if not d.disciple:
                assert names.banned_match(k, s.rules.banned) is None, f"{d.name!r} is banned"
        if d.mission is not None:
            assert d.mission.since <= s.period.number
    for p in s.players:
        if p.active:
            assert names.key(p.name) not in keys, f"a duck impersonates {p.name!r}"
    # titles are current, and follow from the holdings
    assert s.titles == titles.compute(s), "titles are stale"
    # limits (ruling 46)
    assert s.ponds <= s.limits["ponds"]
    assert len(s.ducks) <= s.limits["ducks_total"]
    for seat in active:
        assert len(ducks.owned_by(s, seat)) <= s.limits["ducks_per_player"]
        assert sum(1 for o in s.offers if o.seat == seat) <= s.limits["open_offers"]
        assert (
            sum(1 for r in s.requests if r.seat == seat and r.status == "open")
            <= s.limits["open_requests"]
        )
        made = sum(
            1
            for x in s.proposals
            if x.seat == seat and x.status == "open" and x.made_in == s.period.number
        )
        assert made <= s.limits["proposals_per_period"]
    assert s.judge is None or s.judge in active
    for o in s.offers:
        assert o.seat in active and o.to in active
    # the Duck God: the round ends at the limit
    if s.phase == PLAY:
        assert s.god_eggs < s.rules["god_egg_limit"]
    # the last revealed period's seed matches its commitment and gives its rolls
    revealed = [p for p in s.periods if p.revealed]
    if revealed:
        last = revealed[-1]
        log = [{"n": i + 1, "sides": r[0], "result": r[1]} for i, r in enumerate(last.rolls)]
        bad = dice.verify_period(last.seed, last.label, log, last.commitment)
        assert not bad, f"period {last.label}: {bad[:3]}"
    numbers = [p.number for p in s.periods]
    assert numbers == list(range(1, len(numbers) + 1))
    assert all(a.end == b.start for a, b in zip(s.periods, s.periods[1:], strict=False))
