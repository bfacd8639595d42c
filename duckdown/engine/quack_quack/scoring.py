"""Rewards by rank, the bonuses and who wins (rulings 24-29). Coins come only from the supply,
which never runs out (ruling 27), or move between players; `supply` is the ledger."""

from __future__ import annotations

from typing import Final

from duckdown.engine.quack_quack.state import State
from duckdown.engine.ruleset import Event

Events = list[Event] | None

# how a player takes a rank (ruling 22)
EMPTIED: Final = "emptied"
ELIMINATED: Final = "eliminated"
LAST: Final = "last"

# ruling 24: coins by rank (index rank - 1) and the rank that gains the monument
_COINS: Final = {2: (1, 0), 3: (2, 1, 0), 4: (2, 1, 0, 0)}
_MONUMENT_RANK: Final = {2: 2, 3: 3, 4: 3}


def _from_supply(s: State, seat: int, coins: int) -> None:
    s.coins[seat] += coins
    s.gained[seat] += coins
    s.supply += coins


def reward(s: State, seat: int, rank: int, how: str, governors: int, ev: Events) -> None:
    """The rank's reward, paid the moment the rank is taken (ruling 24)."""
    coins = _COINS[s.n][rank - 1]
    if coins:
        _from_supply(s, seat, coins)
    monument = rank == _MONUMENT_RANK[s.n]
    if monument:
        s.monument = seat
        s.vice = False  # it passes Virtue side up
    if ev is not None:
        ev.append(
            Event(
                "player_out",
                {
                    "seat": seat,
                    "rank": rank,
                    "how": how,
                    "coins": coins,
                    "monument": monument,
                    "governors": governors,
                },
            )
        )


def bonuses(s: State, seat: int, rank: int, bomb: bool, ev: Events) -> None:
    """For a player who emptied their hand: rulings 25 (3-4 players) and 26 (2 players)."""
    if s.n == 2:
        if bomb:
            _from_supply(s, seat, 1)
            _bonus(ev, seat, "bomb", 1, [])
        return
    if rank == 1 and s.monument == seat:  # 1: first out while holding the monument
        _from_supply(s, seat, 1)
        s.vice = True
        _bonus(ev, seat, "monument", 1, [])
    if bomb:  # 2: one coin from each other player with the most, counted after 1
        coins = s.coins
        most = max(coins)
        # a payer always has a coin: the bomb's own reward (or earlier ranks') makes most >= 1
        payers = [other for other in range(s.n) if other != seat and coins[other] == most]
        if payers:
            for other in payers:
                coins[other] -= 1
                s.gained[other] -= 1
            coins[seat] += len(payers)
            s.gained[seat] += len(payers)
            _bonus(ev, seat, "bomb", len(payers), payers)


def _bonus(ev: Events, seat: int, kind: str, coins: int, payers: list[int]) -> None:
    if ev is not None:
        ev.append(Event("bonus", {"seat": seat, "kind": kind, "coins": coins, "from": payers}))


def team_totals(s: State) -> list[int] | None:
    if s.n != 4:
        return None
    return [s.coins[0] + s.coins[2], s.coins[1] + s.coins[3]]


def leaders(s: State) -> list[int]:
    """The seats in first place now: the players with the most coins, or at 4 players both
    seats of each team with the larger total (ruling 28)."""
    teams = team_totals(s)
    if teams is not None:
        best = max(teams)
        return sorted(seat for seat in range(4) if teams[seat % 2] == best)
    best = max(s.coins)
    return [seat for seat in range(s.n) if s.coins[seat] == best]


def game_over(s: State) -> list[int] | None:
    """The winners once the round just ended ends the game, else None (rulings 28, 29)."""
    if s.goal is not None:  # 2 players: the first to the coin goal
        top = [seat for seat in range(s.n) if s.coins[seat] >= s.goal]
        return top or None
    assert s.rounds is not None
    if s.round < s.rounds:
        return None
    first = leaders(s)
    tied = len(first) > (2 if s.n == 4 else 1)
    if tied and s.round < s.rounds + 2:  # up to two tie-break rounds, then they share
        return None
    return first
