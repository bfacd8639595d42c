"""Authorization: rate limits, proofs (MACs) and nonces (docs/protocol.md, "Credentials").

Every check raises before anything changes. A proof that checks out uses up its nonce, even if
the command then fails, so no request can be replayed later when it might succeed.
"""

from __future__ import annotations

from duckdown.host import crypto
from duckdown.host.crypto import Keys
from duckdown.host.limits import Limits, RateLimiter
from duckdown.host.protocol import HostError
from duckdown.host.request import JSON, Request
from duckdown.host.table import HUMAN, Table

OWNER_ROLES = ("owner",)  # the admin may do everything an owner may


class Guard:
    def __init__(self, limits: Limits, admin: Keys | None) -> None:
        self.admin = admin
        self.nonces: dict[str, int] = {}  # credential -> the last nonce accepted
        self._client = RateLimiter(limits.client_rate, limits.client_burst)
        self._global = RateLimiter(limits.global_rate, limits.global_burst)
        self._create = RateLimiter(limits.create_rate, limits.create_burst)

    def unproven(self, data: JSON, now: int) -> None:
        """Rate limits of a request without a proof (or with one that failed)."""
        client = data.get("client")
        if client is not None and not self._client.allow("c/" + client, now):
            raise HostError("rate_limited", "too many requests from this client; retry later")
        if not self._global.allow("all", now):
            raise HostError("rate_limited", "too many requests; retry later")

    def create(self, now: int) -> None:
        if not self._create.allow("all", now):
            raise HostError("rate_limited", "too many tables created; retry later")

    def authorize(self, req: Request, table: Table | None, roles: tuple[str, ...], now: int) -> str:
        """Check the proof and the nonce; return the role."""
        data = req.data
        auth = data.get("auth")
        if not isinstance(auth, dict):
            self.unproven(data, now)
            raise HostError("unauthorized", "this command needs a proof (auth)")
        role = str(auth["role"])
        keys: Keys | None = None
        cred = ""
        if role == "admin":
            keys, cred = self.admin, "admin"
        elif table is None:
            keys = None
        elif role == "owner":
            keys, cred = table.owner, f"{table.table_id}/owner"
        elif role == "seat" and "seat" in data:
            seat = data["seat"]
            if 0 <= seat < len(table.seats):
                s = table.seats[seat]
                if s.kind == HUMAN and s.keys is not None:
                    keys, cred = s.keys, f"{table.table_id}/seat/{seat}/{s.keys.kid}"
        if keys is None or not crypto.verify(req.command, data, keys.mac, auth["mac"]):
            self.unproven(data, now)
            raise HostError("unauthorized", "the proof does not check out for this role and seat")
        if not self._client.allow("k/" + cred, now):
            raise HostError("rate_limited", "too many requests for this credential; retry later")
        if role not in roles and not (role == "admin" and "owner" in roles):
            raise HostError("forbidden", f"{role} may not use {req.command}")
        nonce = auth["nonce"]
        last = self.nonces.get(cred, 0)
        if nonce <= last:
            raise HostError("replayed", f"nonce {nonce} is not above the last accepted ({last})")
        self.nonces[cred] = nonce
        req.nonces.append((cred, nonce))
        return role

    def forget(self, table_id: str) -> None:
        """A deleted table's credentials."""
        prefix = table_id + "/"
        for cred in [c for c in self.nonces if c.startswith(prefix)]:
            del self.nonces[cred]
