"""What a spy on `#` saw, checked against what the engine knew at every change, for any game.

The host's `on_change` hook records the authoritative state after each change (`Recorder`);
the spy's messages are then held against it (`check_spied`):
- every public snapshot is the game's public view of that state, and comes out the same when
  everything one seat does not know is drawn again (the engine's `resample`, as the
  conformance suite does): so it says nothing of any hidden card, hand, deck order or seed;
- every change's public events are what the engine made, and the same action played on such a
  re-deal, where it leads to the same public view, makes the same public events;
- no key of a view or an event names an identity that could follow a hidden card;
- every private message is exactly as long as the public messages of its change decide
  (the host's padding), so its length tells nothing, and no credential shows anywhere.
"""

from __future__ import annotations

import base64
import json
import random
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from duckdown.client import Credential
from duckdown.engine import IllegalAction, Ruleset
from duckdown.host import crypto
from duckdown.host.store import Entry
from duckdown.host.table import Change, Table
from tests.engine.conformance import check_no_identity
from tests.host.published import HOST_EVENTS, check_messages

JSON = dict[str, Any]
Message = tuple[str, bytes, bool]
GCM_TAG = 16


def dump(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


@dataclass
class Recorded:
    state: JSON  # the game's state JSON after the change
    events: list[JSON]  # the change's public events, as the host made them


@dataclass
class Recorder:
    """Hooked on the service's `on_change`: the engine's state after every change of one table."""

    table_id: str
    changes: dict[int, Recorded] = field(default_factory=dict)

    def __call__(self, table: Table, change: Change) -> None:
        if table.table_id != self.table_id or table.state is None:
            return
        self.changes[change.seq] = Recorded(
            table.ruleset.state_to_json(table.state),
            table.public_events(change),
        )


@dataclass
class Spied:
    """How much was checked, so a test can insist it checked something."""

    counts: Counter[str] = field(default_factory=Counter)
    public: dict[int, JSON] = field(default_factory=dict)  # seq -> first snapshot seen
    events: dict[int, list[JSON]] = field(default_factory=dict)  # seq -> its public events


def forbidden_strings(creds: Iterable[Credential]) -> list[bytes]:
    """Every encoding of every secret and derived key of the given credentials."""
    out: list[bytes] = []
    for cred in creds:
        keys = crypto.Keys.derive(cred.secret)
        for raw in (cred.secret, keys.mac, keys.view):
            out += [raw.hex().encode(), crypto.b64e(raw).encode(), base64.b64encode(raw)]
    return out


def check_spied(
    messages: list[Message],
    base: str,
    table_id: str,
    ruleset: Ruleset[Any, Any],
    recorder: Recorder,
    log: list[Entry],
    creds: Iterable[Credential],
    seed: int = 0,
    every_seat: bool = True,
    schemas: bool = True,
) -> Spied:
    """`every_seat`: re-deal for every seat at every change; else for one seat per change, in
    turn (a game whose state is large and whose one secret is the same for every seat).
    `schemas`: also check every message against the protocol's and the game's schemas."""
    creds = list(creds)
    rng = random.Random(seed)
    out = Spied()
    if schemas:
        out.counts.update(check_messages(messages, base, {table_id: ruleset.name}, creds))
    secrets = forbidden_strings(creds)
    prefix = f"{base}/tables/{table_id}/"
    public_len: dict[int, int] = {}  # the change's snapshot and events, as first published
    snap_len: dict[int, int] = {}
    events: dict[int, list[JSON]] = defaultdict(list)
    privates: dict[int, list[tuple[int, int]]] = defaultdict(list)  # seq -> (seat, size)
    for topic, payload, _ in messages:
        for secret in secrets:
            assert secret not in payload, f"a credential leaked on {topic}"
        if not topic.startswith(prefix) or not payload:
            continue
        data = json.loads(payload)
        if topic.endswith("/public"):
            if data["seq"] not in out.public:
                out.public[data["seq"]] = data
                public_len[data["seq"]] = snap_len[data["seq"]] = len(payload)
        elif topic.endswith("/events"):
            seq = data["seq"]
            if seq in out.public:  # the change's events follow its snapshot
                events[seq].append(data["event"])
                public_len[seq] += len(payload)
        elif topic.endswith("/private"):
            size = len(crypto.b64d(data["ct"])) - GCM_TAG
            privates[data["seq"]].append((data["seat"], size))
    # A change's private messages are padded to what its public messages decide; one sent
    # again (a reveal ending, a reconnection) to what the snapshot alone decides, whose `now`
    # may have a digit more or less. Never to what the seat's own view holds.
    for seq, sent in privates.items():
        if seq not in public_len:
            continue
        first: dict[int, int] = {}
        for seat, size in sent:
            first.setdefault(seat, size)
        assert len(set(first.values())) == 1, f"seq {seq}: seats' messages differ: {first}"
        allowed = {crypto.pad_target(public_len[seq])}
        allowed |= {crypto.pad_target(snap_len[seq] + d) for d in range(-8, 9)}
        for seat, size in sent:
            assert size in allowed, (
                f"seat {seat}'s private message of seq {seq} outgrew its padding ({size} "
                f"bytes for {public_len[seq]} public): its length follows what it hides"
            )
            out.counts["private_length"] += 1
    out.events = dict(events)
    by_seq = {e.seq: e for e in log}
    for seq, snap in sorted(out.public.items()):
        rec = recorder.changes.get(seq)
        if snap["game"] is None or rec is None:
            continue
        players = int(snap["game"]["players"])
        observers = list(range(players)) if every_seat else [seq % max(1, players)]
        _check_public(ruleset, rec, snap, observers, rng)
        out.counts["public_resampled"] += 1
        assert events[seq] == rec.events, f"seq {seq}: the spy's events are not the host's"
        for event in events[seq]:
            check_no_identity(event, f"event {event.get('type')}")
        before = recorder.changes.get(seq - 1)
        entry = by_seq.get(seq)
        if before is not None and entry is not None and entry.data["kind"] == "action":
            out.counts["events_resampled"] += _check_events(
                ruleset, before, entry, snap, rec.events, observers, rng
            )
    return out


def _check_public(
    ruleset: Ruleset[Any, Any],
    rec: Recorded,
    snap: JSON,
    observers: list[int],
    rng: random.Random,
) -> None:
    state = ruleset.state_from_json(rec.state)
    now = snap["now"]
    shown = dump(snap["game"])
    assert dump(ruleset.public_view(state, now)) == shown, "a snapshot is not the public view"
    check_no_identity(snap["game"], "public view")
    for seat in observers:
        other = ruleset.resample(state, seat, rng)
        assert dump(ruleset.public_view(other, now)) == shown, (
            f"seq {snap['seq']}: the public view changes when what seat {seat} cannot know is "
            "drawn again"
        )


def _check_events(
    ruleset: Ruleset[Any, Any],
    before: Recorded,
    entry: Entry,
    snap: JSON,
    published: list[JSON],
    observers: list[int],
    rng: random.Random,
) -> int:
    """The same action on re-deals of the state before it: where the public view after is the
    same, so are the public events. Returns how many re-deals compared."""
    state = ruleset.state_from_json(before.state)
    seat, action = entry.data["seat"], entry.data["action"]
    game_events = [e for e in published if e["type"] not in HOST_EVENTS]
    shown = dump(snap["game"])
    compared = 0
    for observer in observers:
        other = ruleset.resample(state, observer, rng)
        try:
            made = ruleset.apply(other, seat, ruleset.parse_action(action), entry.t)
        except IllegalAction:
            continue  # legal only where the hidden cards lie as they did
        if dump(ruleset.public_view(other, snap["now"])) != shown:
            continue
        assert dump([e.view(None) for e in made]) == dump(game_events), (
            f"seq {entry.seq}: public events depend on what seat {observer} cannot know"
        )
        compared += 1
    return compared
