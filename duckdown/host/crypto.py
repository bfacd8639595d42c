"""The protocol's cryptography (docs/protocol.md, "Credentials and proof"), in one place.

Shared by the host and `duckdown.client`. Built only from `cryptography`'s reviewed primitives:
X25519, HKDF-SHA256, HMAC-SHA256 and AES-256-GCM.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
from dataclasses import dataclass
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey, X25519PublicKey
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

SECRET_BYTES = 32
NONCE_BYTES = 12
# A private message is padded to its change's public length L plus PAD_SLACK + L / PAD_SHARE:
# room for what a seat sees beyond the public view (a hand with every combination it can play,
# a Judge's desk). Measured worst cases: 2.5 KiB over a 0.7 KiB public view (a climbing game's
# hand), 4.1 KiB over 19 KiB (a calendar game's desk). Below that, the length tells nothing.
PAD_SLACK = 4096
PAD_SHARE = 4
PAD_BLOCK = 256

INFO_MAC = b"duckdown/1/mac"
INFO_VIEW = b"duckdown/1/view"
INFO_SEAL = b"duckdown/1/seal"
KID_LABEL = b"duckdown/1/kid"


class CryptoError(Exception):
    """A key, a sealed box or a ciphertext that does not check out."""


def b64e(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def b64d(text: str) -> bytes:
    if not isinstance(text, str) or len(text) > 1 << 22:
        raise CryptoError("not a base64url string")
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (ValueError, TypeError) as err:
        raise CryptoError("not a base64url string") from err


def canonical(obj: Any) -> bytes:
    """RFC 8785 canonical JSON for payloads without floats."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def new_secret() -> bytes:
    return os.urandom(SECRET_BYTES)


def hkdf(ikm: bytes, info: bytes, salt: bytes | None = None) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=salt, info=info).derive(ikm)


@dataclass(frozen=True, slots=True)
class Keys:
    """The keys derived from one secret."""

    secret: bytes
    mac: bytes
    view: bytes
    kid: str

    @classmethod
    def derive(cls, secret: bytes) -> Keys:
        view = hkdf(secret, INFO_VIEW)
        kid = b64e(hmac.new(view, KID_LABEL, hashlib.sha256).digest()[:8])
        return cls(secret, hkdf(secret, INFO_MAC), view, kid)


# --- proof ---------------------------------------------------------------------------------


def mac_message(command: str, request: dict[str, Any]) -> bytes:
    """The bytes a request's MAC covers: the request without `auth.mac`, plus `command`."""
    body = dict(request)
    auth = body.get("auth")
    if isinstance(auth, dict):
        body["auth"] = {k: v for k, v in auth.items() if k != "mac"}
    body["command"] = command
    return canonical(body)


def sign(command: str, request: dict[str, Any], mac_key: bytes) -> str:
    return b64e(hmac.new(mac_key, mac_message(command, request), hashlib.sha256).digest())


def verify(command: str, request: dict[str, Any], mac_key: bytes, mac: str) -> bool:
    try:
        given = b64d(mac)
    except CryptoError:
        return False
    want = hmac.new(mac_key, mac_message(command, request), hashlib.sha256).digest()
    return hmac.compare_digest(given, want)


# --- sealing a secret to a client key ------------------------------------------------------


def seal_aad(table_id: str, role: str, seat: int | None) -> bytes:
    return f"duckdown/1/seal/{table_id}/{role}/{'-' if seat is None else seat}".encode("ascii")


def parse_public_key(text: str) -> X25519PublicKey:
    raw = b64d(text)
    if len(raw) != 32:
        raise CryptoError("an X25519 public key has 32 bytes")
    return X25519PublicKey.from_public_bytes(raw)


def _seal_key(shared: bytes, epk: bytes, client_key: bytes) -> bytes:
    if not any(shared):
        raise CryptoError("the client key gives an all-zero shared secret")
    return hkdf(shared, INFO_SEAL, salt=epk + client_key)


def seal(secret: bytes, client_key: str, aad: bytes) -> dict[str, str]:
    """Seal `secret` to the client's X25519 public key (b64)."""
    peer = parse_public_key(client_key)
    eph = X25519PrivateKey.generate()
    epk = eph.public_key().public_bytes_raw()
    try:
        shared = eph.exchange(peer)
    except ValueError as err:
        raise CryptoError("the client key gives an all-zero shared secret") from err
    key = _seal_key(shared, epk, peer.public_bytes_raw())
    nonce = os.urandom(NONCE_BYTES)
    ct = AESGCM(key).encrypt(nonce, secret, aad)
    return {"epk": b64e(epk), "nonce": b64e(nonce), "ct": b64e(ct)}


def open_sealed(box: dict[str, Any], private_key: X25519PrivateKey, aad: bytes) -> bytes:
    try:
        epk = b64d(box["epk"])
        nonce = b64d(box["nonce"])
        ct = b64d(box["ct"])
        shared = private_key.exchange(X25519PublicKey.from_public_bytes(epk))
        key = _seal_key(shared, epk, private_key.public_key().public_bytes_raw())
        return AESGCM(key).decrypt(nonce, ct, aad)
    except (KeyError, TypeError, ValueError, InvalidTag) as err:
        raise CryptoError("cannot open the sealed secret") from err


def public_key_b64(private_key: X25519PrivateKey) -> str:
    return b64e(private_key.public_key().public_bytes_raw())


# --- private messages ----------------------------------------------------------------------


def private_aad(table_id: str, seat: int, seq: int) -> bytes:
    return f"duckdown/1/private/{table_id}/{seat}/{seq}".encode("ascii")


def pad_target(public_length: int) -> int:
    """The length every private message of a change is padded to: public data alone decides."""
    room = public_length + PAD_SLACK + public_length // PAD_SHARE
    return PAD_BLOCK * -(-room // PAD_BLOCK)


def padded_length(public_length: int, length: int) -> int:
    """`pad_target`, or (a plaintext longer than it: its length shows) the next block."""
    target = pad_target(public_length)
    if length <= target:
        return target
    return PAD_BLOCK * -(-length // PAD_BLOCK)


def encrypt_private(
    view_key: bytes, plaintext: bytes, public_length: int, aad: bytes
) -> tuple[str, str]:
    """Pad to a length that depends only on public data, then AES-256-GCM. Returns (nonce, ct)."""
    size = padded_length(public_length, len(plaintext))
    padded = plaintext + b" " * (size - len(plaintext))
    nonce = os.urandom(NONCE_BYTES)
    return b64e(nonce), b64e(AESGCM(view_key).encrypt(nonce, padded, aad))


def decrypt_private(view_key: bytes, nonce: str, ct: str, aad: bytes) -> bytes:
    try:
        return AESGCM(view_key).decrypt(b64d(nonce), b64d(ct), aad)
    except (ValueError, InvalidTag) as err:
        raise CryptoError("cannot decrypt the private message") from err
