"""A wall tablet's card in table mode keeps following its table when the integration is
reloaded (Settings > Devices & services > Duck Down > Reload, or a reconfigure): no "host is
offline" banner once the host is back, and the table's changes still show, without a page
refresh. Real Home Assistant, real host, real broker, Debian's Chromium."""

from __future__ import annotations

from typing import Any

from .harness import TABLET, HAUser, HomeAssistant, wait_until
from .test_card_game import CARD, open_card, ws_tables

WALL = "duck-reload"

#: What the wall tablet shows: the table's status, its bots, and the card's warning, if any.
SHOWN_JS = """
(card) => {
  const el = card.tableElement;
  const t = el && el.uiState ? el.uiState.table : null;
  const warning = card.shadowRoot ? card.shadowRoot.querySelector(".warning") : null;
  return {
    status: t ? t.status : null,
    bots: t ? t.seats.filter((s) => s.kind === "bot").length : -1,
    warning: warning ? warning.textContent.trim() : "",
  };
}
"""


def wait_shown(page: Any, predicate_js: str, timeout: float = 30_000) -> None:
    """Wait until `predicate_js` (over `shown`, the SHOWN_JS result) holds in the card."""
    page.wait_for_function(
        f"""() => {{
          const card = (function find(root) {{
            const c = root.querySelector("{CARD}");
            if (c) return c;
            for (const e of root.querySelectorAll("*")) if (e.shadowRoot) {{
              const f = find(e.shadowRoot); if (f) return f; }}
            return null; }})(document);
          if (!card || !card.tableElement) return false;
          const shown = ({SHOWN_JS})(card);
          return !!({predicate_js});
        }}""",
        timeout=timeout,
        polling=50,
    )


def action(ha: HomeAssistant, user: HAUser, service: str, **data: Any) -> Any:
    with ha.websocket(user.token) as ws:
        return ws.call(
            "call_service",
            domain="duck_down",
            service=service,
            service_data=data,
            return_response=service == "create_table",
        )


def test_wall_tablet_follows_its_table_through_a_reload(
    stack: HomeAssistant, users: dict[str, HAUser], browser: Any
) -> None:
    ha, owner, carl = stack, users["owner"], users["carl"]
    created = action(ha, owner, "create_table", name="Reload table")
    tid = created["response"]["table_id"]
    table = wait_until(
        lambda: next((t for t in ws_tables(ha, owner)["tables"] if t["table_id"] == tid), None),
        what="the new table in the card's data",
    )
    ha.save_dashboard(
        owner.token,
        WALL,
        "Duck Down reload",
        {
            "title": "Reload",
            "views": [
                {
                    "title": "Wall",
                    "path": "wall",
                    "panel": True,
                    "cards": [
                        {"type": f"custom:{CARD}", "mode": "table", "table": table["device_id"]}
                    ],
                }
            ],
        },
    )
    page = open_card(browser, ha, carl, "wall", WALL, viewport=TABLET, color_scheme="light")
    try:
        wait_shown(page, "shown.status === 'lobby' && shown.bots === 0 && !shown.warning")

        entry = ha.config_entries(owner.token, "duck_down")[0]
        ha.rest_ok(
            "POST",
            f"/api/config/config_entries/entry/{entry['entry_id']}/reload",
            token=owner.token,
        )
        ha.wait_entry_loaded(owner.token, "duck_down")
        # the new hub has the table again once the broker replays its retained snapshot
        wait_until(
            lambda: any(
                t["table_id"] == tid and t["available"] for t in ws_tables(ha, owner)["tables"]
            ),
            what="the table back after the reload",
        )

        # the table changes after the reload: the tablet shows it, with no offline banner
        action(ha, owner, "add_bot", table_id=tid, level="easy")
        wait_shown(page, "shown.bots === 1 && !shown.warning")
        action(ha, owner, "add_bot", table_id=tid, level="random")
        wait_shown(page, "shown.bots === 2 && !shown.warning")
        assert page.locator(CARD).first.evaluate(SHOWN_JS)["status"] == "lobby"
    finally:
        page.context.close()
        action(ha, owner, "delete_table", table_id=tid)
