"""Rulings 1-5: periods on the real calendar (UTC or a fixed IANA zone), boundaries in order,
and the host's timeouts: one boundary per timeout, missed ones caught up exactly once."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from duckdown.engine import ConfigError
from duckdown.engine.duck_pond import RULESET as R

from .helpers import (
    DAY,
    HOUR,
    MONDAY,
    act,
    give,
    new,
    next_period,
    ready,
    refused,
    timeout,
    types,
)


def utc(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, UTC).strftime("%Y-%m-%d %H:%M")


def ms(text: str) -> int:
    return int(datetime.strptime(text, "%Y-%m-%d %H:%M").replace(tzinfo=UTC).timestamp()) * 1000


def test_ruling_2_periods_ids_and_boundaries_in_utc() -> None:
    s = new(1, now=MONDAY + 10 * HOUR)  # Monday 2024-01-01 10:00: mid-period
    p = s.period
    assert (p.label, p.start, utc(p.end)) == (
        "2023-12-31/1",
        MONDAY + 10 * HOUR,
        "2024-01-04 00:00",
    )
    seen = []
    for _ in range(4):
        next_period(s)
        seen.append((s.period.label, utc(s.period.start), utc(s.period.end)))
    assert seen == [
        ("2024-01-04/2", "2024-01-04 00:00", "2024-01-07 00:00"),
        ("2024-01-07/1", "2024-01-07 00:00", "2024-01-11 00:00"),
        ("2024-01-11/2", "2024-01-11 00:00", "2024-01-14 00:00"),
        ("2024-01-14/1", "2024-01-14 00:00", "2024-01-18 00:00"),
    ]
    assert R.public_view(s, 0)["deadline"] == ms("2024-01-18 00:00")


def test_ruling_1_a_month_across_daylight_saving_in_amsterdam() -> None:
    """Days start at local midnight, so the period across 31 March 2024 is an hour short and
    the one across 27 October an hour long; the boundaries are computed by hand in UTC."""
    s = new(2, {"time_zone": "Europe/Amsterdam"}, now=ms("2024-03-11 09:00"))
    assert s.period.label == "2024-03-10/1" and utc(s.period.end) == "2024-03-13 23:00"
    seen = []
    for _ in range(9):
        next_period(s)
        seen.append((s.period.label, utc(s.period.start), (s.period.end - s.period.start) // HOUR))
    assert seen == [
        ("2024-03-14/2", "2024-03-13 23:00", 72),
        ("2024-03-17/1", "2024-03-16 23:00", 96),
        ("2024-03-21/2", "2024-03-20 23:00", 72),
        ("2024-03-24/1", "2024-03-23 23:00", 96),
        ("2024-03-28/2", "2024-03-27 23:00", 72),
        ("2024-03-31/1", "2024-03-30 23:00", 95),  # CET to CEST: an hour shorter
        ("2024-04-04/2", "2024-04-03 22:00", 72),
        ("2024-04-07/1", "2024-04-06 22:00", 96),
        ("2024-04-11/2", "2024-04-10 22:00", 72),
    ]
    assert s.god_eggs == 4  # boundaries into Sunday: 17, 24 and 31 March, 7 April


def test_ruling_1_the_autumn_change_lengthens_a_period() -> None:
    s = new(1, {"time_zone": "Europe/Amsterdam"}, now=ms("2024-10-25 12:00"))
    next_period(s)
    assert (s.period.label, utc(s.period.start), utc(s.period.end)) == (
        "2024-10-27/1",
        "2024-10-26 22:00",
        "2024-10-30 23:00",
    )
    assert (s.period.end - s.period.start) // HOUR == 97


def test_ruling_1_a_midnight_the_clocks_jump_over_is_the_moment_of_the_jump() -> None:
    # Chile's clocks go from Saturday 23:59:59 to Sunday 01:00 on 8 September 2024
    s = new(1, {"time_zone": "America/Santiago"}, now=ms("2024-09-06 12:00"))
    assert s.period.label == "2024-09-05/2" and utc(s.period.end) == "2024-09-08 04:00"
    next_period(s)
    assert s.period.label == "2024-09-08/1" and utc(s.period.start) == "2024-09-08 04:00"


def test_ruling_1_the_zone_is_fixed_at_creation_and_must_exist() -> None:
    with pytest.raises(ConfigError, match="time zone"):
        R.parse_config({"time_zone": "Mars/Olympus_Mons"})
    with pytest.raises(ConfigError):
        R.parse_config({"time_zone": 5})
    view = R.public_view(new(1, {"time_zone": "Asia/Tokyo"}), 0)
    assert view["time_zone"] == "Asia/Tokyo"


def test_ruling_5_boundary_steps_run_in_order() -> None:
    s = new(3, now=ms("2024-01-04 12:00"))  # Thursday: the next boundary starts a Sunday
    for seat in range(3):
        ready(s, seat, name=f"D{seat}")
    act(s, 0, {"type": "propose", "title": "Be kind", "text": "Be kind to ducks."})
    next_period(s)  # the proposal's voting period is the one starting Sunday
    act(s, 1, {"type": "vote", "proposal": 1, "vote": "for"})
    give(s, 0, "grapes", 1)
    act(s, 0, {"type": "offer", "to": 1, "give": [{"item": "grapes", "count": 1}]})
    s.ducks[1].colour = s.ducks[2].colour = "yellow"  # upkeep: same colour in pond 1
    events = next_period(s)
    order = [t for t in types(events) if t != "roll"]
    assert order[:3] == ["period_ended", "proposal_passed", "offer_closed"]
    assert order.index("offer_closed") < order.index("period_started")
    assert order.index("period_started") < order.index("upkeep")
    assert s.period.label == "2024-01-11/2"  # a Thursday period: no God Egg this time
    assert "god_egg" not in order
    events = next_period(s)
    order = [t for t in types(events) if t != "roll"]
    assert order.index("god_egg") < order.index("period_started")  # step 4 before step 5


def test_ruling_5_allowances_reset_at_the_boundary() -> None:
    s = new(2)
    ready(s, 0)
    act(s, 1, {"type": "feed", "duck": 1})
    refused(s, 1, {"type": "feed", "duck": 1}, "already_fed")
    next_period(s)
    act(s, 1, {"type": "feed", "duck": 1})


def test_ruling_3_one_boundary_per_timeout_after_downtime() -> None:
    s = new(1)
    ends = [s.period.end]
    late = s.period.end + 9 * DAY  # the host was down for three boundaries
    timeout(s, now=late)
    assert s.period.number == 2, "a late timeout runs only the first missed boundary"
    assert R.deadline(s) == s.period.end and s.period.end < late, "the next is due at once"
    while R.deadline(s) is not None and R.deadline(s) <= late:  # type: ignore[operator]
        ends.append(s.period.end)
        timeout(s, now=late)
    assert [p.start for p in s.periods[1:]] == ends, "each missed boundary once, in order"
    assert s.period.number == 4
    refused(s, None, {"type": "timeout"}, "not_due", now=late)


def test_ruling_3_timeouts_are_the_hosts_and_commands_wait_for_a_due_boundary() -> None:
    s = new(2)
    ready(s, 0)
    refused(s, 1, {"type": "timeout"}, "not_host")
    refused(s, None, {"type": "timeout"}, "not_due", now=s.period.end - 1)
    refused(s, None, {"type": "feed", "duck": 1}, "not_a_player")
    message = refused(s, 1, {"type": "feed", "duck": 1}, "period_ended", now=s.period.end)
    assert "ended" in message


def test_deadline_is_the_next_due_time_of_any_kind() -> None:
    s = new(2)
    give(s, 0, "grapes", 1)
    soon = s.period.start + 5 * HOUR
    act(s, 0, {"type": "offer", "to": 1, "give": [{"item": "grapes", "count": 1}], "expires": soon})
    assert R.deadline(s) == soon
    events = timeout(s)
    assert [e.data["how"] for e in events if e.type == "offer_closed"] == ["expired"]
    assert s.period.number == 1 and R.deadline(s) == s.period.end
    act(s, 0, {"type": "ask_judge"})
    assert R.deadline(s) == s.period.end  # the request lapses after 7 days, past the boundary


def test_ruling_32_the_round_ends_at_twelve_god_eggs_and_stops_the_boundary() -> None:
    s = new(1, now=ms("2024-01-04 12:00"))
    give(s, "duck_god", "god_egg", 11)
    events = next_period(s)  # into Sunday: the twelfth egg
    order = [t for t in types(events) if t != "roll"]
    assert order[-2:] == ["god_egg", "round_lost"] and "period_started" not in order
    assert R.is_over(s) and R.deadline(s) is None and R.public_view(s, 0)["phase"] == "over"
    assert R.may_act(s) == [] and R.legal_actions(s, 0) == []
    refused(s, None, {"type": "timeout"}, "round_over", now=s.period.end + DAY)
    assert R.public_view(s, 0)["periods"][0]["seed"] == s.period.seed  # every roll checkable
