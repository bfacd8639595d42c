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


class BundleServer:
    """Serves the test page and the card's bundle files, and records what was asked for."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.broken: tuple[str, ...] = ()  # path prefixes answered with 404 (a failed download)

    def handle(self, route: Route) -> None:
        path = urlparse(route.request.url).path.lstrip("/")
        self.asked.append(path)
        if path == "":
            route.fulfill(body=SHELL, content_type="text/html")
            return
        file = BUNDLE_DIR / path
        if file.parent == BUNDLE_DIR and file.is_file() and not path.startswith(self.broken):
            route.fulfill(body=file.read_bytes(), content_type="text/javascript")
        else:
            route.fulfill(status=404, body="not found")


@pytest.fixture(autouse=True)
def bundle_server(page: Page) -> BundleServer:
    server = BundleServer()
    page.route(f"{ORIGIN}/**", server.handle)
    return server


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
                // a switch or a radio is tapped by its whole label
                return [...root.querySelectorAll('button, select, input')]
                  .filter((b) => b.offsetParent !== null)
                  .map((b) => (b.type === 'checkbox' || b.type === 'radio') && b.closest('label') ? b.closest('label') : b)
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


# ------------------------------------------------------------------------ the shell and its games

# Duck Down as the host will describe it in host info `games` (docs/protocol.md).
HOST_DUCK_DOWN: dict[str, Any] = {
    "name": "duck_down",
    "title": {"en": "Duck Down", "de": "Duck Down", "nl": "Duck Down"},
    "summary": {
        "en": "Fewest points wins.",
        "de": "Wenigste Punkte gewinnt.",
        "nl": "Minste punten wint.",
    },
    "players": [2, 8],
    "options": {
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "turn_time": {
                "type": "integer",
                "minimum": 0,
                "maximum": 3600,
                "default": 60,
                "x-label": {"en": "Time per move (s)", "de": "Zeit pro Zug (s)"},
                "x-lobby": True,
            },
            "keep_known": {
                "type": "boolean",
                "default": False,
                "x-label": {"en": "Easy memory", "de": "Leichtes Merken"},
                "x-lobby": True,
            },
            "mode": {
                "type": "string",
                "enum": ["1", "5", "50", "100", "200"],
                "default": "100",
                "x-label": {"en": "Game length", "de": "Spiellänge"},
                "x-enum-labels": {
                    "en": ["1 round", "5 rounds", "to 50", "to 100", "to 200"],
                    "de": ["1 Runde", "5 Runden", "bis 50", "bis 100", "bis 200"],
                },
                "x-lobby": True,
            },
            "deck": {"type": "object", "x-label": {"en": "Deck"}},
        },
    },
    "result": "lowest",
    "teams": None,
    "length": "rounds",
    "clock": "game",
    "join": "lobby",
    "bot_levels": ["random", "easy", "medium", "hard"],
    "events": ["duck_down_called", "round_ended", "game_ended"],
}
# A game this page has no board for; it plays in teams at four, and the highest total wins.
HOST_QUACK: dict[str, Any] = {
    "name": "quack",
    "title": {"en": "Quack-Quack", "de": "Quack-Quack", "nl": "Kwak-Kwak"},
    "players": [2, 4],
    "result": "highest",
    "teams": {"4": [[0, 2], [1, 3]]},
    "bot_levels": ["easy", "hard"],
}


def quack_view(**over: Any) -> dict[str, Any]:
    v = {
        "ruleset": "quack",
        "players": 4,
        "phase": "play",
        "round": 2,
        "rounds": None,
        "to_act": [1],
        "deadline": None,
        "totals": [3, 10, 4, 2],
        "winners": None,
        "hands": [[None] * 5] * 4,
    }
    v.update(over)
    return v


def test_boards_load_lazily(page: Page, bundle_server: BundleServer) -> None:
    """The lobby loads no board; a Duck Down table loads Duck Down's chunk."""
    mount(page, scenes()["lobby"])
    chunks = [p for p in bundle_server.asked if p.startswith("duck-down-game-")]
    assert chunks == []
    assert "duck-down-card.js" in bundle_server.asked
    mount(page, scenes()["start"])
    chunks = [p for p in bundle_server.asked if p.startswith("duck-down-game-")]
    assert len(chunks) == 1 and chunks[0].startswith("duck-down-game-duck_down-"), chunks
    assert page.get_by_role("button", name="Draw", exact=True).count() >= 1


def test_lobby_builds_the_options_form_from_the_hosts_schema(page: Page) -> None:
    games = [HOST_DUCK_DOWN, {**HOST_QUACK, "name": "pond"}]  # pond: no board here, not offered
    mount(page, {**scenes()["lobby"], "games": games})
    page.get_by_label("Your name").fill("Cleo")
    # one game with a board: the compact picker, its title and summary
    assert page.get_by_role("radio").count() == 0
    page.get_by_text("Fewest points wins. · 2\u20138 players").wait_for()
    # only the schema's lobby fields, with their labels, limits and defaults
    assert page.get_by_label("Time for the first look (s)").count() == 0
    assert page.get_by_label("Deck").count() == 0
    turn = page.get_by_label("Time per move (s)")
    assert (turn.get_attribute("min"), turn.get_attribute("max"), turn.input_value()) == (
        "0",
        "3600",
        "60",
    )
    assert page.get_by_label("Game length").input_value() == "100"
    turn.fill("99999")  # too long: held to the schema's maximum
    turn.blur()
    assert turn.input_value() == "3600"
    turn.fill("45")
    turn.blur()
    page.get_by_label("Easy memory").check()
    page.get_by_label("Game length").select_option(label="5 rounds")
    page.get_by_label("Table name").fill("Garden")
    page.get_by_role("button", name="Create table").click()
    assert page.evaluate("window.__actions") == [
        {
            "command": "create",
            "name": "Cleo",
            "tableName": "Garden",
            "ruleset": "duck_down",
            "options": {"turn_time": 45, "keep_known": True, "mode": "5"},
        }
    ]
    # labels in the UI language, English where the schema has no German
    page.evaluate(
        "(() => { const el = document.querySelector('duck-down-table'); el.language = 'de'; return el.updateComplete; })()"
    )
    page.get_by_label("Zeit pro Zug (s)").wait_for()
    assert page.get_by_label("Spiellänge").locator("option").all_inner_texts()[:2] == [
        "1 Runde",
        "5 Runden",
    ]


def test_bot_levels_follow_the_game(page: Page) -> None:
    """The waiting room offers the table's game's levels, within what the transport takes."""
    quack_table = {**scenes()["waiting"]["table"], "ruleset": "quack", "round_choices": []}
    mount(page, {"table": quack_table, "games": [HOST_DUCK_DOWN, HOST_QUACK]})
    assert page.get_by_label("Bot level").locator("option").all_inner_texts() == ["Easy", "Hard"]
    assert page.get_by_label("Rounds").count() == 0  # no round choices: no picker
    # the card's transport takes easy, medium and hard only: Duck Down's random is not offered
    mount(
        page,
        {**scenes()["waiting"], "games": [HOST_DUCK_DOWN], "botLevels": ["easy", "medium", "hard"]},
    )
    assert page.get_by_label("Bot level").locator("option").all_inner_texts() == [
        "Easy",
        "Medium",
        "Hard",
    ]
    # a host that does not describe its games: its own levels, as before
    mount(page, scenes()["waiting"])
    assert page.get_by_label("Bot level").locator("option").all_inner_texts() == [
        "Random",
        "Easy",
        "Medium",
        "Hard",
    ]


def test_how_to_play_from_the_lobby_and_during_play(page: Page) -> None:
    mount(page, scenes()["lobby"])
    page.get_by_role("button", name="How to play").click()
    sheet = page.get_by_role("dialog", name="How to play: Duck Down")
    sheet.get_by_role("heading", name="Getting ready").wait_for()
    sheet.get_by_role("heading", name="Duck Down!").wait_for()
    assert sheet.locator(".legend-list .card.face").count() >= 6  # 0, 4, 9, Peek, Swap, Double
    assert sheet.locator(".legend-list .card.back").count() == 1
    page.keyboard.press("Escape")
    assert sheet.count() == 0
    # during play: from the header, in the player's language
    mount(page, {**scenes()["start"], "language": "nl"})
    page.get_by_role("button", name="Zo speel je").click()
    sheet = page.get_by_role("dialog", name="Zo speel je: Duck Down")
    sheet.get_by_role("heading", name="Zo begin je").wait_for()
    sheet.get_by_role("button", name="Sluiten").click()
    assert sheet.count() == 0


def test_a_game_without_a_board_here_says_so(page: Page) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    table = {**TABLE, "ruleset": "quack"}
    mount(page, {"table": table, "publicView": quack_view(), "games": [HOST_DUCK_DOWN, HOST_QUACK]})
    page.get_by_text("This game needs a newer page").wait_for()
    page.get_by_text("This table plays Quack-Quack").wait_for()
    html = shadow_html(page)
    assert 'class="card' not in html  # no broken board
    assert "Round 2" in html and "Round 2 of" not in html  # an open-ended game: no "of"
    # the shell still shows what every game has: totals, team totals, Leave
    scores = page.locator("duck-down-table .side table.scores")
    assert scores.locator("tr.team").all_inner_texts() == [
        "Team Anna & Oma\t7",
        "Team Ben & Leo\t12",
    ]
    assert page.get_by_role("button", name="Leave").count() == 1
    page.get_by_role("button", name="Reload").wait_for()
    # a game the registry does not know either: its name stands in for the title
    mount(page, {"table": {**TABLE, "ruleset": "pond"}, "publicView": quack_view(ruleset="pond")})
    page.get_by_text("This table plays pond").wait_for()
    assert errors == []


def test_podium_by_team_when_the_highest_total_wins(page: Page) -> None:
    over = quack_view(phase="over", winners=[1, 3])
    mount(page, {"table": {**TABLE, "ruleset": "quack"}, "publicView": over, "games": [HOST_QUACK]})
    dialog = page.get_by_role("dialog", name="Game over")
    dialog.get_by_text("Ben & Leo win!").wait_for()
    steps = dialog.locator(".podium .step")
    assert steps.count() == 2
    first = dialog.locator(".podium .step.p1")
    assert first.locator(".pname").inner_text() == "Ben & Leo"
    assert first.locator(".ptotal").inner_text() == "12"
    second = dialog.locator(".podium .step.p2")
    assert second.locator(".pname").inner_text().startswith("Anna & Oma")  # Anna: "you"


def test_a_board_that_fails_to_download_offers_a_reload(
    page: Page, bundle_server: BundleServer
) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    bundle_server.broken = ("duck-down-game-",)
    mount(page, scenes()["start"])
    page.get_by_text("The game could not be loaded").wait_for()
    page.get_by_role("button", name="Reload").wait_for()
    assert 'class="card' not in shadow_html(page)
    assert page.get_by_role("heading", name="Scores").count() == 1
    # new views draw the table again, but a failed download is not retried on every update
    for _ in range(3):
        page.evaluate(
            "(() => { const el = document.querySelector('duck-down-table'); el.seatView = {...el.seatView}; return el.updateComplete; })()"
        )
    assert len([p for p in bundle_server.asked if p.startswith("duck-down-game-")]) == 1
    assert errors == []
