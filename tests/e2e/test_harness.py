"""The harness itself: a real Home Assistant, onboarded, with users who log in through a real
browser. If this fails, no other end-to-end test can say anything."""

from __future__ import annotations

from typing import Any

from .harness import HASS_USER_JS, PHONE, HAUser, HomeAssistant, new_context


def test_home_assistant_is_onboarded_with_mqtt(ha: HomeAssistant, users: dict[str, HAUser]) -> None:
    owner = users["owner"]
    status, body = ha.rest("GET", "/api/onboarding")
    assert status == 200
    assert all(step["done"] for step in body), body
    entries = ha.config_entries(owner.token, "mqtt")
    assert [e["state"] for e in entries] == ["loaded"]
    # Every person has a distinct HA user and their own working token.
    ids = set()
    for key in ("owner", "anna", "ben", "carl"):
        with ha.websocket(users[key].token) as ws:
            me = ws.call("auth/current_user")
        assert me["name"] == users[key].name
        ids.add(me["id"])
    assert len(ids) == 4
    assert ha.started_in is not None and ha.started_in < 120


def test_two_users_are_logged_in_in_two_browser_contexts(
    ha: HomeAssistant, users: dict[str, HAUser], browser: Any
) -> None:
    seen = {}
    for key in ("anna", "ben"):
        ctx = new_context(browser, ha, users[key], viewport=PHONE)
        try:
            page = ctx.new_page()
            page.goto(f"{ha.url}/lovelace/0")
            page.wait_for_function(f"({HASS_USER_JS})() !== null", timeout=60_000)
            seen[key] = page.evaluate(HASS_USER_JS)
            # The dashboard itself renders (a Lovelace view inside HA's shadow roots).
            page.locator("hui-view, hui-sections-view, hui-masonry-view").first.wait_for(
                state="attached", timeout=60_000
            )
            assert "/auth/authorize" not in page.url
        finally:
            ctx.close()
    assert seen == {"anna": "Anna", "ben": "Ben"}
