"""Duck Pond's part of the integration (docs/games/duck_pond.md): the table's period, God Eggs,
Disciple, Judge, titles and proposals; a device per player with their quacks, ducks, Eggs, items
and titles; the voting periods and Sunday God Eggs on a calendar; each player's open items this
period as a to-do list; the data of its automation events; and which actions a phone
notification's button or a spoken sentence may play (votes and feeding).

Everything is read from the public view: in Duck Pond only the current period's dice seed is
hidden, and no view carries it (its commitment is public).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from datetime import UTC, date, datetime, timedelta, tzinfo
from typing import Any, Final

from homeassistant.components.calendar import CalendarEvent
from homeassistant.components.sensor import SensorDeviceClass, SensorStateClass
from homeassistant.components.todo import TodoItem, TodoItemStatus
from homeassistant.util import dt as dt_util

from ..context import TableContext
from ..descriptions import PlayerSensorDescription, TableSensorDescription
from ..meta import NO_WINNER
from ..view import status_attrs
from .base import GameModule, SpokenAction

NAME: Final = "duck_pond"

#: The phase sensor's states: the table's lobby, the round in play, the round lost.
PHASES: Final = ("lobby", "play", "over")
#: Ruling 2: Period One from Sunday, Period Two from Thursday (the id's `/1`, `/2`).
PERIODS: Final = ("one", "two")
TITLES: Final = ("deity", "king", "lord", "duke")
DUCK_GOD: Final = "duck_god"
ITEMS: Final = ("seeds", "grapes", "watermelon", "blood_orange", "nothing", "god_egg")

#: The game's own events worth an automation (as its host info lists them).
EVENTS: Final = (
    "proposal_made",
    "proposal_passed",
    "proposal_failed",
    "roll",
    "duck_hatched",
    "title_changed",
    "disciple_perished",
    "god_egg",
    "round_lost",
)

#: How far ahead the calendar reaches (future periods are computed, as the engine does).
CALENDAR_PERIODS_MAX: Final = 400

#: Words of the calendar and the to-do lists (the board's, `frontend/src/games/duck_pond/`).
WORDS: Final[dict[str, dict[str, str]]] = {
    "en": {
        "one": "Period One",
        "two": "Period Two",
        "voting": "Voting on",
        "god_egg": "The Duck God's Sunday egg",
        "god_egg_of": "The Duck God gains a God Egg: {n} of {limit}.",
        "god_egg_lost": "The Duck God gains a God Egg: {n} of {limit}, and everyone loses.",
        "name": "Give duck {duck} a name",
        "pond": "Pick a pond for {duck}",
        "feed": "Feed another player's duck",
        "vote": "Vote on #{proposal} {title}",
        "duck_god": "Duck God",
        "duck": "duck {duck}",
    },
    "de": {
        "one": "Erste Periode",
        "two": "Zweite Periode",
        "voting": "Abstimmung über",
        "god_egg": "Das Sonntagsei des Entengotts",
        "god_egg_of": "Der Entengott bekommt ein Gottes-Ei: {n} von {limit}.",
        "god_egg_lost": "Der Entengott bekommt ein Gottes-Ei: {n} von {limit}, und alle verlieren.",
        "name": "Gib Ente {duck} einen Namen",
        "pond": "Such einen Teich für {duck} aus",
        "feed": "Füttere die Ente eines anderen",
        "vote": "Stimm ab über #{proposal} {title}",
        "duck_god": "Entengott",
        "duck": "Ente {duck}",
    },
    "nl": {
        "one": "Eerste periode",
        "two": "Tweede periode",
        "voting": "Stemming over",
        "god_egg": "Het zondagsei van de Eendengod",
        "god_egg_of": "De Eendengod krijgt een Godsei: {n} van {limit}.",
        "god_egg_lost": "De Eendengod krijgt een Godsei: {n} van {limit}, en iedereen verliest.",
        "name": "Geef eend {duck} een naam",
        "pond": "Kies een vijver voor {duck}",
        "feed": "Voer de eend van een ander",
        "vote": "Stem over #{proposal} {title}",
        "duck_god": "Eendengod",
        "duck": "eend {duck}",
    },
}


def words(lang: str) -> dict[str, str]:
    """The words of a language (`de-CH` reads `de`), English where there are none."""
    return WORDS.get(lang.split("-")[0].lower(), WORDS["en"])


# ---------------------------------------------------------------------- reading the view


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _list(value: Any) -> list[dict[str, Any]]:
    return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _time(ms: Any) -> datetime | None:
    """A view's UTC epoch milliseconds as a time."""
    value = _int(ms)
    return datetime.fromtimestamp(value / 1000, UTC) if value is not None else None


def _iso(ms: Any) -> str | None:
    when = _time(ms)
    return when.isoformat() if when is not None else None


def _seat(ctx: TableContext, seat: int) -> dict[str, Any]:
    for item in _list(ctx.game.get("seats")):
        if item.get("seat") == seat:
            return item
    return {}


def player_name(ctx: TableContext, seat: Any) -> str | None:
    """A player's display name in the game (ruling 7), else the seat's name at the table."""
    if not isinstance(seat, int) or isinstance(seat, bool):
        return None
    name = _seat(ctx, seat).get("name")
    return name if isinstance(name, str) else ctx.label(seat)


def _names(ctx: TableContext, seats: Any) -> list[str]:
    return [n for n in (player_name(ctx, s) for s in seats or []) if n is not None]


def _who(ctx: TableContext, seat: Any, prefix: str = "") -> dict[str, Any]:
    """The player (by their game name), their HA user and person, or the Duck God."""
    if seat == DUCK_GOD:
        return {f"{prefix}player": "Duck God", f"{prefix}user_id": None, f"{prefix}person": None}
    who = ctx.who(seat, prefix)
    if who[f"{prefix}player"] is not None or isinstance(seat, int):
        who[f"{prefix}player"] = player_name(ctx, seat)
    return who


def players(ctx: TableContext) -> dict[int, str]:
    """The current players (a left seat is no player: its device goes), by seat."""
    if ctx.table.game is None:
        return {}
    out: dict[int, str] = {}
    for item in _list(ctx.game.get("seats")):
        seat = _int(item.get("seat"))
        if seat is not None and item.get("active"):
            out[seat] = player_name(ctx, seat) or f"Seat {seat}"
    return out


def all_ducks(ctx: TableContext) -> list[dict[str, Any]]:
    """Every duck in a pond or elsewhere (the Disciple is apart)."""
    out: list[dict[str, Any]] = []
    for pond in _list(ctx.game.get("ponds")):
        out += _list(pond.get("ducks"))
    return out + _list(ctx.game.get("elsewhere"))


def ducks_of(ctx: TableContext, seat: int) -> list[dict[str, Any]]:
    """A player's ducks, by number."""
    return sorted(
        (d for d in all_ducks(ctx) if d.get("owner") == seat), key=lambda d: d.get("duck") or 0
    )


def _number(ctx: TableContext, name: str, default: int) -> int:
    value = _int(_dict(_dict(ctx.game.get("rules")).get("numbers")).get(name))
    return value if value is not None else default


def _period(ctx: TableContext) -> dict[str, Any]:
    return _dict(ctx.game.get("period"))


def open_proposals(ctx: TableContext) -> list[dict[str, Any]]:
    return [p for p in _list(ctx.game.get("proposals")) if p.get("status") == "open"]


def _voted(proposal: dict[str, Any], seat: int) -> bool:
    return seat in (proposal.get("for") or []) or seat in (proposal.get("against") or [])


def _may_feed(ctx: TableContext, seat: int) -> bool:
    """Someone else has a duck that can be fed now (complete and home)."""
    return any(
        isinstance(d.get("owner"), int)
        and d.get("owner") != seat
        and d.get("complete")
        and d.get("scouting") is None
        for d in all_ducks(ctx)
    )


def _fed(ctx: TableContext, seat: int) -> bool:
    """The player has used this period's feedings (ruling 4)."""
    return (_int(_seat(ctx, seat).get("fed")) or 0) >= _number(ctx, "feeds_per_period", 1)


def not_voted(ctx: TableContext) -> list[str]:
    """Players who have not voted on every proposal whose voting ends with this period."""
    end = _period(ctx).get("end")
    closing = [p for p in open_proposals(ctx) if p.get("closes") == end]
    return [
        name for seat, name in players(ctx).items() if any(not _voted(p, seat) for p in closing)
    ]


def not_fed(ctx: TableContext) -> list[str]:
    """Players who could still feed another player's duck this period."""
    return [
        name for seat, name in players(ctx).items() if not _fed(ctx, seat) and _may_feed(ctx, seat)
    ]


# ---------------------------------------------------------------------- table sensors


def _phase(ctx: TableContext) -> str | None:
    status = ctx.table.status
    if status in ("lobby", "over"):
        return status
    phase = ctx.game.get("phase") if ctx.playing else None
    return phase if phase in PHASES else None


def _period_kind(ctx: TableContext) -> str | None:
    label = _period(ctx).get("period")
    if not ctx.playing or not isinstance(label, str):
        return None
    return "one" if label.endswith("/1") else "two" if label.endswith("/2") else None


def _period_attrs(ctx: TableContext) -> dict[str, Any]:
    period = _period(ctx) if ctx.playing else {}
    return {
        "period": period.get("period"),
        "number": period.get("number"),
        "start": _iso(period.get("start")),
        "end": _iso(period.get("end")),
        "commitment": period.get("commitment"),
        "time_zone": ctx.game.get("time_zone"),
        "not_voted": not_voted(ctx) if ctx.playing else [],
        "not_fed": not_fed(ctx) if ctx.playing else [],
    }


def _period_end(ctx: TableContext) -> datetime | None:
    return _time(_period(ctx).get("end")) if ctx.playing else None


def _god_eggs(ctx: TableContext) -> int | None:
    return _int(_dict(ctx.game.get("duck_god")).get("god_eggs")) if ctx.table.game else None


def _god_egg_attrs(ctx: TableContext) -> dict[str, Any]:
    god = _dict(ctx.game.get("duck_god"))
    return {"limit": god.get("limit"), "next_god_egg": _iso(ctx.game.get("next_god_egg"))}


def _disciple(ctx: TableContext) -> dict[str, Any]:
    return _dict(ctx.game.get("disciple"))


def _disciple_name(ctx: TableContext) -> str | None:
    name = _disciple(ctx).get("name")
    return name if isinstance(name, str) else None


def _disciple_attrs(ctx: TableContext) -> dict[str, Any]:
    dis = _disciple(ctx)
    return {"duck": dis.get("duck"), "quacks": dis.get("quacks")}


def _judge_seat(ctx: TableContext) -> int | None:
    return _int(_dict(ctx.game.get("judge")).get("seat"))


def _judge_attrs(ctx: TableContext) -> dict[str, Any]:
    seat = _judge_seat(ctx)
    requests = _list(_dict(ctx.game.get("judge")).get("requests"))
    return {
        "seat": seat,
        "user_id": ctx.user_id(seat),
        "open_requests": sum(1 for r in requests if r.get("status") == "open"),
    }


def _holder(ctx: TableContext, title: str) -> Any:
    return _dict(ctx.game.get("titles")).get(title)


def _title_value(title: str) -> Any:
    def value(ctx: TableContext) -> str | None:
        holder = _holder(ctx, title)
        return "Duck God" if holder == DUCK_GOD else player_name(ctx, holder)

    return value


def _title_attrs(title: str) -> Any:
    def attrs(ctx: TableContext) -> dict[str, Any]:
        holder = _holder(ctx, title)
        return {"seat": holder, "user_id": ctx.user_id(_int(holder))}

    return attrs


def _open_count(ctx: TableContext) -> int | None:
    return len(open_proposals(ctx)) if ctx.table.game is not None else None


def _proposals_attrs(ctx: TableContext) -> dict[str, Any]:
    """The open proposals (titles, not texts: a text may be 4,000 characters) and the decided
    ones the view keeps, with when their voting ended."""
    proposals = _list(ctx.game.get("proposals"))
    return {
        "proposals": [
            {
                "proposal": p.get("proposal"),
                "title": p.get("title"),
                "by": player_name(ctx, p.get("seat")),
                "voting": p.get("voting"),
                "closes": _iso(p.get("closes")),
                "changes": len(p.get("changes") or []),
                "for": _names(ctx, p.get("for")),
                "against": _names(ctx, p.get("against")),
            }
            for p in proposals
            if p.get("status") == "open"
        ],
        "decided": [
            {
                "proposal": p.get("proposal"),
                "title": p.get("title"),
                "status": p.get("status"),
                "closes": _iso(p.get("closes")),
            }
            for p in proposals
            if p.get("status") != "open"
        ],
    }


#: The log's entries the household is told of: titles, the Disciple, what a boundary decided.
NEWS: Final = (
    "title_changed",
    "disciple_perished",
    "proposal_passed",
    "proposal_failed",
    "god_egg",
    "round_lost",
)


def _news(ctx: TableContext) -> list[dict[str, Any]]:
    return [e for e in _list(ctx.game.get("log")) if e.get("type") in NEWS]


def _news_state(ctx: TableContext) -> int | None:
    """The number of the latest told log entry: it changes with every piece of news, so one
    automation run can gather several (a boundary's, or a night's) and tell them at once."""
    news = _news(ctx)
    return _int(news[-1].get("n")) if news else None


def _news_attrs(ctx: TableContext) -> dict[str, Any]:
    """The told entries among the view's last log entries, as the Game event entity says
    them (players by name), each with its number and time."""
    out = []
    for entry in _news(ctx):
        kind = str(entry.get("type"))
        data = event_data(kind, entry, ctx) or {}
        out.append({"n": entry.get("n"), "at": _iso(entry.get("at")), "type": kind, **data})
    return {"news": out}


SENSORS: tuple[TableSensorDescription, ...] = (
    TableSensorDescription(
        key="phase",
        translation_key="duck_pond_phase",
        device_class=SensorDeviceClass.ENUM,
        options=list(PHASES),
        value_fn=_phase,
        attrs_fn=status_attrs,
    ),
    TableSensorDescription(
        key="period",
        translation_key="pond_period",
        device_class=SensorDeviceClass.ENUM,
        options=list(PERIODS),
        value_fn=_period_kind,
        attrs_fn=_period_attrs,
    ),
    TableSensorDescription(
        key="period_end",
        translation_key="pond_period_end",
        device_class=SensorDeviceClass.TIMESTAMP,
        value_fn=_period_end,
    ),
    TableSensorDescription(
        key="god_eggs",
        translation_key="pond_god_eggs",
        state_class=SensorStateClass.MEASUREMENT,
        value_fn=_god_eggs,
        attrs_fn=_god_egg_attrs,
    ),
    TableSensorDescription(
        key="disciple",
        translation_key="pond_disciple",
        value_fn=_disciple_name,
        attrs_fn=_disciple_attrs,
    ),
    TableSensorDescription(
        key="judge",
        translation_key="pond_judge",
        value_fn=lambda ctx: player_name(ctx, _judge_seat(ctx)),
        attrs_fn=_judge_attrs,
    ),
    *(
        TableSensorDescription(
            key=f"duck_{title}",
            translation_key=f"pond_{title}",
            value_fn=_title_value(title),
            attrs_fn=_title_attrs(title),
        )
        for title in TITLES
    ),
    TableSensorDescription(
        key="news",
        translation_key="pond_news",
        value_fn=_news_state,
        attrs_fn=_news_attrs,
    ),
    TableSensorDescription(
        key="proposals",
        translation_key="pond_proposals",
        value_fn=_open_count,
        attrs_fn=_proposals_attrs,
    ),
)


# ---------------------------------------------------------------------- player sensors


def _duck_attrs(duck: dict[str, Any]) -> dict[str, Any]:
    return {
        "duck": duck.get("duck"),
        "name": duck.get("name"),
        "quacks": duck.get("quacks"),
        "eggs": duck.get("eggs"),
        "colour": duck.get("colour"),
        "pond": duck.get("pond"),
        "scouting": duck.get("scouting") is not None,
    }


def _items(ctx: TableContext, seat: int) -> dict[str, int]:
    items = _dict(_seat(ctx, seat).get("items"))
    return {item: _int(items.get(item)) or 0 for item in ITEMS}


PLAYER_SENSORS: tuple[PlayerSensorDescription, ...] = (
    PlayerSensorDescription(
        key="quacks",
        translation_key="pond_quacks",
        state_class=SensorStateClass.MEASUREMENT,
        value_fn=lambda ctx, seat: _int(_seat(ctx, seat).get("quacks")),
    ),
    PlayerSensorDescription(
        key="ducks",
        translation_key="pond_ducks",
        state_class=SensorStateClass.MEASUREMENT,
        value_fn=lambda ctx, seat: len(ducks_of(ctx, seat)),
        attrs_fn=lambda ctx, seat: {"ducks": [_duck_attrs(d) for d in ducks_of(ctx, seat)]},
    ),
    PlayerSensorDescription(
        key="eggs",
        translation_key="pond_eggs",
        state_class=SensorStateClass.MEASUREMENT,
        value_fn=lambda ctx, seat: sum(_int(d.get("eggs")) or 0 for d in ducks_of(ctx, seat)),
    ),
    PlayerSensorDescription(
        key="items",
        translation_key="pond_items",
        state_class=SensorStateClass.MEASUREMENT,
        value_fn=lambda ctx, seat: sum(_items(ctx, seat).values()),
        attrs_fn=_items,
    ),
    PlayerSensorDescription(
        key="titles",
        translation_key="pond_titles",
        value_fn=lambda ctx, seat: len(_seat(ctx, seat).get("titles") or []),
        attrs_fn=lambda ctx, seat: {"titles": list(_seat(ctx, seat).get("titles") or [])},
    ),
)


# ---------------------------------------------------------------------- calendar


def _zone(ctx: TableContext) -> tzinfo:
    name = ctx.game.get("time_zone")
    zone = dt_util.get_time_zone(name) if isinstance(name, str) else None
    return zone or UTC


def _midnight(day: date, zone: tzinfo) -> datetime:
    """Local midnight starting `day` (fold 0: the first of two, or the moment of a jump), as
    the engine's calendar counts it."""
    return datetime(day.year, day.month, day.day, tzinfo=zone).astimezone(UTC)


def _next_start_day(start: date) -> date:
    return start + timedelta(days=4 if start.weekday() == 6 else 3)


def _periods(ctx: TableContext, until: datetime) -> list[dict[str, Any]]:
    """The periods the view shows (revealed ones and the current) and, while the round runs,
    the coming ones up to `until`: `{period, number, start, end}` with times."""
    out: list[dict[str, Any]] = []
    current = _period(ctx)
    for item in [*reversed(_list(ctx.game.get("periods"))), current]:
        start, end = _time(item.get("start")), _time(item.get("end"))
        if start is not None and end is not None and isinstance(item.get("period"), str):
            out.append({**item, "start": start, "end": end})
    if ctx.game.get("phase") == "over" or not out or not current:
        return out
    zone = _zone(ctx)
    last = out[-1]
    first = last["end"].astimezone(zone).date()
    number = _int(last.get("number")) or 0
    for _ in range(CALENDAR_PERIODS_MAX):
        start = last["end"]
        if start >= until:
            break
        number += 1
        suffix = "1" if first.weekday() == 6 else "2"
        following = _next_start_day(first)
        last = {
            "period": f"{first.isoformat()}/{suffix}",
            "number": number,
            "start": start,
            "end": _midnight(following, zone),
        }
        out.append(last)
        first = following
    return out


def calendar(ctx: TableContext, start: datetime, end: datetime, lang: str) -> list[CalendarEvent]:
    """The voting periods (each with the proposals voted on in it) and the Duck God's Sunday
    eggs, from `start` to `end`, in time order. Coming eggs say how many the Duck God will
    then hold, up to the one that loses the round."""
    if ctx.table.game is None:
        return []
    w = words(lang)
    zone = _zone(ctx)
    proposals = open_proposals(ctx)
    god = _dict(ctx.game.get("duck_god"))
    held, limit = _int(god.get("god_eggs")) or 0, _int(god.get("limit")) or 12
    per_sunday = _number(ctx, "god_eggs_per_sunday", 1)
    current = _int(_period(ctx).get("number")) or 0
    events: list[CalendarEvent] = []
    for period in _periods(ctx, end):
        label, number = period["period"], _int(period.get("number")) or 0
        coming = number > current
        # a Sunday boundary gives the Duck God its egg (ruling 5.4); the round's start does not
        egg = label.endswith("/1") and number > 1 and not (coming and per_sunday == 0)
        description, lost = None, False
        if egg and coming:
            held += per_sunday
            lost = held >= limit  # that boundary stops there: no period follows
            description = w["god_egg_lost" if lost else "god_egg_of"].format(n=held, limit=limit)
        if not lost and period["end"] > start and period["start"] < end:
            voted = [p for p in proposals if p.get("voting") == label]
            lines = [f"#{p.get('proposal')} {p.get('title')}" for p in voted]
            events.append(
                CalendarEvent(
                    start=period["start"],
                    end=period["end"],
                    summary=w["one"] if label.endswith("/1") else w["two"],
                    description=f"{w['voting']}:\n" + "\n".join(lines) if lines else None,
                    uid=f"{ctx.table.table_id}-{label}",
                )
            )
        if egg and period["start"] < end and period["start"] + timedelta(days=1) > start:
            day = period["start"].astimezone(zone).date()
            events.append(
                CalendarEvent(
                    start=day,
                    end=day + timedelta(days=1),
                    summary=w["god_egg"],
                    description=description,
                    uid=f"{ctx.table.table_id}-{label}-god_egg",
                )
            )
        if lost:
            break
    events.sort(key=lambda e: (e.start_datetime_local, e.all_day))
    return events


# ---------------------------------------------------------------------- to-do lists


def _duck_label(duck: dict[str, Any], w: dict[str, str]) -> str:
    name = duck.get("name")
    return name if isinstance(name, str) else w["duck"].format(duck=duck.get("duck"))


def todo(ctx: TableContext, seat: int, lang: str) -> list[TodoItem]:
    """What the player still has to do this period, and what they did, from the public view:
    name and place their ducks, feed another player's duck (once a period), vote on every open
    proposal (each item due when its voting ends)."""
    if not ctx.playing or seat not in players(ctx):
        return []
    w = words(lang)
    end = _time(_period(ctx).get("end"))
    label = _period(ctx).get("period")
    items: list[TodoItem] = []
    for duck in ducks_of(ctx, seat):
        number = duck.get("duck")
        if duck.get("name") is None:
            items.append(_item(f"name-{number}", w["name"].format(duck=number), False))
        if duck.get("pond") is None and duck.get("scouting") is None:
            pond = w["pond"].format(duck=_duck_label(duck, w))
            items.append(_item(f"pond-{number}", pond, False))
    fed = _fed(ctx, seat)
    if fed or _may_feed(ctx, seat):
        items.append(_item(f"feed-{label}", w["feed"], fed, end))
    for p in open_proposals(ctx):
        summary = w["vote"].format(proposal=p.get("proposal"), title=p.get("title"))
        uid = f"vote-{p.get('proposal')}"
        items.append(_item(uid, summary, _voted(p, seat), _time(p.get("closes"))))
    return items


def _item(uid: str, summary: str, done: bool, due: datetime | None = None) -> TodoItem:
    status = TodoItemStatus.COMPLETED if done else TodoItemStatus.NEEDS_ACTION
    return TodoItem(uid=uid, summary=summary, status=status, due=due)


# ---------------------------------------------------------------------- events


def event_data(kind: str, event: dict[str, Any], ctx: TableContext) -> dict[str, Any] | None:
    """The data of Duck Pond's own events (docs/integration.md, Events): players by their game
    names with their HA users, times as ISO text."""
    pick = {key: event.get(key) for key in _FIELDS.get(kind, ())}
    if kind == "proposal_made":
        return {**pick, "closes": _iso(event.get("closes")), **_who(ctx, event.get("seat"))}
    if kind == "proposal_passed":
        return {**pick, "skipped": len(event.get("skipped") or [])}
    if kind == "duck_hatched":
        return {**pick, **_who(ctx, event.get("owner"), "owner_")}
    if kind == "title_changed":
        holder, previous = event.get("holder"), event.get("previous")
        return {
            **pick,
            **_who(ctx, holder, "holder_"),
            **_who(ctx, previous, "previous_"),
        }
    if kind == "disciple_perished":
        rewards = [
            {"duck": r[0], "quacks": r[1]}
            for r in event.get("rewards") or []
            if isinstance(r, list) and len(r) == 2
        ]
        return {**pick, "rewards": rewards, **_who(ctx, event.get("seat"))}
    if kind in _FIELDS:
        return pick
    return None


_FIELDS: Final[dict[str, tuple[str, ...]]] = {
    "proposal_made": ("proposal", "seat", "title", "changes", "voting"),
    "proposal_passed": (
        "proposal",
        "title",
        "for",
        "against",
        "for_quacks",
        "against_quacks",
        "applied",
        "adopted",
    ),
    "proposal_failed": ("proposal", "title", "for", "against", "for_quacks", "against_quacks"),
    "roll": ("period", "n", "sides", "result", "cause"),
    "duck_hatched": ("duck", "owner", "parent", "colour"),
    "title_changed": ("title", "holder", "previous"),
    "disciple_perished": ("duck", "name", "killer", "seat"),
    "god_egg": ("god_eggs", "limit"),
    "round_lost": ("god_eggs", "limit", "round"),
}


# ---------------------------------------------------------------------- Assist

#: Assist's words: the answers to the integration's custom_sentences/<language>/duck_pond.yaml
SAY: Final[dict[str, dict[str, str]]] = {
    "en": {
        "deity": "Duck Deity",
        "king": "Duck King",
        "lord": "Duck Lord",
        "duke": "DUCK DUKE",
        "holder": "{holder} is the {title}.",
        "vacant": "Nobody is the {title} now.",
        "quacks": "{duck} has {quacks} quacks.",
        "no_duck": "I know no duck called {duck}.",
        "ends": "Voting ends {day} at {time}.",
        "list": "On your duck list: {items}.",
        "empty": "Your duck list is empty.",
        "who": "I don't know who is asking: ask from your phone.",
        "no_seat": "You don't play at this pond.",
        "no_pond": "No Duck Pond is being played.",
        "voted_for": "Your vote for #{proposal} {title} is in.",
        "voted_against": "Your vote against #{proposal} {title} is in.",
        "ask_for": "Vote for #{proposal} {title}?",
        "ask_against": "Vote against #{proposal} {title}?",
        "button_for": "🍞 For",
        "button_against": "🦆 Against",
        "no_proposal": "There is no open proposal {proposal}.",
        "fed": "You fed {duck}.",
        "ask_feed": "Feed {duck}?",
        "button_feed": "🍞 Feed",
        "as": " as ",
        "no_player": "I know no player called {player}.",
        "days": "Monday,Tuesday,Wednesday,Thursday,Friday,Saturday,Sunday",
    },
    "de": {
        "deity": "Entengottheit",
        "king": "Entenkönig",
        "lord": "Entenherr",
        "duke": "ENTENHERZOG",
        "holder": "{holder} ist {title}.",
        "vacant": "Niemand ist gerade {title}.",
        "quacks": "{duck} hat {quacks} Quaks.",
        "no_duck": "Ich kenne keine Ente namens {duck}.",
        "ends": "Die Abstimmung endet {day} um {time}.",
        "list": "Auf deiner Entenliste: {items}.",
        "empty": "Deine Entenliste ist leer.",
        "who": "Ich weiß nicht, wer fragt: frag an deinem Handy.",
        "no_seat": "Du spielst an diesem Teich nicht mit.",
        "no_pond": "Es läuft kein Duck Pond.",
        "voted_for": "Deine Stimme für #{proposal} {title} zählt.",
        "voted_against": "Deine Stimme gegen #{proposal} {title} zählt.",
        "ask_for": "Für #{proposal} {title} stimmen?",
        "ask_against": "Gegen #{proposal} {title} stimmen?",
        "button_for": "🍞 Dafür",
        "button_against": "🦆 Dagegen",
        "no_proposal": "Es gibt keinen offenen Vorschlag {proposal}.",
        "fed": "Du hast {duck} gefüttert.",
        "ask_feed": "{duck} füttern?",
        "button_feed": "🍞 Füttern",
        "as": " als ",
        "no_player": "Ich kenne niemanden namens {player}.",
        "days": "Montag,Dienstag,Mittwoch,Donnerstag,Freitag,Samstag,Sonntag",
    },
    "nl": {
        "deity": "Eendengodheid",
        "king": "Eendenkoning",
        "lord": "Eendenheer",
        "duke": "EENDENHERTOG",
        "holder": "{holder} is de {title}.",
        "vacant": "Niemand is nu de {title}.",
        "quacks": "{duck} heeft {quacks} kwaks.",
        "no_duck": "Ik ken geen eend die {duck} heet.",
        "ends": "De stemming eindigt {day} om {time}.",
        "list": "Op je eendenlijst: {items}.",
        "empty": "Je eendenlijst is leeg.",
        "who": "Ik weet niet wie het vraagt: vraag het op je telefoon.",
        "no_seat": "Je speelt niet mee aan deze vijver.",
        "no_pond": "Er wordt geen Duck Pond gespeeld.",
        "voted_for": "Je stem voor #{proposal} {title} is binnen.",
        "voted_against": "Je stem tegen #{proposal} {title} is binnen.",
        "ask_for": "Voor #{proposal} {title} stemmen?",
        "ask_against": "Tegen #{proposal} {title} stemmen?",
        "button_for": "🍞 Voor",
        "button_against": "🦆 Tegen",
        "no_proposal": "Er is geen open voorstel {proposal}.",
        "fed": "Je hebt {duck} gevoerd.",
        "ask_feed": "{duck} voeren?",
        "button_feed": "🍞 Voeren",
        "as": " als ",
        "no_player": "Ik ken geen speler die {player} heet.",
        "days": "maandag,dinsdag,woensdag,donderdag,vrijdag,zaterdag,zondag",
    },
}


def _say(lang: str) -> dict[str, str]:
    return SAY.get(lang.split("-")[0].lower(), SAY["en"])


def _answer(
    fn: Callable[[TableContext, Mapping[str, Any], str | None, dict[str, str], str], str],
) -> Callable[[list[TableContext], Mapping[str, Any], str | None, str], str]:
    """Ask each running pond; name the table where there are several."""

    def answer(
        tables: list[TableContext], slots: Mapping[str, Any], user_id: str | None, lang: str
    ) -> str:
        say = _say(lang)
        ponds = [ctx for ctx in tables if ctx.playing]
        if not ponds:
            return say["no_pond"]
        if len(ponds) == 1:
            return fn(ponds[0], slots, user_id, say, lang)
        return " ".join(f"{c.table.name}: {fn(c, slots, user_id, say, lang)}" for c in ponds)

    return answer


def _who_holds(
    ctx: TableContext, slots: Mapping[str, Any], user_id: str | None, say: dict[str, str], lang: str
) -> str:
    title = str(slots.get("title") or "king")
    if title not in TITLES:
        title = "king"
    holder = _holder(ctx, title)
    name = words(lang)["duck_god"] if holder == DUCK_GOD else player_name(ctx, holder)
    if name is None:
        return say["vacant"].format(title=say[title])
    return say["holder"].format(holder=name, title=say[title])


def _quacks_of(
    ctx: TableContext, slots: Mapping[str, Any], user_id: str | None, say: dict[str, str], lang: str
) -> str:
    asked = str(slots.get("duck") or "").strip()
    wanted = " ".join(asked.casefold().split())
    for duck in [*all_ducks(ctx), _disciple(ctx)]:
        name = duck.get("name")
        if isinstance(name, str) and " ".join(name.casefold().split()) == wanted:
            return say["quacks"].format(duck=name, quacks=duck.get("quacks"))
    return say["no_duck"].format(duck=asked)


def _voting_ends(
    ctx: TableContext, slots: Mapping[str, Any], user_id: str | None, say: dict[str, str], lang: str
) -> str:
    end = _period_end(ctx)
    if end is None:
        return say["no_pond"]
    local = dt_util.as_local(end)
    day = say["days"].split(",")[local.weekday()]
    return say["ends"].format(day=day, time=local.strftime("%H:%M"))


def _my_list(
    ctx: TableContext, slots: Mapping[str, Any], user_id: str | None, say: dict[str, str], lang: str
) -> str:
    if user_id is None:
        return say["who"]
    binding = ctx.hub.store.seat_of_user(ctx.table.table_id, user_id)
    if binding is None:
        return say["no_seat"]
    open_items = [
        item.summary
        for item in todo(ctx, binding.seat, lang)
        if item.status == TodoItemStatus.NEEDS_ACTION and item.summary
    ]
    if not open_items:
        return say["empty"]
    return say["list"].format(items="; ".join(open_items))


def _same(a: str, b: str) -> bool:
    return " ".join(a.casefold().split()) == " ".join(b.casefold().split())


def _named_seat(ctx: TableContext, slots: Mapping[str, Any]) -> tuple[int | None, str] | None:
    """The player a sentence names ("... as Ben"): (None, "") if none; None if not here."""
    asked = str(slots.get("player") or "").strip()
    if not asked:
        return None, ""
    for seat, name in players(ctx).items():
        if _same(name, asked):
            return seat, name
    return None


def _split_player(
    ponds: list[TableContext], slots: Mapping[str, Any], say: dict[str, str], wildcard: str
) -> Mapping[str, Any]:
    """Split "Quackers as Ben" into the duck and the player. Assist prefers the sentence with
    fewer wildcards, so "feed Quackers as Ben" fills only the duck's; a duck really called
    "Quackers as Ben" keeps its whole name."""
    text = str(slots.get(wildcard) or "")
    split = re.fullmatch(rf"(.*\S){re.escape(say['as'])}(.*)", text, re.IGNORECASE | re.DOTALL)
    if slots.get("player") or split is None:
        return slots
    head, tail = split.groups()
    names = [d.get("name") for ctx in ponds for d in all_ducks(ctx)]
    if any(isinstance(n, str) and _same(n, text) for n in names):
        return slots
    return {**slots, wildcard: head.strip(), "player": tail.strip()}


def _acting(
    fn: Callable[[TableContext, Mapping[str, Any], dict[str, str]], dict[str, Any] | str],
    wildcard: str | None = None,
) -> Callable[[list[TableContext], Mapping[str, Any], str], list[SpokenAction] | str]:
    """An acting intent at each running pond where the named player (if any) plays; `fn`
    gives the action with its words, or what to say when it cannot be asked for there."""

    def act(
        tables: list[TableContext], slots: Mapping[str, Any], lang: str
    ) -> list[SpokenAction] | str:
        say = _say(lang)
        ponds = [ctx for ctx in tables if ctx.playing]
        if not ponds:
            return say["no_pond"]
        if wildcard is not None:
            slots = _split_player(ponds, slots, say, wildcard)
        out: list[SpokenAction] = []
        answer = say["no_player"].format(player=str(slots.get("player") or "").strip())
        for ctx in ponds:
            named = _named_seat(ctx, slots)
            if named is None:
                continue
            found = fn(ctx, slots, say)
            if isinstance(found, str):
                answer = found
                continue
            out.append(SpokenAction(ctx=ctx, seat=named[0], player=named[1], **found))
        return out or answer

    return act


def _vote(ctx: TableContext, slots: Mapping[str, Any], say: dict[str, str]) -> dict[str, Any] | str:
    asked = slots.get("proposal")
    # Assist's number ranges may arrive as floats (1.0)
    number = int(asked) if isinstance(asked, float) and asked.is_integer() else _int(asked)
    choice = "against" if slots.get("vote") == "against" else "for"
    for p in open_proposals(ctx):
        if number is not None and p.get("proposal") == number:
            words_of = {"proposal": number, "title": p.get("title")}
            return {
                "action": {"type": "vote", "proposal": number, "vote": choice},
                "done": say[f"voted_{choice}"].format(**words_of),
                "ask": say[f"ask_{choice}"].format(**words_of),
                "button": say[f"button_{choice}"],
            }
    return say["no_proposal"].format(proposal=number if number is not None else asked)


def _feed(ctx: TableContext, slots: Mapping[str, Any], say: dict[str, str]) -> dict[str, Any] | str:
    asked = str(slots.get("duck") or "").strip()
    for duck in all_ducks(ctx):
        name = duck.get("name")
        if isinstance(name, str) and _same(name, asked) and _int(duck.get("duck")) is not None:
            return {
                "action": {"type": "feed", "duck": duck["duck"]},
                "done": say["fed"].format(duck=name),
                "ask": say["ask_feed"].format(duck=name),
                "button": say["button_feed"],
            }
    return say["no_duck"].format(duck=asked)


#: Spoken actions: only these safe ones (never Cannibalism, Steal Duck or leaving), the same
#: as the notification buttons may play
ACTS: Final = {"DuckPondVote": _acting(_vote), "DuckPondFeed": _acting(_feed, "duck")}

INTENTS: Final = {
    "DuckPondTitle": _answer(_who_holds),
    "DuckPondQuacks": _answer(_quacks_of),
    "DuckPondVotingEnds": _answer(_voting_ends),
    "DuckPondMyList": _answer(_my_list),
}


MODULE = GameModule(
    name=NAME,
    sensors=SENSORS,
    event_data=event_data,
    result=NO_WINNER,
    events=EVENTS,
    players=players,
    player_sensors=PLAYER_SENSORS,
    calendar=calendar,
    todo=todo,
    notification_actions=frozenset({"vote", "confidence_vote", "feed"}),
    intents=INTENTS,
    acts=ACTS,
)
