"""The real calendar of rulings 1-2: periods from Sunday and Thursday local midnight.

Times are UTC epoch milliseconds, supplied by the host (the engine never reads a clock). The
zone is UTC or an IANA zone fixed when the round is created; days start at local midnight, so a
daylight-saving change lengthens or shortens a period by an hour. A midnight that does not exist
(the clocks jump over it) is the moment of the jump; one that happens twice is its first.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, tzinfo
from functools import lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

SUNDAY = 6  # date.weekday()
THURSDAY = 3
DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


@lru_cache(maxsize=32)
def zone(name: str) -> tzinfo:
    """The zone of a name; ValueError if it is not an IANA zone this machine knows."""
    if name == "UTC":
        return UTC  # needs no time zone database
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        raise ValueError(
            f"unknown time zone {name!r}; use an IANA name like Europe/Berlin"
        ) from None


def local_date(ms: int, tz: tzinfo) -> date:
    return datetime.fromtimestamp(ms / 1000, tz).date()


def midnight(day: date, tz: tzinfo) -> int:
    """UTC ms of local midnight starting `day` (fold 0: the first of two, or the jump)."""
    local = datetime(day.year, day.month, day.day, tzinfo=tz)
    return int(local.astimezone(UTC).timestamp()) * 1000


def period_start_day(day: date) -> date:
    """The Sunday or Thursday that starts the calendar period holding `day`."""
    wd = day.weekday()
    back = (wd - SUNDAY) % 7 if wd in (SUNDAY, 0, 1, 2) else (wd - THURSDAY) % 7
    return day - timedelta(days=back)


def next_start_day(start: date) -> date:
    """The first day of the period after the one starting on `start`."""
    return start + timedelta(days=4 if start.weekday() == SUNDAY else 3)


def period_label(start: date) -> str:
    """Ruling 2: the first day's date plus /1 (from Sunday) or /2 (from Thursday)."""
    return f"{start.isoformat()}/{1 if start.weekday() == SUNDAY else 2}"


def period_at(ms: int, tz: tzinfo) -> tuple[str, date, int]:
    """The calendar period holding `ms`: (label, first day, end in UTC ms)."""
    day = local_date(ms, tz)
    start = period_start_day(day)
    end = midnight(next_start_day(start), tz)
    if end <= ms:  # a jump at midnight: the local date already reads the next period
        start = next_start_day(start)
        end = midnight(next_start_day(start), tz)
    return period_label(start), start, end


def following(start: date, tz: tzinfo) -> tuple[str, date, int, int]:
    """The period after the one starting on `start`: (label, first day, start ms, end ms)."""
    first = next_start_day(start)
    return period_label(first), first, midnight(first, tz), midnight(next_start_day(first), tz)


def describe(ms: int, tz: tzinfo) -> str:
    """A local time for people: 'Thursday 00:00'."""
    local = datetime.fromtimestamp(ms / 1000, tz)
    return f"{DAY_NAMES[local.weekday()]} {local:%H:%M}"


def is_sunday(day: date) -> bool:
    return day.weekday() == SUNDAY
