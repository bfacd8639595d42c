"""The <duck-down-table> component alone, fed fixed views (no host needed).

Renders every scene at phone and tablet size in light and dark, checks that face-down cards
carry nothing that identifies them, that actions come out as events, and saves screenshots.
The component comes from the card's bundle (it holds <duck-down-table> once), served with its
chunks from a fake origin, so each game's board loads lazily as it does in Home Assistant.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Page, Route

from tests.browser.browser_scenes import SEATS, TABLE, scenes
from tests.browser.browser_support import PHONE, ROOT, TABLET

BUNDLE_DIR = ROOT / "custom_components" / "duck_down" / "frontend"
ORIGIN = "http://component.test"

SHELL = """<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1">
<style>html,body{margin:0;background:#fbf5e6}@media (prefers-color-scheme: dark){html,body{background:#141a19}}</style>
<script type="module" src="/duck-down-card.js?v=test"></script>
</head><body><duck-down-table language="en"></duck-down-table></body></html>"""


@pytest.fixture(autouse=True)
def bundle_server(page: Page) -> list[str]:
    """Serves the test page and the card's bundle files; returns the paths asked for."""
    asked: list[str] = []

    def handle(route: Route) -> None:
        path = urlparse(route.request.url).path.lstrip("/")
        asked.append(path)
        if path == "":
            route.fulfill(body=SHELL, content_type="text/html")
            return
        file = BUNDLE_DIR / path
        if file.parent == BUNDLE_DIR and file.is_file():
            route.fulfill(body=file.read_bytes(), content_type="text/javascript")
        else:
            route.fulfill(status=404, body="not found")

    page.route(f"{ORIGIN}/**", handle)
    return asked


def mount(page: Page, props: dict[str, Any]) -> None:
    page.goto(f"{ORIGIN}/")
    page.wait_for_function("customElements.get('duck-down-table') !== undefined")
    page.evaluate(
        """async (props) => {
            const el = document.querySelector('duck-down-table');
            window.__actions = [];
            el.addEventListener('duck-down-action', (e) => window.__actions.push(e.detail));
            el.addEventListener('duck-down-lobby', (e) => window.__actions.push(e.detail));
            el.sound = false;
            for (const [k, v] of Object.entries(props)) el[k] = v;
            await el.updateComplete;
            await el.boardReady;  // the table's game: its board is a chunk, loaded now
            return el.updateComplete;
        }""",
        props,
    )


def shadow_html(page: Page) -> str:
    return page.evaluate("document.querySelector('duck-down-table').shadowRoot.innerHTML")


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", ["phone", "tablet"])
def test_scenes_render(page: Page, shots_dir: Path, size: str, scheme: str) -> None:
    page.set_viewport_size(PHONE if size == "phone" else TABLET)
    page.emulate_media(color_scheme=scheme, reduced_motion="reduce")
    for name, props in scenes().items():
        mount(page, props)
        page.screenshot(
            path=str(shots_dir / f"component-{name}-{size}-{scheme}.png"), full_page=True
        )


def test_face_down_cards_carry_no_identity(page: Page) -> None:
    page.set_viewport_size(PHONE)
    mount(page, scenes()["swap"])
    info = page.evaluate(
        """() => {
            const root = document.querySelector('duck-down-table').shadowRoot;
            const backs = [...root.querySelectorAll('.card.back')];
            return backs.map((b) => ({
                attrs: [...b.attributes].map((a) => a.name),
                parentAttrs: [...b.parentElement.attributes].map((a) => a.name),
                text: b.textContent.trim(),
            }));
        }"""
    )
    assert len(info) >= 12
    for card in info:
        assert sorted(card["attrs"]) == ["aria-hidden", "class"], card
        assert card["text"] == ""
        assert not [a for a in card["parentAttrs"] if a.startswith("data-") or a == "id"], card
    html = shadow_html(page)
    assert "data-card" not in html
    assert ' id="' not in html.split("<aside")[0].split('class="felt"')[1].split("</section>")[0]


def test_swap_by_tapping_two_slots(page: Page) -> None:
    page.set_viewport_size(PHONE)
    mount(page, scenes()["swap"])
    page.get_by_role("button", name="Your card 2: face down").click()
    page.get_by_role("button", name="Oma, card 4: face down").click()
    assert page.evaluate("window.__actions") == [
        {"type": "swap", "slot": 1, "other_seat": 2, "other_slot": 3}
    ]


def test_draw_and_call_with_confirmation(page: Page) -> None:
    page.set_viewport_size(PHONE)
    mount(page, scenes()["start"])
    page.get_by_role("button", name="Draw", exact=True).first.click()
    page.get_by_role("button", name="Draw", exact=True).first.click()  # a double tap sends once
    assert page.evaluate("window.__actions") == [{"type": "draw"}]
    # the host answers with a new view (here: the same one again)
    page.evaluate(
        "(() => { const el = document.querySelector('duck-down-table'); el.seatView = {...el.seatView}; })()"
    )
    page.get_by_role("button", name="Duck Down!").click()
    assert page.evaluate("window.__actions") == [{"type": "draw"}]
    page.get_by_role("button", name="Yes, Duck Down!").click()
    assert page.evaluate("window.__actions") == [{"type": "draw"}, {"type": "call"}]


def test_ready_in_the_opening_look(page: Page) -> None:
    mount(page, scenes()["peek"])
    html = shadow_html(page)
    assert "Look at your two outer cards" in html
    page.get_by_role("button", name="✓ Ready").click()
    assert page.evaluate("window.__actions") == [{"type": "ready"}]


def test_lobby_commands(page: Page) -> None:
    mount(page, scenes()["lobby"])
    page.get_by_label("Your name").fill("Cleo")
    page.get_by_role("button", name="Join").first.click()
    page.get_by_label("Table name").fill("Garden")
    page.get_by_label("Time per move (s)").fill("30")
    page.get_by_label("Time per move (s)").blur()
    page.get_by_label("Easy memory: cards you know stay face up").check()
    page.get_by_role("button", name="Create table").click()
    acts = page.evaluate("window.__actions")
    assert acts[0] == {"command": "join", "table": "t-kitchen", "name": "Cleo"}
    assert acts[1] == {
        "command": "create",
        "name": "Cleo",
        "tableName": "Garden",
        "ruleset": "duck_down",
        "options": {"peek_time": 10, "turn_time": 30, "call_penalty": 0, "keep_known": True},
    }


def test_waiting_room_owner(page: Page) -> None:
    mount(page, {**scenes()["waiting"], "botLevels": ["easy", "medium", "hard"]})
    page.get_by_label("Bot level").select_option("hard")
    page.get_by_role("button", name="Add bot").click()
    page.get_by_label("Rounds").select_option("3")
    page.get_by_role("button", name="Start game").click()
    assert page.evaluate("window.__actions") == [
        {"command": "add_bot", "level": "hard"},
        {"command": "start", "rounds": 3},
    ]


def test_owner_lets_a_bot_play_for_an_absent_player(page: Page) -> None:
    levels = {"botLevels": ["easy", "medium", "hard"]}
    mount(page, {**scenes()["start"], **levels})
    leo = page.get_by_role("listitem", name="Leo")  # absent, not bot-played
    ben = page.get_by_role("listitem", name="Ben")  # here
    oma = page.get_by_role("listitem", name="Oma")  # a bot's own seat
    let_bot = {"name": "Let a bot play", "exact": True}
    # a bot's own seat wears the robot, a person their initial ("Bot 3" and "Ben" both start B)
    assert oma.locator(".avatar svg").count() == 1
    assert leo.locator(".avatar").inner_text() == "L"
    assert leo.locator(".avatar svg").count() == 0
    assert ben.get_by_role("button", **let_bot).count() == 0
    assert oma.get_by_role("button", **let_bot).count() == 0
    leo.get_by_role("button", **let_bot).click()
    leo.get_by_label("Bot level for Leo").select_option("hard")
    leo.get_by_role("button", **let_bot).click()
    assert page.evaluate("window.__actions") == [
        {"command": "seat/bot", "seat": 3, "level": "medium"},
        {"command": "seat/bot", "seat": 3, "level": "hard"},
    ]

    # Leo's seat played by a bot now: the owner may take it back.
    handed = [{**x, "kind": "human", "bot": "medium"} if x["seat"] == 3 else x for x in SEATS]
    mount(page, {**scenes()["start"], **levels, "table": {**TABLE, "seats": handed}})
    leo.get_by_role("button", name="Take back").click()
    assert page.evaluate("window.__actions") == [{"command": "seat/take_back", "seat": 3}]

    # Not the owner: nothing on other players' rows, only "for me" on the own seat.
    mount(page, {**scenes()["start"], **levels, "table": {**TABLE, "owner": False}})
    assert page.get_by_role("button", **let_bot).count() == 0
    assert page.get_by_role("button", name="Take back").count() == 0
    page.get_by_label("My seat").click()  # the menu by the own row
    page.get_by_role("button", name="Let a bot play for me").click()
    assert page.evaluate("window.__actions") == [
        {"command": "seat/bot", "seat": 0, "level": "medium"}
    ]


def test_waiting_room_owner_removes_bots_and_deletes_the_table(page: Page) -> None:
    mount(page, scenes()["waiting"])
    page.get_by_role("button", name="Remove Oma").click()
    page.get_by_role("button", name="Delete table").click()
    dialog = page.get_by_role("alertdialog")
    dialog.get_by_role("button", name="Cancel").click()
    assert dialog.count() == 0
    page.get_by_role("button", name="Delete table").click()
    page.keyboard.press("Escape")
    assert dialog.count() == 0
    page.get_by_role("button", name="Delete table").click()
    dialog.get_by_role("button", name="Delete", exact=True).click()
    assert page.evaluate("window.__actions") == [
        {"command": "table/remove_bot", "seat": 2},
        {"command": "table/delete"},
    ]
    # Not the owner: neither.
    waiting = scenes()["waiting"]
    mount(page, {**waiting, "table": {**waiting["table"], "owner": False}})
    assert page.get_by_role("button", name="Remove Oma").count() == 0
    assert page.get_by_role("button", name="Delete table").count() == 0


def test_capabilities_hide_what_a_transport_cannot_do(page: Page) -> None:
    # a transport without seat handover (an older integration, say) shows none of its controls
    caps = {"seatBot": False, "takeBack": False, "removeBot": False, "deleteTable": True}
    mount(page, {**scenes()["start"], "capabilities": caps})
    assert page.get_by_role("button", name="Let a bot play").count() == 0
    assert page.get_by_label("My seat").count() == 0
    mount(page, {**scenes()["waiting"], "capabilities": caps})
    assert page.get_by_role("button", name="Remove Oma").count() == 0
    assert page.get_by_role("button", name="Delete table").count() == 1


def test_languages(page: Page) -> None:
    mount(page, scenes()["start"])
    for lang, word in [
        ("de", "Du bist dran!"),
        ("nl", "Jij bent aan de beurt!"),
        ("en", "Your turn!"),
    ]:
        page.evaluate(
            """(lang) => {
                const el = document.querySelector('duck-down-table');
                el.language = lang;
                return el.updateComplete;
            }""",
            lang,
        )
        assert word in shadow_html(page)


def test_no_lobby_spectator_has_no_leave_button(page: Page) -> None:
    """A card fixed to one table (noLobby) gives a watcher no way back to a lobby."""
    leave = page.get_by_role("button", name="Leave")
    mount(page, scenes()["spectator"])
    assert leave.count() == 1
    mount(page, {**scenes()["spectator"], "noLobby": True})
    assert page.get_by_role("heading", name="Scores").count() == 1  # the table is shown
    assert leave.count() == 0


def test_touch_targets_are_large_enough(page: Page) -> None:
    page.set_viewport_size(PHONE)
    for name in ["start", "swap", "lobby", "waiting"]:
        mount(page, scenes()[name])
        small = page.evaluate(
            """() => {
                const root = document.querySelector('duck-down-table').shadowRoot;
                return [...root.querySelectorAll('button, select, input')]
                  .filter((b) => b.offsetParent !== null && b.type !== 'checkbox')
                  .map((b) => { const r = b.getBoundingClientRect(); return {t: b.textContent.trim() || b.getAttribute('aria-label'), w: r.width, h: r.height}; })
                  .filter((r) => r.w < 44 || r.h < 44);
            }"""
        )
        assert small == [], (name, small)


def test_page_uses_relative_urls_only() -> None:
    """The host's page must work under an ingress prefix: no absolute URL in it."""
    index = (ROOT / "duckdown" / "web" / "static" / "index.html").read_text(encoding="utf-8")
    refs = re.findall(r'(?:src|href)="([^"]+)"', index)
    assert refs, index
    for ref in refs:
        assert ref.startswith("./") or ref.startswith("data:"), ref
    static = ROOT / "duckdown" / "web" / "static"
    bundle = (static / "duck-down.js").read_text(encoding="utf-8")
    assert 'new URL("ws",' in bundle or "new URL(`ws`," in bundle or 'URL("ws"' in bundle
    # the boards are chunks next to the entry, imported by relative URL
    chunks = re.findall(r'import\(\s*["`]([^"`]+)["`]\s*\)', bundle)
    assert chunks, "no board chunk is imported lazily"
    for chunk in chunks:
        assert re.fullmatch(r"\./duck-down-game-[a-z0-9_]+-[A-Za-z0-9_-]{8}\.js", chunk), chunk
        assert (static / chunk[2:]).is_file(), chunk


def test_animations_run_without_errors(page: Page) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.emulate_media(reduced_motion="no-preference")
    mount(page, scenes()["swap"])
    for ev in [
        {"type": "round_started", "round": 2, "rounds": 4, "first_seat": 1},
        {"type": "drew", "seat": 0, "source": "deck", "card": "swap"},
        {"type": "took", "seat": 1, "card": 4},
        {"type": "replaced", "seat": 1, "slot": 2, "discarded": 8},
        {"type": "threw", "seat": 2, "card": 9},
        {"type": "peeked", "seat": 3, "slot": 0},
        {"type": "swapped", "seat": 0, "slot": 1, "other_seat": 2, "other_slot": 3},
        {"type": "duck_down_called", "seat": 2},
    ]:
        page.evaluate(
            """(e) => {
                const el = document.querySelector('duck-down-table');
                el.addEvent(e);
                el.requestUpdate();
                return el.updateComplete;
            }""",
            ev,
        )
    page.get_by_text("Oma called Duck Down!").first.wait_for()
    running = page.evaluate(
        "document.querySelector('duck-down-table').shadowRoot.getAnimations().length"
    )
    assert running >= 1
    assert errors == []
