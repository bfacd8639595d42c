"""Verifiable dice (ruling 9): every roll of a period comes from the period's 32-byte seed.

Roll n of the period (from 1, one die per roll) with s sides: for k = 0, 1, ..., let x be the
first 8 bytes, big-endian, of HMAC-SHA256(key = the seed's 32 bytes, message = the UTF-8 text
"<period id>:<n>:<k>"). The result is x mod s + 1 for the first k with x < 2^64 - (2^64 mod s),
so every face is exactly as likely. The seed is committed to by SHA-256(seed) at the period's
start and revealed at its end; `verify_period` recomputes a period's rolls from it.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Iterable, Mapping
from typing import Any

_SPAN = 1 << 64


def commitment(seed: bytes) -> str:
    """SHA-256 of the seed, in lower-case hex: published when the period starts."""
    return hashlib.sha256(seed).hexdigest()


def roll(seed: bytes, period: str, n: int, sides: int) -> int:
    """Roll `n` of `period` with `sides` sides (1 <= sides < 2^64)."""
    if sides < 1 or sides >= _SPAN:
        raise ValueError(f"a die has 1 to 2^64-1 sides, not {sides}")
    limit = _SPAN - _SPAN % sides
    k = 0
    while True:
        digest = hmac.new(seed, f"{period}:{n}:{k}".encode(), hashlib.sha256).digest()
        x = int.from_bytes(digest[:8], "big")
        if x < limit:
            return x % sides + 1
        k += 1


def derived_seed(previous: bytes, period: str) -> bytes:
    """A seed when the host gave no entropy (tests, simulations): it follows from the ended
    period's seed, which is public once revealed, so its dice are predictable. Never for play."""
    return hmac.new(previous, f"next:{period}".encode(), hashlib.sha256).digest()


def initial_seed(seed: int) -> bytes:
    """A round's first seed when the host gave no entropy (tests, simulations)."""
    return hashlib.sha256(f"duck_pond:{seed}".encode()).digest()


def verify_period(
    seed_hex: str,
    period_id: str,
    rolls: Iterable[Mapping[str, Any]],
    commitment_hex: str | None = None,
) -> list[dict[str, Any]]:
    """Every mismatch between a period's published rolls and what its revealed seed gives.

    `rolls` are the roll log's entries ({"n", "sides", "result"}, any other keys ignored) in
    order; they must be numbered 1, 2, 3, ... Each mismatch is {"n", "problem", ...}: a wrong
    result (with `expected`), a gap or repeat in the numbering, a die that cannot be rolled, or
    (when `commitment_hex` is given) a seed whose SHA-256 is not the published commitment
    (n is null). An empty list means every roll checks out.
    """
    out: list[dict[str, Any]] = []
    try:
        seed = bytes.fromhex(seed_hex)
    except ValueError:
        return [{"n": None, "problem": "the seed is not hex"}]
    if len(seed) != 32:
        out.append({"n": None, "problem": f"the seed has {len(seed)} bytes, not 32"})
    if commitment_hex is not None and commitment(seed) != commitment_hex.lower():
        out.append({"n": None, "problem": "SHA-256 of the seed is not the published commitment"})
    expected_n = 1
    for entry in rolls:
        n, sides, result = entry.get("n"), entry.get("sides"), entry.get("result")
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (n, sides, result)):
            out.append({"n": n, "problem": "n, sides and result must be whole numbers"})
            continue
        assert isinstance(n, int) and isinstance(sides, int)
        if n != expected_n:
            out.append({"n": n, "problem": f"roll {expected_n} was expected here"})
        expected_n = n + 1
        if not 1 <= sides < _SPAN:
            out.append({"n": n, "problem": f"a die cannot have {sides} sides"})
            continue
        want = roll(seed, period_id, n, sides)
        if want != result:
            out.append({"n": n, "problem": "wrong result", "expected": want, "result": result})
    return out
