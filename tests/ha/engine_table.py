"""A real engine game behind the fake host, for the game modules' tests: the engine's public
view goes into the table's snapshot, its public events onto the events topic and each human
seat's own view into that seat's private messages, as the real host publishes them. The moves
are seeded random ones (any seat due, a throw-in now and then, the host's timeouts).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from homeassistant.core import Context, Event, HomeAssistant, callback

from custom_components.duck_down.const import DOMAIN
from duckdown.engine import HOST, OWNER, get_ruleset

from .fake_host import FakeHost

A = Context(user_id="user-a")
B = Context(user_id="user-b")

#: Home Assistant's own attributes of an entity, not the integration's
HA_ATTRIBUTES = frozenset(
    {
        "friendly_name",
        "icon",
        "device_class",
        "options",
        "event_types",
        "event_type",
        "unit_of_measurement",
    }
)


class EngineTable:
    """One table of `game`: Anna (user-a) in seat 0, Ben (user-b) in seat 1, bots after."""

    def __init__(
        self,
        hass: HomeAssistant,
        host: FakeHost,
        game: str,
        players: int,
        seed: int,
        tid: str | None = None,
        name: str = "Den",
    ) -> None:
        """`tid`: a table already made (by `create_table`, so Home Assistant owns it)."""
        self.hass, self.host, self.game = hass, host, game
        self.rules = get_ruleset(game)
        self.players = players
        self.rng = random.Random(seed)
        self.other_worlds = random.Random(seed + 1)  # resampling leaves the moves as they are
        self.state = self.rules.new_game(self.rules.parse_config({}), players, seed, now=0)
        self.now = 0
        self.tid = tid or host.add_table(name, max_seats=players, ruleset=game)
        self.event_entity = f"event.{name.lower().replace(' ', '_')}_game"
        self.fired: list[tuple[str, dict[str, Any]]] = []  # (event_type, attributes)

    async def seat_everyone(self) -> None:
        """The lobby: the table appears, Anna and Ben join from Home Assistant, bots sit."""
        self.host.publish_table(self.tid)
        await self.hass.async_block_till_done()
        for context, name in ((A, "Anna"), (B, "Ben")):
            await self.hass.services.async_call(
                DOMAIN, "join", {"table_id": self.tid, "name": name}, blocking=True, context=context
            )
        for seat in range(2, self.players):
            self.host.tables[self.tid]["seats"][seat] = {
                "name": f"Bot {seat}",
                "kind": "bot",
                "bot": "easy",
            }
        self.host.change(self.tid)
        await self.hass.async_block_till_done()
        self.hass.bus.async_listen("state_changed", self._record)

    @callback
    def _record(self, event: Event) -> None:
        new = event.data.get("new_state")
        kind = new.attributes.get("event_type") if new is not None else None
        if event.data["entity_id"] == self.event_entity and kind is not None:
            self.fired.append((kind, dict(new.attributes)))

    @property
    def over(self) -> bool:
        return bool(self.rules.is_over(self.state))

    def public(self) -> dict[str, Any]:
        return dict(self.rules.public_view(self.state, self.now))

    def seat_views(self, state: Any = None) -> dict[int, dict[str, Any]]:
        """The views of the seats Home Assistant holds (0 and 1)."""
        return {s: self.rules.seat_view(state or self.state, s, self.now) for s in (0, 1)}

    async def publish(self, events: list[Any]) -> list[dict[str, Any]]:
        """Publish the state as the host does after a change; return the public events."""
        public_events = [e.view(None) for e in events]
        self.host.tables[self.tid]["views"] = self.seat_views()
        self.fired.clear()
        self.host.change(
            self.tid,
            status="over" if self.over else "playing",
            game=self.public(),
            events=public_events,
        )
        await self.hass.async_block_till_done()
        return public_events

    async def start(self) -> list[dict[str, Any]]:
        return await self.publish(list(self.rules.opening_events(self.state)))

    def step(self) -> list[Any]:
        """One seeded random move, or the host's timeout (the owner's deal without one)."""
        rules, state = self.rules, self.state
        due = list(rules.seats_to_act(state))
        may = [s for s in rules.may_act(state) if self.rng.random() < 0.2]
        self.now += 100
        if due or may:
            seat = self.rng.choice(due + may)
            action = self.rng.choice(list(rules.legal_actions(state, seat)))
            return list(rules.apply(state, seat, action, self.now))
        deadline = rules.deadline(state)
        if deadline is None:
            return list(rules.apply(state, OWNER, rules.legal_actions(state, OWNER)[0], self.now))
        self.now = max(self.now, deadline)
        return list(rules.apply(state, HOST, rules.parse_action({"type": "timeout"}), self.now))

    def resampled(self) -> dict[int, dict[str, Any]] | None:
        """Other private views of the same public moment: a world in which what a bot's seat
        does not know was dealt again (Anna's and Ben's hidden cards with it). None when it
        leaves both of their views as they are."""
        if self.players < 3:
            alt = self.rules.resample(self.state, 0, self.other_worlds)  # what Anna doesn't know
        else:
            alt = self.rules.resample(self.state, 2, self.other_worlds)
        assert self.rules.public_view(alt, self.now) == self.public()
        views = self.seat_views(alt)
        return views if views != self.seat_views() else None

    def name(self, seat: int) -> str:
        return "Anna" if seat == 0 else "Ben" if seat == 1 else f"Bot {seat}"

    def user(self, seat: int) -> str | None:
        return {0: "user-a", 1: "user-b"}.get(seat)


def table_states(hass: HomeAssistant, prefix: str = "den_") -> dict[str, Any]:
    """Every state and attribute of the table's entities (the event's time stamp left out)."""
    out: dict[str, Any] = {}
    for state in hass.states.async_all():
        if state.entity_id.split(".", 1)[1].startswith(prefix):
            value = None if state.domain == "event" else state.state
            out[state.entity_id] = (value, dict(state.attributes))
    return out


def dump(hass: HomeAssistant) -> str:
    """All states and attributes of the integration's entities, as JSON text."""
    return json.dumps(table_states(hass), default=str, ensure_ascii=False)


async def assert_hidden_views_change_nothing(table: EngineTable) -> bool:
    """Publish the same public snapshot with other private views of Anna's and Ben's seats:
    no state or attribute may change. True if the views did differ (the check meant
    something)."""
    views = table.resampled()
    if views is None:
        return False
    before = table_states(table.hass)
    table.host.tables[table.tid]["views"] = views
    table.host.change(table.tid)
    await table.hass.async_block_till_done()
    hub = table.hass.config_entries.async_entries(DOMAIN)[0].runtime_data.hub
    assert hub.views[(table.tid, 1)].view == views[1]  # the other world did arrive
    assert table_states(table.hass) == before
    return True


def untranslated(
    hass: HomeAssistant, translations: Callable[[str], dict[str, Any]]
) -> set[tuple[str, str, str]]:
    """(language, translation key, attribute) of every attribute shown without a name."""
    from homeassistant.helpers import entity_registry as er

    missing: set[tuple[str, str, str]] = set()
    registry = er.async_get(hass)
    for state in hass.states.async_all():
        entry = registry.async_get(state.entity_id)
        if entry is None or entry.platform != DOMAIN or not entry.translation_key:
            continue
        for lang in ("en", "de", "nl"):
            entity = translations(lang)["entity"][state.domain][entry.translation_key]
            named = entity.get("state_attributes", {})
            for key in set(state.attributes) - HA_ATTRIBUTES:
                if not named.get(key, {}).get("name"):
                    missing.add((lang, entry.translation_key, key))
    return missing
