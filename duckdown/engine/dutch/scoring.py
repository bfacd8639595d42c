"""Scoring and the game's length, as pure functions of scores and totals (rulings 21-27)."""

from __future__ import annotations

from typing import Final

from duckdown.engine.dutch.config import MAX_ROUNDS, MODES, mode_rounds, mode_target

CALLER_LIMIT: Final = 5  # ruling 22: the caller's row must be worth 5 or less
HALVED_AT: Final = (50, 100, 200)  # ruling 23


def round_scores(points: list[int], caller: int | None) -> list[int]:
    """Ruling 22: the caller scores 0 with a row worth 5 or less that no other row undercuts
    (a tie is fine), else twice their row; everyone else scores their row."""
    scores = list(points)
    if caller is not None:
        mine = points[caller]
        good = mine <= CALLER_LIMIT and all(
            points[seat] >= mine for seat in range(len(points)) if seat != caller
        )
        scores[caller] = 0 if good else 2 * mine
    return scores


def add_and_halve(totals: list[int], scores: list[int]) -> tuple[list[int], list[list[int]]]:
    """Ruling 23: add the round's scores; a total the round changed that is now exactly 50, 100
    or 200 is halved, once. Returns the new totals and the halvings as [seat, from, to]."""
    out: list[int] = []
    halvings: list[list[int]] = []
    for seat, (total, score) in enumerate(zip(totals, scores, strict=True)):
        total += score
        if score and total in HALVED_AT:
            halvings.append([seat, total, total // 2])
            total //= 2
        out.append(total)
    return out, halvings


def game_over(mode: str, rounds_done: int, totals: list[int]) -> bool:
    """Ruling 24: a fixed-round game after its rounds, a points game after a round that left a
    total above the target; no game after 50 rounds."""
    if rounds_done >= MAX_ROUNDS:
        return True
    rounds = mode_rounds(mode)
    if rounds is not None:
        return rounds_done >= rounds
    target = mode_target(mode)
    assert target is not None
    return max(totals) > target


def winners(totals: list[int]) -> list[int]:
    """Ruling 27: the lowest total wins; all tied players win."""
    best = min(totals)
    return [seat for seat, total in enumerate(totals) if total == best]


def next_first(mode: str, previous_first: int, last_scores: list[int]) -> int:
    """Ruling 26: who begins a round after the first. A points game: the seat that scored the
    most last round, ties going to the first in seat order from last round's first seat; a
    fixed-round game: the seat after last round's first."""
    n = len(last_scores)
    if mode_rounds(mode) is not None:
        return (previous_first + 1) % n
    order = [(previous_first + i) % n for i in range(n)]
    best = max(last_scores)
    return next(seat for seat in order if last_scores[seat] == best)


def allowed_modes(mode: str, rounds_done: int, totals: list[int]) -> list[str]:
    """Ruling 25: the modes the owner may change to between rounds: N rounds only while fewer
    than N are done, a points target only while no total exceeds it."""
    out = []
    for other in MODES:
        if other == mode:
            continue
        rounds, target = mode_rounds(other), mode_target(other)
        if rounds is not None and rounds_done >= rounds:
            continue
        if target is not None and max(totals) > target:
            continue
        out.append(other)
    return out
