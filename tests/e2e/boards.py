"""What the game tests through the card share: a table made and cleaned up for one test, its
board's state read from the card, and the table's Home Assistant entities and events as a
real Home Assistant shows them (REST states, the event entity's changes over the WebSocket).
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from .harness import HAUser, HAWebSocket, HomeAssistant, wait_until
from .test_card_game import CARD, ws_tables
from .test_card_reload import action

#: Finds the card through every shadow root; `STATE` then reads the board from it.
FIND_CARD = f"""(function find(root) {{
  const c = root.querySelector("{CARD}");
  if (c) return c;
  for (const e of root.querySelectorAll("*")) if (e.shadowRoot) {{
    const f = find(e.shadowRoot); if (f) return f; }}
  return null; }})(document)"""

#: The card's own view of the game: the caller's seat view (`mine`) or the public one.
STATE = """
(card) => {
  const el = card.tableElement;
  const s = el && el.uiState;
  const m = s && s.mine;
  const v = m || (s && s.pub);
  return {
    seatSeq: card.seatSeq,
    mode: card.mode,
    seat: m ? m.seat : null,
    hasMine: !!m,
    legal: m ? m.legal : [],
    tableStatus: s && s.table ? s.table.status : null,
    taken: s && s.table ? s.table.seats.filter((x) => x.kind !== "empty").length : 0,
    error: card._error ? card._error.code : null,
    view: v || null,
  };
}
"""


def board(page: Any) -> dict[str, Any]:
    """The card's state (see STATE) in `page`."""
    return dict(page.locator(CARD).first.evaluate(STATE))


def wait_board(page: Any, predicate_js: str, timeout: float = 30_000) -> None:
    """Wait until `predicate_js`, a JS expression over `st` (the STATE result), holds."""
    page.wait_for_function(
        f"""() => {{
          const card = {FIND_CARD};
          if (!card || !card.tableElement) return false;
          const st = ({STATE})(card);
          const v = st.view || {{}};
          return !!({predicate_js});
        }}""",
        timeout=timeout,
        polling=50,
    )


def holds(page: Any, predicate_js: str) -> bool:
    """Whether `predicate_js` (as for `wait_board`) holds now."""
    return bool(
        page.evaluate(
            f"""() => {{
              const card = {FIND_CARD};
              if (!card || !card.tableElement) return false;
              const st = ({STATE})(card);
              const v = st.view || {{}};
              return !!({predicate_js});
            }}"""
        )
    )


def tables(ha: HomeAssistant, user: HAUser) -> list[dict[str, Any]]:
    """The card's public data of every table, for `user`."""
    return list(ws_tables(ha, user)["tables"])


def table_of(ha: HomeAssistant, user: HAUser, table_id: str) -> dict[str, Any] | None:
    """The card's public data of one table, for `user`."""
    return next((t for t in tables(ha, user) if t["table_id"] == table_id), None)


def seat_name(ha: HomeAssistant, user: HAUser, table_id: str, seat: int) -> str:
    """The name a seat's player has at the table."""
    table = table_of(ha, user, table_id)
    assert table is not None, table_id
    return str(next(s["name"] for s in table["seats"] if s["seat"] == seat))


def taken_seats(ha: HomeAssistant, user: HAUser, table_id: str) -> int:
    table = table_of(ha, user, table_id)
    return len([s for s in table["seats"] if s["kind"] != "empty"]) if table else 0


def clear_tables(ha: HomeAssistant, people: list[HAUser]) -> None:
    """Delete the tables these people own, left by the tests before: a card in `hand` mode
    shows a seat its user holds, and this test's players start in the lobby."""
    for person in people:
        for table in tables(ha, person):
            if table["owner"]:
                action(ha, person, "delete_table", table_id=table["table_id"])
    wait_until(
        lambda: all(t["your_seat"] is None for p in people for t in tables(ha, p)),
        what="no seat left at an old table",
    )


@contextmanager
def deleted_after(ha: HomeAssistant, owner: HAUser, made: list[str]) -> Iterator[None]:
    """Delete the test's tables at its end, whatever happened: the other card tests of the
    session expect only their own tables."""
    try:
        yield
    finally:
        for tid in made:
            if table_of(ha, owner, tid) is not None:
                action(ha, owner, "delete_table", table_id=tid)


def table_entities(ha: HomeAssistant, user: HAUser, table_id: str) -> dict[str, dict[str, Any]]:
    """The table's entities as Home Assistant shows them: `{key: state}` by the entity's
    key (`phase`, `turn`...), found by its device through the entity registry."""
    table = table_of(ha, user, table_id)
    assert table is not None and table["device_id"], table
    with ha.websocket(user.token) as ws:
        registry = ws.call("config/entity_registry/list")
    ids = {e["entity_id"]: e for e in registry if e.get("device_id") == table["device_id"]}
    out: dict[str, dict[str, Any]] = {}
    for state in ha.states(user.token):
        entry = ids.get(state["entity_id"])
        if entry is not None:
            out[entry["unique_id"].rsplit(f"{table_id}_", 1)[-1]] = state
    return out


def text_of_states(ha: HomeAssistant, user: HAUser) -> str:
    """Every state and attribute of every Duck Down entity, as one text to search."""
    return json.dumps(
        [s for s in ha.states(user.token) if "duck_down" in json.dumps(s)], ensure_ascii=False
    )


class EventLog:
    """The table's game events as Home Assistant fires them: each change of its event entity,
    read from `state_changed` on the WebSocket, as `(event_type, attributes)`."""

    def __init__(self, ha: HomeAssistant, user: HAUser, table_id: str) -> None:
        self.table_id = table_id
        self.events: list[tuple[str, dict[str, Any]]] = []
        self._lock = threading.Lock()
        self._ws: HAWebSocket = ha.websocket(user.token)

    def __enter__(self) -> EventLog:
        self._ws.__enter__()
        self._ws.subscribe("subscribe_events", self._on_event, event_type="state_changed")
        return self

    def __exit__(self, *exc: object) -> None:
        self._ws.close()

    def _on_event(self, event: dict[str, Any]) -> None:
        data = event.get("data") or {}
        new = data.get("new_state") or {}
        attrs = new.get("attributes") or {}
        if (
            str(data.get("entity_id", "")).startswith("event.")
            and attrs.get("table_id") == self.table_id
            and attrs.get("event_type")
        ):
            with self._lock:
                self.events.append((attrs["event_type"], dict(attrs)))

    def kinds(self) -> list[str]:
        with self._lock:
            return [kind for kind, _ in self.events]

    def of(self, kind: str) -> list[dict[str, Any]]:
        with self._lock:
            return [attrs for k, attrs in self.events if k == kind]

    def wait_for(self, kind: str, timeout: float = 30.0) -> dict[str, Any]:
        return wait_until(lambda: (self.of(kind) or [None])[-1], timeout=timeout, what=kind)


def slot_button(name: str) -> re.Pattern[str]:
    """A place in a row, by its label's start (`Your card`, `Ben, card`)."""
    return re.compile(rf"^{re.escape(name)} \d+:")
