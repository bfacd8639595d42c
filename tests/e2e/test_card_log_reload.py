"""The card's game log survives a reload: Anna's phone (hand mode) and a wall tablet (table
mode, a watcher) follow a game of Duck Down in which a few moves are played; after a page reload
each log shows the same lines as before (Anna's with her own draws, the wall's public ones), no
frame ever shows "Nothing has happened yet.", and the next move adds its line once; moves made
while HA's connection is down are all in the log once it is back. Real Home
Assistant, real host, real broker, Debian's Chromium."""

from __future__ import annotations

import json
from typing import Any

from .harness import PHONE, TABLET, HAUser, HomeAssistant, wait_until
from .test_card_game import CARD, open_card, ws_tables
from .test_card_reload import action

DASHBOARD = "duck-log"
NO_LOG = "Nothing has happened yet."

#: The card's log as <duck-down-table> shows it: its lines (newest first) and how many events
#: it has folded in.
LOG_JS = """
(card) => {
  const el = card.tableElement;
  const s = el && el.uiState;
  const root = el && el.shadowRoot;
  const panel = root && root.querySelector(".log-panel");
  return {
    count: s ? s.logCount : -1,
    lines: panel ? [...panel.querySelectorAll(".log li")].map((li) => li.textContent.trim()) : [],
    empty: !!(panel && panel.textContent.includes(__NO_LOG__)),
  };
}
""".replace("__NO_LOG__", json.dumps(NO_LOG))

#: Before every frame of every page load: count the frames whose log says it is empty.
WATCH_JS = """
(() => {
  window.__ddEmptyFrames = 0;
  let card = null;
  const find = (root) => {
    const c = root.querySelector("__CARD__");
    if (c) return c;
    for (const e of root.querySelectorAll("*")) if (e.shadowRoot) {
      const f = find(e.shadowRoot); if (f) return f; }
    return null;
  };
  const frame = () => {
    if (!card || !card.isConnected) card = find(document);
    const root = card && card.tableElement && card.tableElement.shadowRoot;
    const panel = root && root.querySelector(".log-panel");
    if (panel && panel.textContent.includes(__NO_LOG__)) window.__ddEmptyFrames++;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();
""".replace("__CARD__", CARD).replace("__NO_LOG__", json.dumps(NO_LOG))


HASS_JS = "document.querySelector('home-assistant').hass"

#: Close HA's WebSocket and keep it closed until `window.__ddResume()` (the library's own
#: suspend, as when a phone's screen goes off).
SUSPEND_JS = (
    "() => { const c = " + HASS_JS + ".connection;"
    " c.suspendReconnectUntil(new Promise((r) => (window.__ddResume = r))); c.suspend(); }"
)


def log_of(page: Any) -> dict[str, Any]:
    return page.locator(CARD).first.evaluate(LOG_JS)


def wait_log(page: Any, count: int, timeout: float = 30.0) -> dict[str, Any]:
    """The card's log once it holds `count` events (and shows lines for them)."""
    return wait_until(
        lambda: (got := log_of(page))["count"] == count and got["lines"] and got,
        timeout,
        what=f"a log of {count} events",
    )


def history_count(ha: HomeAssistant, user: HAUser, tid: str) -> int:
    with ha.websocket(user.token) as ws:
        return len(ws.call("duck_down/history", table_id=tid)["events"])


def play_one(ha: HomeAssistant, user: HAUser, tid: str) -> str | None:
    """One legal move of the user's seat with no swap or peek; returns its type."""
    with ha.websocket(user.token) as ws:
        mine = ws.call(
            "call_service",
            domain="duck_down",
            service="my_view",
            service_data={"table_id": tid},
            return_response=True,
        )["response"]
        legal = (mine.get("view") or {}).get("legal") or []
        move: dict[str, Any] | None = None
        for kind in ("ready", "draw"):
            if kind in legal and move is None:
                move = {"type": kind}
        if move is None and "replace" in legal:
            move = {"type": "replace", "slot": 0}
        if move is None and "throw" in legal:
            move = {"type": "throw"}
        if move is None:
            return None
        ws.call("duck_down/play", table_id=tid, action=move)
        return str(move["type"])


def settled(ha: HomeAssistant, user: HAUser, tid: str, seq: int) -> bool:
    return any(
        t["table_id"] == tid and (t["seq"] or 0) > seq for t in ws_tables(ha, user)["tables"]
    )


def test_the_cards_log_is_the_same_after_a_reload(
    stack: HomeAssistant, users: dict[str, HAUser], browser: Any
) -> None:
    ha, anna, ben, carl = stack, users["anna"], users["ben"], users["carl"]
    created = action(ha, anna, "create_table", name="Log table")
    tid = created["response"]["table_id"]
    pages: list[Any] = []
    try:
        for who in (anna, ben):
            action(ha, who, "join", table_id=tid)
        device = wait_until(
            lambda: next(
                (t["device_id"] for t in ws_tables(ha, anna)["tables"] if t["table_id"] == tid),
                None,
            ),
            what="the table's device",
        )
        ha.save_dashboard(
            users["owner"].token,
            DASHBOARD,
            "Duck Down log",
            {
                "title": "Log",
                "views": [
                    {
                        "title": "Hand",
                        "path": "hand",
                        "panel": True,
                        "cards": [{"type": f"custom:{CARD}", "mode": "hand", "table": device}],
                    },
                    {
                        "title": "Wall",
                        "path": "wall",
                        "panel": True,
                        "cards": [{"type": f"custom:{CARD}", "mode": "table", "table": device}],
                    },
                ],
            },
        )
        action(ha, anna, "start", table_id=tid)

        # a few moves each (both ready, then draws and throws or replaces)
        draws = {anna.username: 0, ben.username: 0}
        while min(draws.values()) < 2:
            moved = False
            for who in (anna, ben):
                seq = max(
                    t["seq"] or 0 for t in ws_tables(ha, who)["tables"] if t["table_id"] == tid
                )
                kind = play_one(ha, who, tid)
                if kind is None:
                    continue
                moved = True
                draws[who.username] += kind == "draw"
                wait_until(lambda s=seq, w=who: settled(ha, w, tid, s), what=f"{kind} played")
            assert moved, "nobody could move"
        mine_n, public_n = history_count(ha, anna, tid), history_count(ha, carl, tid)
        assert mine_n == public_n and mine_n > 8

        phone = open_card(browser, ha, anna, "hand", DASHBOARD, viewport=PHONE)
        wall = open_card(browser, ha, carl, "wall", DASHBOARD, viewport=TABLET)
        pages += [phone, wall]
        before = {"phone": wait_log(phone, mine_n), "wall": wait_log(wall, public_n)}
        # Anna's log names her own draws, the wall's never does: they are not the same lines
        assert before["phone"]["lines"] != before["wall"]["lines"]

        for name, page in (("phone", phone), ("wall", wall)):
            page.context.add_init_script(script=WATCH_JS)
            page.reload()
            after = wait_log(page, before[name]["count"], 60.0)
            assert after["lines"] == before[name]["lines"], name
            assert not after["empty"]
            assert page.evaluate("() => window.__ddEmptyFrames") == 0, name

        # the next move after the reload adds its events once, on top of the same lines
        seq = max(t["seq"] or 0 for t in ws_tables(ha, anna)["tables"] if t["table_id"] == tid)
        kinds = [play_one(ha, who, tid) for who in (anna, ben)]
        assert any(kinds), kinds
        wait_until(lambda: settled(ha, anna, tid, seq), what="one more move")
        grown = history_count(ha, anna, tid)
        assert grown > mine_n
        for name, page in (("phone", phone), ("wall", wall)):
            now = wait_log(page, grown)
            old = before[name]["lines"]
            assert now["lines"][len(now["lines"]) - len(old) :] == old, name
            assert page.evaluate("() => window.__ddEmptyFrames") == 0, name

        # HA's connection drops (suspended until the test lets it come back) while several
        # changes happen: back online, the log holds them all (HA 2025.4 builds the dashboard's
        # cards anew on a reconnect, and a new card starts from the history; a card kept
        # across one asks for it again when `hass.connected` comes back)
        for page in (phone, wall):
            page.evaluate(SUSPEND_JS)
            page.wait_for_function(f"() => {HASS_JS}.connected === false", timeout=30_000)
        for _ in range(2):
            seq = max(t["seq"] or 0 for t in ws_tables(ha, anna)["tables"] if t["table_id"] == tid)
            assert any([play_one(ha, who, tid) for who in (anna, ben)])
            wait_until(lambda s=seq: settled(ha, anna, tid, s), what="a move while offline")
        offline = history_count(ha, anna, tid)
        assert offline >= grown + 2
        for name, page in (("phone", phone), ("wall", wall)):
            assert log_of(page)["count"] == grown, name  # nothing came while it was offline
            page.evaluate("() => window.__ddResume()")
            now = wait_log(page, offline)
            assert now["lines"][len(now["lines"]) - len(old) :] == before[name]["lines"], name
    finally:
        for page in pages:
            page.context.close()
        action(ha, anna, "delete_table", table_id=tid)
