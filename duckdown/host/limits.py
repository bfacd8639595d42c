"""Size and rate limits (docs/protocol.md, "Limits")."""

from __future__ import annotations

from dataclasses import dataclass

MAX_PAYLOAD = 8 * 1024
MAX_DEPTH = 32  # nested objects and arrays in a request; requests need 4
# A WebSocket message up to this size is read and answered (`too_large` above MAX_PAYLOAD);
# only beyond it does the socket close (1009), as aiohttp cannot read it at all.
MAX_WS_MESSAGE = 8 * MAX_PAYLOAD
MAX_BUCKETS = 10_000


@dataclass(slots=True)
class Limits:
    payload_bytes: int = MAX_PAYLOAD
    client_rate: float = 20.0  # requests per second per client or seat
    client_burst: float = 40.0
    global_rate: float = 200.0  # unproven requests, all clients together
    global_burst: float = 400.0
    create_rate: float = 30 / 60  # table/create, all clients together
    create_burst: float = 30.0
    max_tables: int = 1000

    @classmethod
    def unlimited(cls) -> Limits:
        big = 1e12
        return cls(MAX_PAYLOAD, big, big, big, big, big, big, 100_000)


@dataclass(slots=True)
class Bucket:
    rate: float
    burst: float
    tokens: float
    stamp: int

    def take(self, now: int) -> bool:
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate / 1000)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class RateLimiter:
    """Token buckets by key; the least recently used are dropped beyond MAX_BUCKETS."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self._buckets: dict[str, Bucket] = {}

    def allow(self, key: str, now: int) -> bool:
        bucket = self._buckets.pop(key, None)
        if bucket is None:
            if len(self._buckets) >= MAX_BUCKETS:
                del self._buckets[next(iter(self._buckets))]
            bucket = Bucket(self.rate, self.burst, self.burst, now)
        self._buckets[key] = bucket
        return bucket.take(now)
