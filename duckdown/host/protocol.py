"""Protocol constants, topics and the error type (docs/protocol.md)."""

from __future__ import annotations

from dataclasses import dataclass

PROTOCOL = 1
DEFAULT_BASE = "duckdown"

ERROR_CODES = frozenset(
    {
        "bad_json",
        "too_large",
        "invalid_request",
        "unknown_command",
        "unsupported_protocol",
        "rate_limited",
        "unauthorized",
        "forbidden",
        "replayed",
        "stale",
        "unknown_table",
        "unknown_seat",
        "wrong_status",
        "table_full",
        "seat_taken",
        "name_taken",
        "table_name_taken",
        "not_a_bot",
        "seat_is_bot",
        "not_handed_to_bot",
        "seat_gap",
        "not_enough_players",
        "invalid_rounds",
        "unknown_ruleset",
        "unknown_bot_level",
        "invalid_config",
        "bad_key",
        "too_many_tables",
        "internal_error",
    }
)


class HostError(Exception):
    """A refused request: a stable `code` and a message for people."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


@dataclass(frozen=True, slots=True)
class Topics:
    base: str = DEFAULT_BASE

    @property
    def state(self) -> str:
        return f"{self.base}/host/state"

    @property
    def info(self) -> str:
        return f"{self.base}/host/info"

    def public(self, table_id: str) -> str:
        return f"{self.base}/tables/{table_id}/public"

    def events(self, table_id: str) -> str:
        return f"{self.base}/tables/{table_id}/events"

    def private(self, table_id: str, seat: int) -> str:
        return f"{self.base}/tables/{table_id}/seats/{seat}/private"

    def request(self, command: str) -> str:
        return f"{self.base}/request/{command}"

    def response(self, command: str) -> str:
        return f"{self.base}/response/{command}"

    @property
    def request_prefix(self) -> str:
        return f"{self.base}/request/"


def ok(transaction: str | None, data: dict[str, object]) -> dict[str, object]:
    return {"transaction": transaction, "status": "ok", "data": data}


def error(transaction: str | None, code: str, message: str) -> dict[str, object]:
    return {
        "transaction": transaction,
        "status": "error",
        "error": {"code": code, "message": message},
    }
