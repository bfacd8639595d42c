"""Trades (ruling 44): offers of items, Seeds, God Eggs and complete, home ducks, accepted,
declined or withdrawn; they trade at once on acceptance if both still hold everything, and
lapse at their expiry (the period's end by default, at most 7 days on)."""

from __future__ import annotations

from collections import Counter
from typing import Any, Final

from duckdown.engine.duck_pond import ducks
from duckdown.engine.duck_pond.context import Ctx, refuse
from duckdown.engine.duck_pond.rulebook import ITEM_NAMES
from duckdown.engine.duck_pond.state import Offer, State

DAY_MS: Final = 86_400_000


def _counts(entries: list[dict[str, Any]]) -> tuple[Counter[str], list[int]]:
    items: Counter[str] = Counter()
    duck_numbers: list[int] = []
    for entry in entries:
        if "duck" in entry:
            duck_numbers.append(entry["duck"])
        else:
            items[entry["item"]] += entry["count"]
    return items, duck_numbers


def holding_problem(s: State, seat: int, entries: list[dict[str, Any]]) -> str | None:
    """Why `seat` does not hold everything in `entries` (as tradeable), or None."""
    items, duck_numbers = _counts(entries)
    player = s.players[seat]
    for item, count in items.items():
        if player.items[item] < count:
            return f"{player.name} holds {player.items[item]} {ITEM_NAMES[item]}, not {count}"
    for number in duck_numbers:
        duck = s.ducks.get(number)
        if duck is None or duck.owner != seat:
            return f"{player.name} does not hold duck {number}"
        if not ducks.complete(duck) or duck.mission is not None:
            return f"duck {number} must be complete and not scouting to be traded"
    return None


def _check_entries(entries: list[dict[str, Any]]) -> None:
    _, duck_numbers = _counts(entries)
    if len(set(duck_numbers)) != len(duck_numbers):
        refuse("bad_offer", "An offer names each duck once.")


def open_offers(s: State, seat: int) -> int:
    return sum(1 for o in s.offers if o.seat == seat)


def get(s: State, number: object) -> Offer:
    for offer in s.offers:
        if offer.number == number:
            return offer
    refuse("no_such_offer", f"There is no open offer {number}.")


def offer(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    seat = ctx.seat
    assert seat is not None
    to = action["to"]
    if to == seat or not 0 <= to < len(s.players) or not s.players[to].active:
        refuse("no_such_player", "Offers go to another current player.")
    give, receive = action["give"], action.get("receive", [])
    if not give and not receive:
        refuse("bad_offer", "An offer gives or asks for something.")
    _check_entries(give)
    _check_entries(receive)
    if set(_counts(give)[1]) & set(_counts(receive)[1]):
        refuse("bad_offer", "A duck cannot be both given and received.")
    for who, entries in ((seat, give), (to, receive)):
        problem = holding_problem(s, who, entries)
        if problem is not None:
            refuse("not_held", f"No offer: {problem}.")
    limit = s.limits["open_offers"]
    if open_offers(s, seat) >= limit:
        refuse("offer_limit", f"You have {limit} open offers, the limit; withdraw one first.")
    longest = ctx.now + s.rules["offer_max_days"] * DAY_MS
    expires = action.get("expires", s.period.end)
    if not ctx.now < expires <= longest:
        refuse(
            "bad_expiry",
            f"An offer expires after now and at most {s.rules['offer_max_days']} days on.",
        )
    item = Offer(
        number=s.next_offer,
        seat=seat,
        to=to,
        give=[dict(e) for e in give],
        receive=[dict(e) for e in receive],
        made=ctx.at,
        expires=expires,
    )
    s.next_offer += 1
    s.offers.append(item)
    ctx.emit(
        "offer_made",
        offer=item.number,
        seat=seat,
        to=to,
        give=item.give,
        receive=item.receive,
        expires=expires,
    )


def close(ctx: Ctx, item: Offer, how: str) -> None:
    ctx.state.offers.remove(item)
    ctx.emit("offer_closed", offer=item.number, seat=item.seat, to=item.to, how=how)


def withdraw(ctx: Ctx, action: dict[str, Any]) -> None:
    item = get(ctx.state, action["offer"])
    if item.seat != ctx.seat:
        refuse("not_your_offer", f"Offer {item.number} is not yours to withdraw.")
    close(ctx, item, "withdrawn")


def decline(ctx: Ctx, action: dict[str, Any]) -> None:
    item = get(ctx.state, action["offer"])
    if item.to != ctx.seat:
        refuse("not_your_offer", f"Offer {item.number} is not made to you.")
    close(ctx, item, "declined")


def accept(ctx: Ctx, action: dict[str, Any]) -> None:
    s = ctx.state
    item = get(s, action["offer"])
    if item.to != ctx.seat:
        refuse("not_your_offer", f"Offer {item.number} is not made to you.")
    for who, entries in ((item.seat, item.give), (item.to, item.receive)):
        problem = holding_problem(s, who, entries)
        if problem is not None:
            refuse("not_held", f"The trade cannot happen now: {problem}. The offer stays open.")
    limit = s.limits["ducks_per_player"]
    given, received = len(_counts(item.give)[1]), len(_counts(item.receive)[1])
    for who, delta in ((item.seat, received - given), (item.to, given - received)):
        if len(ducks.owned_by(s, who)) + delta > limit:
            refuse("duck_limit", f"{s.players[who].name} would hold more than {limit} ducks.")
    for giver, taker, entries in (
        (item.seat, item.to, item.give),
        (item.to, item.seat, item.receive),
    ):
        items, duck_numbers = _counts(entries)
        for kind, count in items.items():
            ctx.move_item(giver, taker, kind, count)
        for number in duck_numbers:
            s.ducks[number].owner = taker  # with its quacks, Eggs and pond
    s.offers.remove(item)
    ctx.emit(
        "traded",
        offer=item.number,
        seat=item.seat,
        to=item.to,
        give=item.give,
        receive=item.receive,
    )


def lapse_due(ctx: Ctx, until: int) -> None:
    for item in [o for o in ctx.state.offers if o.expires <= until]:
        close(ctx, item, "expired")
