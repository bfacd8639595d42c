"""The client side of the Duck Down host protocol, version 1 (docs/protocol.md).

Pure functions without Home Assistant or I/O: topics, canonical JSON, proofs,
opening sealed secrets and decrypting private seat messages. The only dependency
is `cryptography`, which Home Assistant ships.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import math
from dataclasses import dataclass
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric.x25519 import (
    X25519PrivateKey,
    X25519PublicKey,
)
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

PROTOCOL = 1


class ProtocolError(Exception):
    """A message that does not follow the protocol, or a refused request."""

    def __init__(self, code: str, message: str = "") -> None:
        """Keep the stable error code and the human message apart."""
        super().__init__(f"{code}: {message}" if message else code)
        self.code = code
        self.message = message


def b64encode(data: bytes) -> str:
    """Base64url without padding."""
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def b64decode(text: str) -> bytes:
    """Decode base64url with or without padding."""
    if not isinstance(text, str):
        raise ProtocolError("bad_b64", "not a string")
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (ValueError, TypeError) as err:
        raise ProtocolError("bad_b64", str(err)) from err


def canonical_json(obj: Any) -> bytes:
    """RFC 8785 for float-free JSON, exactly as the host computes it."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode(
        "utf-8"
    )


def hkdf(secret: bytes, info: bytes, salt: bytes | None = None) -> bytes:
    """HKDF-SHA256 with 32 bytes of output (empty salt by default)."""
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=salt or b"", info=info).derive(secret)


@dataclass(frozen=True, slots=True)
class Credential:
    """A secret the integration holds (seat or owner) and the keys derived from it."""

    secret: bytes

    @property
    def mac_key(self) -> bytes:
        """Key for request proofs."""
        return hkdf(self.secret, b"duckdown/1/mac")

    @property
    def view_key(self) -> bytes:
        """Key of the seat's private messages."""
        return hkdf(self.secret, b"duckdown/1/view")

    @property
    def kid(self) -> str:
        """Key id, published in private envelopes."""
        return b64encode(hmac.new(self.view_key, b"duckdown/1/kid", hashlib.sha256).digest()[:8])


def sign(command: str, request: dict[str, Any], role: str, nonce: int, cred: Credential) -> None:
    """Add the `auth` proof to a request (in place)."""
    request["auth"] = {"role": role, "nonce": nonce}
    message = {**request, "command": command}
    mac = hmac.new(cred.mac_key, canonical_json(message), hashlib.sha256).digest()
    request["auth"]["mac"] = b64encode(mac)


class ClientKey:
    """An X25519 key pair made for one `table/create` or `table/join`."""

    def __init__(self) -> None:
        """Make a fresh key pair."""
        self._private = X25519PrivateKey.generate()

    @property
    def public(self) -> str:
        """The public key as sent in `client_key`."""
        raw = self._private.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)
        return b64encode(raw)

    def open(self, sealed: Any, table_id: str, role: str, seat: int | None) -> Credential:
        """Open a secret sealed to this key (`owner` or `credential` in a response)."""
        if not isinstance(sealed, dict):
            raise ProtocolError("bad_seal", "sealed secret is not an object")
        try:
            epk = b64decode(sealed["epk"])
            nonce = b64decode(sealed["nonce"])
            ct = b64decode(sealed["ct"])
        except KeyError as err:
            raise ProtocolError("bad_seal", f"missing {err}") from err
        client_key = b64decode(self.public)
        try:
            shared = self._private.exchange(X25519PublicKey.from_public_bytes(epk))
        except ValueError as err:
            raise ProtocolError("bad_seal", str(err)) from err
        key = hkdf(shared, b"duckdown/1/seal", salt=epk + client_key)
        aad = f"duckdown/1/seal/{table_id}/{role}/{'-' if seat is None else seat}".encode()
        try:
            secret = AESGCM(key).decrypt(nonce, ct, aad)
        except (InvalidTag, ValueError) as err:
            raise ProtocolError("bad_seal", "cannot open the sealed secret") from err
        if len(secret) != 32:
            raise ProtocolError("bad_seal", "secret is not 32 bytes")
        return Credential(secret)


def decrypt_private(envelope: dict[str, Any], cred: Credential) -> dict[str, Any]:
    """Open a private seat message; return its plaintext `{seq, view, events}`."""
    try:
        table_id = envelope["table_id"]
        seat = envelope["seat"]
        seq = envelope["seq"]
        kid = envelope["kid"]
        nonce = b64decode(envelope["nonce"])
        ct = b64decode(envelope["ct"])
    except (KeyError, TypeError) as err:
        raise ProtocolError("bad_envelope", f"missing {err}") from err
    if kid != cred.kid:
        raise ProtocolError("wrong_key", "the message is for another credential")
    aad = f"duckdown/1/private/{table_id}/{seat}/{seq}".encode()
    try:
        plain = AESGCM(cred.view_key).decrypt(nonce, ct, aad)
    except (InvalidTag, ValueError) as err:
        raise ProtocolError("bad_envelope", "cannot decrypt") from err
    try:
        data = parse_json_object(plain)  # the host's own text, held to the same rules
    except ProtocolError as err:
        raise ProtocolError("bad_envelope", err.message) from err
    if not isinstance(data, dict) or data.get("seq") != seq:
        raise ProtocolError("bad_envelope", "plaintext does not match its envelope")
    return data


def parse_json_object(payload: str | bytes | bytearray) -> dict[str, Any] | None:
    """A JSON object, or None for an empty payload (a cleared retained topic).

    As strict as the host is with what it receives (docs/protocol.md): UTF-8 without a byte
    order mark, text without lone surrogates (raw or `\\ud800` escapes), finite numbers only
    (no NaN, Infinity or 1e400), nested at most `MAX_DEPTH` deep. Anyone may publish on the
    public topics, and a string that cannot be encoded would reach Home Assistant's states and
    events; such a payload is `bad_json` before a single field is read.
    """
    if not payload:
        return None
    text = _strict_text(payload)
    try:
        data = json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except (ValueError, RecursionError):
        raise ProtocolError("bad_json", "not JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_json", "not an object")
    problem = _unsendable(data)
    if problem is not None:
        raise ProtocolError("bad_json", problem)
    return data


#: Far deeper than any message of the host nests; deeper is refused, never recursed into.
MAX_DEPTH = 32


def _strict_text(payload: str | bytes | bytearray) -> str:
    # json.loads would take bytes as UTF-16 or UTF-32 too, and skip a BOM: decode ourselves
    if isinstance(payload, str):
        text = payload  # Home Assistant's MQTT already decoded it as UTF-8
    else:
        try:
            text = bytes(payload).decode("utf-8")  # strict: no invalid bytes, no surrogates
        except UnicodeDecodeError:
            raise ProtocolError("bad_json", "not UTF-8") from None
    if text.startswith("\ufeff"):
        raise ProtocolError("bad_json", "starts with a byte order mark")
    return text


def _unsendable(value: Any) -> str | None:
    """Why decoded JSON is no valid Unicode text or too deep, or None. Iterative: no recursion."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            if not _unicode(item):
                return "holds a lone surrogate"
        elif isinstance(item, dict | list):
            if depth >= MAX_DEPTH:
                return f"nested deeper than {MAX_DEPTH} levels"
            if isinstance(item, dict):
                if not all(_unicode(key) for key in item):
                    return "holds a lone surrogate in a key"
                stack.extend((inner, depth + 1) for inner in item.values())
            else:
                stack.extend((inner, depth + 1) for inner in item)
    return None


def _unicode(text: str) -> bool:
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError("number out of range")
    return value


class Topics:
    """The topic layout under a base topic."""

    def __init__(self, base: str) -> None:
        """Topics below `base`."""
        self.base = base.rstrip("/")

    @property
    def state(self) -> str:
        """Retained online/offline."""
        return f"{self.base}/host/state"

    @property
    def info(self) -> str:
        """Retained host info."""
        return f"{self.base}/host/info"

    @property
    def public_all(self) -> str:
        """Every table's retained snapshot."""
        return f"{self.base}/tables/+/public"

    @property
    def events_all(self) -> str:
        """Every table's public events."""
        return f"{self.base}/tables/+/events"

    @property
    def responses(self) -> str:
        """Every response."""
        return f"{self.base}/response/#"

    def private(self, table_id: str, seat: int) -> str:
        """One seat's private topic."""
        return f"{self.base}/tables/{table_id}/seats/{seat}/private"

    def request(self, command: str) -> str:
        """Where a command is sent."""
        return f"{self.base}/request/{command}"

    def table_of(self, topic: str) -> str | None:
        """The table id in a table topic."""
        parts = topic[len(self.base) + 1 :].split("/")
        if len(parts) >= 3 and parts[0] == "tables" and topic.startswith(self.base + "/"):
            return parts[1]
        return None


def valid_base_topic(base: str) -> bool:
    """A base topic must be a publishable topic without wildcards."""
    return (
        bool(base)
        and len(base) <= 200
        and not any(c in base for c in "#+\0")
        and not base.startswith("/")
        and not base.endswith("/")
    )
