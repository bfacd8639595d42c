"""A scripted stand-in for the Duck Down host, behind phcc's mocked MQTT client.

It answers requests the way docs/protocol.md says (sealed secrets, MAC proofs, nonces,
encrypted private messages), written independently of the integration's client code, but it
plays no rules: tests set the public game view and the private seat views themselves.

What it says about its games comes from the engine itself, as the real host's does: host info's
`games` is every registered game's `info.to_json()`, and `table/create` checks a table's
options with the game's own `parse_config`, so the fake cannot drift from the games.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
from typing import Any

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey, X25519PublicKey
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat
from homeassistant.core import HomeAssistant
from pytest_homeassistant_custom_component.common import async_fire_mqtt_message

from duckdown.engine import ConfigError, games, get_ruleset, rulesets

BASE = "duckdown"
HOST_ID = "h-4f1c2a9e0b7d"


def b64e(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def b64d(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _hkdf(secret: bytes, info: bytes, salt: bytes | None = None) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=salt, info=info).derive(secret)


def seal(secret: bytes, client_key: str, aad: str) -> dict[str, str]:
    peer = X25519PublicKey.from_public_bytes(b64d(client_key))
    eph = X25519PrivateKey.generate()
    epk = eph.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)
    key = _hkdf(eph.exchange(peer), b"duckdown/1/seal", salt=epk + b64d(client_key))
    nonce = os.urandom(12)
    return {
        "epk": b64e(epk),
        "nonce": b64e(nonce),
        "ct": b64e(AESGCM(key).encrypt(nonce, secret, aad.encode())),
    }


def canonical(obj: Any) -> bytes:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def host_games() -> list[dict[str, Any]]:
    """Host info's `games`, as the real host publishes it."""
    return [game.info.to_json() for game in games()]


def info_payload(**extra: Any) -> dict[str, Any]:
    """Host info; `games=None` leaves the list out, as an older host did."""
    payload: dict[str, Any] = {
        "protocol": 1,
        "host_id": HOST_ID,
        "name": "Duck Down",
        "version": "0.1.0",
        "games": host_games(),
        "bot_levels": ["random", "easy", "medium", "hard"],
        "web_url": "http://127.0.0.1:8080/",
        "base_topic": BASE,
        "tables": [],
        **extra,
    }
    if payload["games"] is None:
        del payload["games"]
    payload["rulesets"] = [g["name"] for g in payload.get("games", host_games())]
    return payload


def game_view(**extra: Any) -> dict[str, Any]:
    """A public view in the middle of a round (views.md)."""
    view: dict[str, Any] = {
        "ruleset": "duck_down",
        "players": 3,
        "round": 1,
        "rounds": 3,
        "phase": "turn",
        "first_seat": 0,
        "ready": None,
        "turn": {"seat": 1, "step": "start", "draws": 0, "double": None, "number": 4},
        "deadline": None,
        "rows": [[None] * 4 for _ in range(3)],
        "deck": 52,
        "pile": [3, "peek", 7],
        "held": None,
        "caller": None,
        "last_turns": [],
        "last": None,
        "scores": [],
        "totals": [0, 0, 0],
        "result": None,
        "winners": None,
    }
    view.update(extra)
    return view


class FakeHost:
    """Answers requests; publishes snapshots, events and private messages on demand."""

    def __init__(self, hass: HomeAssistant) -> None:
        self.hass = hass
        self.tables: dict[str, dict[str, Any]] = {}
        self.requests: list[tuple[str, dict[str, Any]]] = []
        self.nonces: dict[bytes, int] = {}
        self.fail: dict[str, tuple[str, str]] = {}  # command -> (code, message)
        self.silent: set[str] = set()  # commands left unanswered
        self.counter = 0
        self.published: list[tuple[str, str, bool]] = []  # everything the host sent
        self.games = host_games()  # tests may add games the engine does not have
        self._after: list[Any] = []

    # ---- plumbing -----------------------------------------------------------------------

    def send(self, topic: str, payload: Any, retain: bool = False) -> None:
        text = payload if isinstance(payload, str) else json.dumps(payload)
        self.published.append((topic, text, retain))
        # A broker delivers a live message to existing subscribers without the retain flag.
        async_fire_mqtt_message(self.hass, topic, text, 1, False)

    def online(self, state: str = "online") -> None:
        self.send(f"{BASE}/host/state", state, retain=True)

    def publish_info(self, **extra: Any) -> None:
        extra.setdefault("games", self.games)
        self.send(f"{BASE}/host/info", info_payload(tables=list(self.tables), **extra), retain=True)

    def handle(self, topic: str, payload: bytes | str) -> None:
        """Called for every publish of the integration."""
        prefix = f"{BASE}/request/"
        if not topic.startswith(prefix):
            return
        command = topic[len(prefix) :]
        request = json.loads(payload)
        self.requests.append((command, request))
        if command in self.silent:
            return
        try:
            if command in self.fail:
                raise HostError(*self.fail[command])
            data = getattr(self, "cmd_" + command.replace("/", "_"))(command, request)
            response = {"transaction": request["transaction"], "status": "ok", "data": data}
        except HostError as err:
            response = {
                "transaction": request["transaction"],
                "status": "error",
                "error": {"code": err.code, "message": err.message},
            }
        self.send(f"{BASE}/response/{command}", response)
        for after in self._after:
            after()
        self._after = []

    # ---- tables -------------------------------------------------------------------------

    def snapshot(self, table_id: str) -> dict[str, Any]:
        t = self.tables[table_id]
        return {
            "protocol": 1,
            "table_id": table_id,
            "seq": t["seq"],
            "name": t["name"],
            "ruleset": t["ruleset"],
            "status": t["status"],
            "options": t["options"],
            "max_seats": t["max_seats"],
            "round_choices": [3, 1, 5],
            "seats": [
                {
                    "seat": i,
                    "name": s["name"] if s else None,
                    "kind": s["kind"] if s else "empty",
                    "connected": bool(s),
                    "bot": s.get("bot") if s else None,
                }
                for i, s in enumerate(t["seats"])
            ],
            "paused": False,
            "now": 1000,
            "game": t["game"],
        }

    def add_table(
        self,
        name: str = "Kitchen table",
        max_seats: int = 4,
        table_id: str | None = None,
        ruleset: str = "duck_down",
    ) -> str:
        self.counter += 1
        table_id = table_id or f"t-{self.counter:012x}"
        self.tables[table_id] = {
            "name": name,
            "ruleset": ruleset,
            "status": "lobby",
            "options": {},
            "max_seats": max_seats,
            "seats": [None] * max_seats,
            "seq": 1,
            "game": None,
            "owner": os.urandom(32),
            "views": {},
        }
        return table_id

    def publish_table(self, table_id: str) -> None:
        self.send(f"{BASE}/tables/{table_id}/public", self.snapshot(table_id), retain=True)

    def change(self, table_id: str, *, events: list[dict[str, Any]] = (), **fields: Any) -> None:
        """Change a table; publish its snapshot, its events and every human seat's private view."""
        t = self.tables[table_id]
        t.update(fields)
        t["seq"] += 1
        self.publish_table(table_id)
        for event in events:
            self.send(
                f"{BASE}/tables/{table_id}/events",
                {"protocol": 1, "table_id": table_id, "seq": t["seq"], "event": event},
            )
        self.publish_privates(table_id)

    def publish_privates(self, table_id: str) -> None:
        t = self.tables[table_id]
        for seat, s in enumerate(t["seats"]):
            if s and s["kind"] == "human":
                self.publish_private(table_id, seat, t["views"].get(seat))

    def publish_private(
        self,
        table_id: str,
        seat: int,
        view: dict[str, Any] | None,
        *,
        seq: int | None = None,
        secret: bytes | None = None,
    ) -> None:
        t = self.tables[table_id]
        seq = t["seq"] if seq is None else seq
        secret = secret or t["seats"][seat]["secret"]
        view_key = _hkdf(secret, b"duckdown/1/view")
        kid = b64e(hmac.new(view_key, b"duckdown/1/kid", hashlib.sha256).digest()[:8])
        plain = json.dumps({"seq": seq, "view": view, "events": []}).encode()
        nonce = os.urandom(12)
        ct = AESGCM(view_key).encrypt(
            nonce, plain, f"duckdown/1/private/{table_id}/{seat}/{seq}".encode()
        )
        self.send(
            f"{BASE}/tables/{table_id}/seats/{seat}/private",
            {
                "protocol": 1,
                "table_id": table_id,
                "seat": seat,
                "seq": seq,
                "kid": kid,
                "nonce": b64e(nonce),
                "ct": b64e(ct),
            },
            retain=True,
        )

    # ---- proofs -------------------------------------------------------------------------

    def _check(self, command: str, request: dict[str, Any], roles: tuple[str, ...]) -> None:
        auth = request.get("auth")
        t = self.tables.get(request.get("table_id", ""))
        if t is None:
            raise HostError("unknown_table", "no such table")
        if not isinstance(auth, dict):
            raise HostError("unauthorized", "no proof")
        role = auth.get("role")
        if role == "owner":
            secret = t["owner"]
        elif role == "seat":
            seat = request.get("seat")
            s = t["seats"][seat] if isinstance(seat, int) and 0 <= seat < len(t["seats"]) else None
            if not s or "secret" not in s:
                raise HostError("unauthorized", "no credential for this seat")
            secret = s["secret"]
        else:
            raise HostError("unauthorized", "bad role")
        body = dict(request)
        body["auth"] = {k: v for k, v in auth.items() if k != "mac"}
        body["command"] = command
        want = hmac.new(_hkdf(secret, b"duckdown/1/mac"), canonical(body), hashlib.sha256).digest()
        if not hmac.compare_digest(want, b64d(auth.get("mac", ""))):
            raise HostError("unauthorized", "wrong proof")
        if role not in roles:
            raise HostError("forbidden", "role may not do this")
        if auth["nonce"] <= self.nonces.get(secret, 0):
            raise HostError("replayed", "old nonce")
        self.nonces[secret] = auth["nonce"]

    # ---- commands -----------------------------------------------------------------------

    def cmd_ping(self, command: str, request: dict[str, Any]) -> dict[str, Any]:
        return {"host_id": HOST_ID, "protocol": 1, "version": "0.1.0"}

    def cmd_table_create(self, command: str, request: dict[str, Any]) -> dict[str, Any]:
        ruleset = request.get("ruleset", "duck_down")
        options = request.get("options", {})
        if ruleset not in {g["name"] for g in self.games}:
            raise HostError("unknown_ruleset", f"unknown game {ruleset!r}")
        if ruleset in rulesets():  # a game of the engine checks its options itself
            try:
                get_ruleset(ruleset).parse_config(options)
            except ConfigError as err:
                raise HostError(err.code, err.message) from err
        table_id = self.add_table(request["name"], request.get("max_seats", 4), ruleset=ruleset)
        t = self.tables[table_id]
        t["options"] = options
        sealed = seal(t["owner"], request["client_key"], f"duckdown/1/seal/{table_id}/owner/-")
        self._after.append(lambda: (self.publish_table(table_id), self.publish_info()))
        return {"table_id": table_id, "owner": sealed, "snapshot": self.snapshot(table_id)}

    def cmd_table_join(self, command: str, request: dict[str, Any]) -> dict[str, Any]:
        table_id = request["table_id"]
        t = self.tables.get(table_id)
        if t is None:
            raise HostError("unknown_table", "no such table")
        if t["status"] != "lobby":
            raise HostError("wrong_status", "the game has started")
        free = [i for i, s in enumerate(t["seats"]) if s is None]
        if not free:
            raise HostError("table_full", "no seat left")
        seat = request.get("seat", free[0])
        if t["seats"][seat] is not None:
            raise HostError("seat_taken", "taken")
        secret = os.urandom(32)
        t["seats"][seat] = {"name": request["name"], "kind": "human", "secret": secret}
        sealed = seal(secret, request["client_key"], f"duckdown/1/seal/{table_id}/seat/{seat}")
        t["seq"] += 1
        self._after.append(lambda: (self.publish_table(table_id), self.publish_privates(table_id)))
        return {"seat": seat, "credential": sealed, "seq": t["seq"], "topics": {}}

    def cmd_table_leave(self, command: str, request: dict[str, Any]) -> dict[str, Any]:
        self._check(command, request, ("seat",))
        t = self.tables[request["table_id"]]
        if t["status"] == "lobby":
            t["seats"][request["seat"]] = None
        t["seq"] += 1
        return {"seq": t["seq"]}

    def cmd_table_add_bot(self, command: str, request: dict[str, Any]) -> dict[str, Any]:
        self._check(command, request, ("owner", "admin"))
        t = self.tables[request["table_id"]]
        free = [i for i, s in enumerate(t["seats"]) if s is None]
        seat = request.get("seat", free[0])
        t["seats"][seat] = {"name": f"Bot {seat}", "kind": "bot", "bot": request["level"]}
        t["seq"] += 1
        return {"seat": seat, "seq": t["seq"]}

    def cmd_table_remove_bot(self, command: str, request: dict[str, Any]) -> dict[str, Any]:
        self._check(command, request, ("owner", "admin"))
        table_id = request["table_id"]
        t = self.tables[table_id]
        if t["status"] != "lobby":
            raise HostError("wrong_status", "the game has started")
        seat = request["seat"]
        s = t["seats"][seat] if 0 <= seat < len(t["seats"]) else None
        if not s or s["kind"] != "bot":
            raise HostError("not_a_bot", f"seat {seat} holds no bot")
        t["seats"][seat] = None
        t["seq"] += 1
        self._after.append(lambda: self.publish_table(table_id))
        return {"seq": t["seq"]}

    def _human_in_game(self, request: dict[str, Any]) -> dict[str, Any]:
        t = self.tables[request["table_id"]]
        if t["status"] != "playing":
            raise HostError("wrong_status", f"the table is {t['status']}, not playing")
        seat = request["seat"]
        s = t["seats"][seat] if 0 <= seat < len(t["seats"]) else None
        if not s or s["kind"] != "human":
            raise HostError("unknown_seat", f"seat {seat} holds no person")
        return s

    def cmd_seat_bot(self, command: str, request: dict[str, Any]) -> dict[str, Any]:
        self._check(command, request, ("owner", "admin", "seat"))
        s = self._human_in_game(request)
        if s.get("bot"):
            raise HostError("seat_is_bot", "a bot already plays this seat")
        s["bot"] = request["level"]
        return self._changed(request["table_id"])

    def cmd_seat_take_back(self, command: str, request: dict[str, Any]) -> dict[str, Any]:
        self._check(command, request, ("owner", "admin", "seat"))
        s = self._human_in_game(request)
        if not s.get("bot"):
            raise HostError("not_handed_to_bot", "no bot plays this seat")
        s["bot"] = None
        return self._changed(request["table_id"])

    def _changed(self, table_id: str) -> dict[str, Any]:
        t = self.tables[table_id]
        t["seq"] += 1
        self._after.append(lambda: (self.publish_table(table_id), self.publish_privates(table_id)))
        return {"seq": t["seq"]}

    def cmd_table_start(self, command: str, request: dict[str, Any]) -> dict[str, Any]:
        self._check(command, request, ("owner", "admin"))
        t = self.tables[request["table_id"]]
        t["status"] = "playing"
        t["seq"] += 1
        return {"seq": t["seq"], "rounds": request.get("rounds", 3)}

    def cmd_table_delete(self, command: str, request: dict[str, Any]) -> dict[str, Any]:
        self._check(command, request, ("owner", "admin"))
        table_id = request["table_id"]
        seats = len(self.tables[table_id]["seats"])
        del self.tables[table_id]

        def _cleared() -> None:
            self.send(f"{BASE}/tables/{table_id}/public", "", retain=True)
            for seat in range(seats):
                self.send(f"{BASE}/tables/{table_id}/seats/{seat}/private", "", retain=True)
            self.send(
                f"{BASE}/tables/{table_id}/events",
                {"protocol": 1, "table_id": table_id, "seq": 0, "event": {"type": "table_deleted"}},
            )

        self._after.append(_cleared)
        return {}

    def cmd_seat_reconnect(self, command: str, request: dict[str, Any]) -> dict[str, Any]:
        self._check(command, request, ("seat",))
        table_id = request["table_id"]
        t = self.tables[table_id]
        seat = request["seat"]
        self._after.append(lambda: self.publish_private(table_id, seat, t["views"].get(seat)))
        return {"seq": t["seq"], "snapshot": self.snapshot(table_id)}

    def cmd_game_action(self, command: str, request: dict[str, Any]) -> dict[str, Any]:
        # as the real host: a seat's action, or (no seat) the owner's action for the table
        self._check(command, request, ("seat",) if "seat" in request else ("owner", "admin"))
        t = self.tables[request["table_id"]]
        t["seq"] += 1
        return {"seq": t["seq"]}


class HostError(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(code)
        self.code = code
        self.message = message
