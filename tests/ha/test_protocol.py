"""The protocol client's pure parts, checked against an independent host-side implementation."""

from __future__ import annotations

import json

import pytest

from custom_components.duck_down.protocol import (
    ClientKey,
    Credential,
    ProtocolError,
    Topics,
    b64decode,
    b64encode,
    canonical_json,
    decrypt_private,
    parse_json_object,
    sign,
    valid_base_topic,
)

from .fake_host import FakeHost, canonical, seal


def test_b64_and_canonical_json() -> None:
    assert b64encode(b"\xff\xfe") == "__4"
    assert b64decode("__4") == b"\xff\xfe"
    assert b64decode("__4=") == b"\xff\xfe"
    with pytest.raises(ProtocolError):
        b64decode(5)  # type: ignore[arg-type]
    with pytest.raises(ProtocolError):
        b64decode("a")
    obj = {"b": [1, {"d": "é", "c": None}], "a": True}
    assert canonical_json(obj) == canonical(obj) == b'{"a":true,"b":[1,{"c":null,"d":"\xc3\xa9"}]}'


def test_sign_matches_the_host_rule() -> None:
    cred = Credential(b"k" * 32)
    request = {"transaction": "t1", "table_id": "t-1", "seat": 2, "action": {"type": "draw"}}
    sign("game/action", request, "seat", 17, cred)
    assert request["auth"]["role"] == "seat" and request["auth"]["nonce"] == 17
    import hashlib
    import hmac

    body = {**request, "auth": {"role": "seat", "nonce": 17}, "command": "game/action"}
    want = hmac.new(cred.mac_key, canonical(body), hashlib.sha256).digest()
    assert b64decode(request["auth"]["mac"]) == want


def test_open_sealed_secret() -> None:
    key = ClientKey()
    sealed = seal(b"s" * 32, key.public, "duckdown/1/seal/t-1/seat/3")
    assert key.open(sealed, "t-1", "seat", 3).secret == b"s" * 32
    with pytest.raises(ProtocolError):  # bound to table, role and seat
        key.open(sealed, "t-1", "seat", 2)
    with pytest.raises(ProtocolError):
        key.open(sealed, "t-1", "owner", None)
    with pytest.raises(ProtocolError):
        ClientKey().open(sealed, "t-1", "seat", 3)
    with pytest.raises(ProtocolError):
        key.open("nope", "t-1", "seat", 3)
    with pytest.raises(ProtocolError):
        key.open({"epk": sealed["epk"]}, "t-1", "seat", 3)
    with pytest.raises(ProtocolError):
        key.open({**sealed, "epk": b64encode(b"short")}, "t-1", "seat", 3)
    short = seal(b"s" * 8, key.public, "duckdown/1/seal/t-1/owner/-")
    with pytest.raises(ProtocolError):
        key.open(short, "t-1", "owner", None)


def test_decrypt_private(hass) -> None:
    host = FakeHost(hass)
    sent: list[dict] = []
    host.send = lambda topic, payload, retain=False: sent.append(payload)  # type: ignore[method-assign]
    tid = host.add_table()
    secret = b"v" * 32
    host.tables[tid]["seats"][1] = {"name": "A", "kind": "human", "secret": secret}
    host.publish_private(tid, 1, {"rows": [[1]]})
    envelope = sent[-1]
    cred = Credential(secret)
    assert envelope["kid"] == cred.kid
    assert decrypt_private(envelope, cred)["view"] == {"rows": [[1]]}
    with pytest.raises(ProtocolError) as err:
        decrypt_private(envelope, Credential(b"w" * 32))
    assert err.value.code == "wrong_key"
    for broken in (
        {k: v for k, v in envelope.items() if k != "ct"},
        {**envelope, "seq": envelope["seq"] + 1},  # the seq is bound into the ciphertext
        {**envelope, "nonce": 5},
    ):
        with pytest.raises(ProtocolError):
            decrypt_private(broken, cred)


def test_parse_and_topics() -> None:
    assert parse_json_object("") is None
    assert parse_json_object(b'{"a": 1}') == {"a": 1}
    for bad in ("[]", "{", "1"):
        with pytest.raises(ProtocolError):
            parse_json_object(bad)
    t = Topics("home/dd/")
    assert t.base == "home/dd"
    assert t.private("t-1", 2) == "home/dd/tables/t-1/seats/2/private"
    assert t.request("table/join") == "home/dd/request/table/join"
    assert t.table_of("home/dd/tables/t-1/public") == "t-1"
    assert t.table_of("home/dd/host/info") is None
    assert t.table_of("other/tables/t-1/public") is None
    assert valid_base_topic("duckdown") and valid_base_topic("a/b")
    for bad in ("", "a/#", "a/+/b", "/a", "a/", "x" * 201):
        assert not valid_base_topic(bad)
    assert str(ProtocolError("code")) == "code"
    assert str(ProtocolError("code", "msg")) == "code: msg"
    assert json.dumps({"ok": True})


@pytest.mark.parametrize(
    "payload",
    [
        '{"name": "\\ud800"}',  # an escaped lone surrogate: valid JSON syntax, no Unicode text
        '{"seats": [{"name": "x\\udfff"}]}',
        '{"\\ud83d": 1}',  # in a key
        b'{"name": "\xed\xa0\x80"}',  # a raw surrogate, UTF-8-encoded
        b'{"name": "\xff"}',  # not UTF-8
        "\ufeff{}",  # a byte order mark, as Home Assistant's MQTT decodes it
        b'\xef\xbb\xbf{"a": 1}',  # as bytes, which json.loads would accept
        '{"a": 1}'.encode("utf-16"),  # json.loads would take UTF-16 (and UTF-32) bytes too
        '{"a": 1}'.encode("utf-32-le"),
        '{"x": NaN}',
        '{"x": Infinity}',
        '{"x": [-Infinity]}',
        '{"x": 1e400}',  # parses as infinity
        '{"x": ' + "[" * 40 + "]" * 40 + "}",  # deeper than any message of the host
        '{"x": ' + "[" * 100_000 + "]" * 100_000 + "}",  # json.loads would recurse
    ],
    ids=lambda payload: repr(payload)[:40],
)
def test_parse_is_as_strict_as_the_host(payload: str | bytes) -> None:
    """A forged message on a public topic cannot carry text Home Assistant cannot encode."""
    with pytest.raises(ProtocolError) as err:
        parse_json_object(payload)
    assert err.value.code == "bad_json"


def test_parse_keeps_what_the_host_sends() -> None:
    text = '{"name": "Zoë 🦆", "n": 1.5, "deep": ' + "[" * 30 + "]" * 30 + ', "e": "\\u00e9"}'
    assert parse_json_object(text)["name"] == "Zoë 🦆"
    assert parse_json_object(text.encode())["e"] == "é"
    assert parse_json_object(bytearray(b'{"a": [1e308]}')) == {"a": [1e308]}
    assert parse_json_object(b"") is None


def test_decrypt_private_is_strict_too(hass) -> None:
    """The plaintext of a private message is held to the same rules."""
    import os

    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    cred = Credential(b"v" * 32)
    nonce = os.urandom(12)
    plain = b'{"seq": 3, "view": {"name": "\\ud800"}, "events": []}'
    ct = AESGCM(cred.view_key).encrypt(nonce, plain, b"duckdown/1/private/t-1/0/3")
    envelope = {"table_id": "t-1", "seat": 0, "seq": 3, "kid": cred.kid}
    envelope |= {"nonce": b64encode(nonce), "ct": b64encode(ct)}
    with pytest.raises(ProtocolError) as err:
        decrypt_private(envelope, cred)
    assert err.value.code == "bad_envelope"
