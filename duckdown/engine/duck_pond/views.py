"""Views built by allow-list: each field is copied because a viewer may see it.

Everything in Duck Pond is public (the audit log, votes, offers, items, rolls with their proof)
except the current period's dice seed, which no view carries: only its commitment. Views stay
bounded: the last 50 log entries, the current period's last 100 rolls, the last 8 revealed
seeds, recent decisions; `log_page` and `period_rolls` give the full history page by page.
"""

from __future__ import annotations

from datetime import date
from typing import Any, Final

from duckdown.engine.duck_pond import boundary, calendar, ducks, legal, titles
from duckdown.engine.duck_pond.state import (
    OVER,
    TITLES,
    Confidence,
    Correction,
    Duck,
    Motion,
    Offer,
    Period,
    Proposal,
    Request,
    State,
    json_copy,
)

LOG_SHOWN: Final = 50
ROLLS_SHOWN: Final = 100
PERIODS_SHOWN: Final = 8
RECENT: Final = 5
PAGE_MAX: Final = 200


def duck_view(s: State, d: Duck) -> dict[str, Any]:
    m = d.mission
    return {
        "duck": d.number,
        "name": d.name,
        "owner": d.owner,
        "pond": d.pond,
        "colour": d.colour,
        "quacks": d.quacks,
        "eggs": d.eggs,
        "parent": d.parent,
        "complete": ducks.complete(d),
        "melon": d.melon == s.period.number,
        "scouting": None
        if m is None
        else {
            "potential": m.potential,
            "since": m.since,
            "retrievable": m.since < s.period.number,
            "adjusted": m.adjusted,
        },
    }


def _period(p: Period, reveal: bool) -> dict[str, Any]:
    return {
        "period": p.label,
        "number": p.number,
        "start": p.start,
        "end": p.end,
        "commitment": p.commitment,
        "seed": p.seed if reveal and p.revealed else None,
        "rolls": len(p.rolls),
        "derived": p.derived,
    }


def _rolls(p: Period, start: int = 0, count: int | None = None) -> list[dict[str, Any]]:
    end = len(p.rolls) if count is None else min(len(p.rolls), start + count)
    return [
        {"n": i + 1, "sides": p.rolls[i][0], "result": p.rolls[i][1], "cause": p.rolls[i][2]}
        for i in range(start, end)
    ]


def _proposal(p: Proposal) -> dict[str, Any]:
    keep_text = p.status in ("open", "adopted")
    return {
        "proposal": p.number,
        "seat": p.seat,
        "title": p.title,
        "text": p.text if keep_text else None,
        "changes": json_copy(p.changes),
        "changes_only": p.changes_only,
        "made": p.made,
        "voting": p.voting,
        "closes": p.closes,
        "status": p.status,
        "for": sorted(int(k) for k, v in p.votes.items() if v == "for"),
        "against": sorted(int(k) for k, v in p.votes.items() if v == "against"),
        "result": json_copy(p.result),
        "note": p.note,
    }


def _offer(o: Offer) -> dict[str, Any]:
    return {
        "offer": o.number,
        "seat": o.seat,
        "to": o.to,
        "give": json_copy(o.give),
        "receive": json_copy(o.receive),
        "made": o.made,
        "expires": o.expires,
    }


def _motion(m: Motion) -> dict[str, Any]:
    return {
        "motion": m.number,
        "kind": m.kind,
        "seat": m.seat,
        "assents": list(m.assents),
        "made": m.made,
        "expires": m.expires,
    }


def _request(r: Request) -> dict[str, Any]:
    return {
        "request": r.number,
        "seat": r.seat,
        "kind": r.kind,
        "text": r.text,
        "filed": r.filed,
        "status": r.status,
        "answer": r.answer,
        "verdict": r.verdict,
        "judge": r.judge,
        "answered": r.answered,
        "overturned": r.overturned,
        "confidence_until": r.window,
    }


def _confidence(c: Confidence) -> dict[str, Any]:
    return {
        "ruling": c.ruling,
        "seat": c.seat,
        "opened": c.opened,
        "ends": c.ends,
        "status": c.status,
        "overturn": sorted(int(k) for k, v in c.votes.items() if v == "overturn"),
        "affirm": sorted(int(k) for k, v in c.votes.items() if v == "affirm"),
    }


def _correction(c: Correction) -> dict[str, Any]:
    return {
        "correction": c.number,
        "judge": c.judge,
        "changes": json_copy(c.changes),
        "reason": c.reason,
        "cite": dict(c.cite),
        "made": c.made,
        "status": c.status,
        "confirmed_by": c.confirmed_by,
    }


def _recent(items: list[Any], keep: Any, count: int = RECENT) -> list[Any]:
    """The open ones (`keep`) and the last `count` others, in order."""
    closed = [i for i in items if not keep(i)][-count:]
    chosen = {id(i) for i in closed}
    return [i for i in items if keep(i) or id(i) in chosen]


def _next_sunday(s: State) -> int | None:
    if s.phase == OVER:
        return None
    tz = calendar.zone(s.config.time_zone)
    first = date.fromisoformat(s.period.first_day)
    while True:
        _, first, start, _ = calendar.following(first, tz)
        if calendar.is_sunday(first):
            return start


def public_view(s: State, now: int) -> dict[str, Any]:
    count, quacks = titles.holdings(s)
    held: dict[int, list[str]] = {}
    for title in TITLES:
        holder = s.titles[title]
        if isinstance(holder, int):
            held.setdefault(holder, []).append(title)
    pond_ducks: list[list[dict[str, Any]]] = [[] for _ in range(s.ponds)]
    elsewhere = []
    for d in s.ducks.values():
        if d.disciple:
            continue
        if d.pond is None:
            elsewhere.append(duck_view(s, d))
        else:
            pond_ducks[d.pond - 1].append(duck_view(s, d))
    dis = s.ducks.get(s.disciple) if s.disciple is not None else None
    revealed = [p for p in s.periods if p.revealed][-PERIODS_SHOWN:]
    p = s.period
    return {
        "ruleset": "duck_pond",
        "players": len(s.players),
        "phase": s.phase,
        "round": s.round,
        "rounds": None,
        "to_act": [],
        "deadline": boundary.deadline(s),
        "totals": [quacks.get(pl.seat) if pl.active else None for pl in s.players],
        "winners": None,
        "time_zone": s.config.time_zone,
        "period": _period(p, reveal=p.revealed),
        "next_god_egg": _next_sunday(s),
        "periods": [_period(x, reveal=True) for x in reversed(revealed)],
        "rolls": _rolls(p, max(0, len(p.rolls) - ROLLS_SHOWN)),
        "seats": [
            {
                "seat": pl.seat,
                "name": pl.name,
                "active": pl.active,
                "joined": pl.joined,
                "left": pl.left,
                "ducks": count.get(pl.seat, 0),
                "quacks": quacks.get(pl.seat, 0),
                "items": dict(pl.items),
                "fed": pl.fed,
                "titles": held.get(pl.seat, []),
            }
            for pl in s.players
        ],
        "ponds": [{"pond": i + 1, "ducks": members} for i, members in enumerate(pond_ducks)],
        "elsewhere": elsewhere,
        "disciple": None if dis is None else {**duck_view(s, dis), "damagers": list(s.damagers)},
        "duck_god": {"god_eggs": s.god_eggs, "limit": s.rules["god_egg_limit"]},
        "titles": {t: s.titles[t] for t in TITLES},
        "proposals": [
            _proposal(x) for x in _recent(s.proposals, lambda x: x.status in ("open", "adopted"))
        ],
        "offers": [_offer(o) for o in s.offers],
        "judge": {
            "seat": s.judge,
            "motions": [_motion(m) for m in s.motions],
            "requests": [_request(r) for r in _recent(s.requests, lambda r: r.status == "open")],
            "confidence": [
                _confidence(c) for c in _recent(s.confidence, lambda c: c.status == "open")
            ],
            "corrections": [
                _correction(c) for c in _recent(s.corrections, lambda c: c.status == "pending")
            ],
            "notices": [
                {"notice": n.number, "kind": n.kind, "text": n.text, "at": n.at}
                for n in s.notices
                if n.open
            ][-RECENT * 2 :],
        },
        "rules": {
            "numbers": dict(s.rules.numbers),
            "colours": json_copy(s.rules.colours),
            "loot": json_copy(s.rules.loot),
            "duck_words": list(s.rules.duck_words),
            "banned_names": list(s.rules.banned),
            "amendments": s.amendments[-RECENT * 2 :],
        },
        "limits": dict(s.limits),
        "pending_limits": None if s.pending_limits is None else dict(s.pending_limits),
        "log": json_copy(s.log[-LOG_SHOWN:]),
        "log_size": len(s.log),
    }


def seat_view(s: State, seat: int, now: int) -> dict[str, Any]:
    view = public_view(s, now)
    pl = s.players[seat] if 0 <= seat < len(s.players) else None
    view["seat"] = seat
    if pl is None or not pl.active:
        view["me"] = None
        view["legal"] = []
        return view
    r = s.rules
    view["me"] = {
        "name": pl.name,
        "items": dict(pl.items),
        "ducks": [d.number for d in s.ducks.values() if d.owner == seat],
        "allowances": {
            "feeds": max(0, r["feeds_per_period"] - pl.fed),
            "disciple_attacks": max(0, r["disciple_attacks_per_period"] - pl.disciple_attacks),
        },
        "offers_to_me": [o.number for o in s.offers if o.to == seat],
        "offers_from_me": [o.number for o in s.offers if o.seat == seat],
        "judge": s.judge == seat,
        "desk": _desk(s) if s.judge == seat else None,
    }
    view["legal"] = legal.forms(s, seat)
    return view


def _desk(s: State) -> dict[str, Any]:
    """The Judge's desk: everything open, unabridged."""
    return {
        "requests": [_request(r) for r in s.requests if r.status == "open"],
        "pending": [_correction(c) for c in s.corrections if c.status == "pending"],
        "adopted": [x.number for x in s.proposals if x.status == "adopted"],
        "notices": [n.number for n in s.notices if n.open],
    }


# --- full history, page by page (for the host's paging; not part of any view) ------------


def log_page(s: State, start: int, count: int) -> list[dict[str, Any]]:
    """Log entries n = start+1 ... start+count (at most PAGE_MAX)."""
    start = max(0, start)
    return json_copy(s.log[start : start + max(0, min(count, PAGE_MAX))])  # type: ignore[no-any-return]


def period_rolls(s: State, label: str) -> dict[str, Any] | None:
    """A period's whole roll log with its commitment, and its seed once revealed: what
    `verify_period` checks."""
    for p in s.periods:
        if p.label == label:
            return {**_period(p, reveal=True), "roll_log": _rolls(p)}
    return None


def seat_memory(s: State, seat: int) -> dict[str, Any]:
    return {"seat": seat}
