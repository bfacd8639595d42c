"""What the table says, with fixed views, at phone and wall-tablet size: the host's refusals
in the player's language, "You called Duck Down!", a prompt that offers only what may be done,
the Double's hint (ruling 9), the results' marks explained on the page (not in a tooltip), a
stopped clock while the host is offline, the name limit said and kept, a podium shown once per
device, the look's timeout in the log, and a how-to-play sheet a family can learn from."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page

from tests.browser.browser_scenes import TABLE, public, scenes, seat_view
from tests.browser.browser_support import PHONE, TABLET
from tests.browser.component_page import mount, shadow_html, update

pytestmark = pytest.mark.usefixtures("bundle_server")

SIZES = {"phone": PHONE, "tablet": TABLET}


def status_text(page: Page) -> str:
    return page.locator("duck-down-table .felt .status").inner_text()


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "Not enough players yet: invite someone or add a bot, then start."),
        ("de", "Noch zu wenige Spieler: lade jemanden ein oder nimm einen Bot dazu, dann starte."),
        ("nl", "Nog te weinig spelers: nodig iemand uit of voeg een bot toe, en start dan."),
    ],
)
def test_a_refusal_is_said_in_the_players_language(page: Page, lang: str, sentence: str) -> None:
    raw = "1 seats are taken; duck_down needs at least 2"
    mount(page, {**scenes()["waiting"], "language": lang})
    update(page, {"error": {"code": "not_enough_players", "message": raw}})
    banner = page.get_by_role("alert")
    assert banner.inner_text().strip().startswith(sentence)
    assert raw not in shadow_html(page)


def test_a_move_refused_in_the_opening_look_says_what_to_do(page: Page) -> None:
    raw = "during the opening look the only action is ready"
    mount(page, scenes()["peek"])
    update(page, {"error": {"code": "wrong_phase", "message": raw}})
    text = page.get_by_role("alert").inner_text()
    assert "There is nothing to play now: tap Ready when you are done looking." in text
    assert raw not in shadow_html(page)


@pytest.mark.parametrize("size", ["phone", "tablet"])
def test_your_own_call_starts_with_a_capital(page: Page, size: str) -> None:
    page.set_viewport_size(SIZES[size])
    other = {"seat": 1, "step": "start", "draws": 0, "double": None, "number": 9}
    called = {"caller": 0, "last_turns": [1, 2, 3], "turn": other}
    mount(
        page, {"table": TABLE, "publicView": public(**called), "seatView": seat_view(0, **called)}
    )
    assert "You called Duck Down!" in status_text(page)
    assert "you called" not in status_text(page)
    page.evaluate(
        """() => { const el = document.querySelector('duck-down-table');
        el.addEvent({type: 'duck_down_called', seat: 0, round: 2}); return el.updateComplete; }"""
    )
    banner = page.locator("duck-down-table .call-banner")
    banner.wait_for()
    assert banner.inner_text().strip() == "You called Duck Down!"


def test_the_prompt_offers_the_pile_only_when_its_top_can_be_taken(page: Page) -> None:
    start = {"seat": 0, "step": "start", "draws": 0, "double": None, "number": 9}
    special = {"turn": start, "pile": [3, 7, "swap"]}
    mount(
        page,
        {
            "table": TABLE,
            "publicView": public(**special),
            "seatView": seat_view(0, **special, legal=["draw", "call"]),
        },
    )
    text = status_text(page)
    assert "Draw from the deck: the special card on the pile cannot be taken." in text
    assert "take the top of the pile" not in text
    assert page.get_by_role("button", name="Take", exact=False).count() == 0


def test_the_double_hint_follows_ruling_9(page: Page) -> None:
    hold = {"seat": 0, "step": "hold", "draws": 1, "double": None, "number": 9}
    held = {"turn": hold, "held": {"seat": 0, "source": "deck", "card": None}}
    mine = {**held, "held": {"seat": 0, "source": "deck", "card": "double"}}
    for lang, words in [
        ("en", "throw it away: that ends your turn with nothing drawn"),
        ("de", "wirf es ab: Dann endet dein Zug, ohne dass du ziehst"),
        ("nl", "leg hem af: dan eindigt je beurt zonder dat je trekt"),
    ]:
        mount(
            page,
            {
                "table": TABLE,
                "language": lang,
                "publicView": public(**held),
                "seatView": seat_view(0, **mine, legal=["double", "throw", "call"]),
            },
        )
        assert words in status_text(page), lang


@pytest.mark.parametrize("size", ["phone", "tablet"])
def test_the_results_explain_their_marks_on_the_page(
    page: Page, shots_dir: Path, size: str
) -> None:
    page.set_viewport_size(SIZES[size])
    page.emulate_media(reduced_motion="reduce")
    mount(page, scenes()["result"])
    dialog = page.get_by_role("dialog", name="Round 2 is over")
    # the replaced card wears a visible ↻ (not only a tooltip), and a line says what it means
    badge = dialog.locator(".rslot.replaced .was")
    assert badge.count() == 1 and badge.is_visible()
    legend = dialog.locator(".reveal-legend")
    assert legend.is_visible()
    legend.get_by_text("A special card lay here. It scores nothing").wait_for()
    legend.get_by_text("Anna called Duck Down this round.").wait_for()
    legend.get_by_text("Fewest points this round.").wait_for()
    legend.scroll_into_view_if_needed()
    page.screenshot(path=str(shots_dir / f"results-legend-{size}.png"))
    # a penalty gets its line too
    result = dict(scenes()["result"]["seatView"]["result"], penalty=5, caller=3)
    mount(
        page,
        {
            **scenes()["result"],
            "seatView": {**scenes()["result"]["seatView"], "result": result},
        },
    )
    page.get_by_text("A wrong Duck Down: someone else had fewer points").wait_for()


def test_the_clock_stops_while_the_host_is_offline(page: Page) -> None:
    mount(page, scenes()["start"])
    ring = page.locator("duck-down-table .status .ring")
    assert ring.get_attribute("aria-label") == "42 s left"
    update(page, {"table": {**TABLE, "available": False}})
    assert ring.get_attribute("aria-label") == "The clock is stopped"
    assert ring.inner_text().strip() == ""  # no "0"
    update(page, {"table": TABLE, "connection": "closed"})
    assert ring.get_attribute("aria-label") == "The clock is stopped"
    update(page, {"connection": "open"})
    assert ring.get_attribute("aria-label") != "The clock is stopped"


@pytest.mark.parametrize("size", ["phone", "tablet"])
def test_the_name_limit_is_said_and_a_longer_name_refused(page: Page, size: str) -> None:
    page.set_viewport_size(SIZES[size])
    mount(page, scenes()["lobby"])
    name = page.get_by_label("Your name")
    page.get_by_text("Up to 32 characters.").first.wait_for()
    name.fill("A" * 32)
    assert page.get_by_role("button", name="Join").first.is_enabled()
    name.fill("A" * 40)
    assert name.input_value() == "A" * 40  # nothing is cut unseen
    assert name.get_attribute("aria-invalid") == "true"
    page.get_by_role("alert").filter(
        has_text="Too long: at most 32 characters, this has 40."
    ).wait_for()
    assert page.get_by_role("button", name="Join").first.is_disabled()
    assert page.get_by_role("button", name="Create table").is_disabled()
    # the table's name has the host's limit too (48)
    name.fill("Anna")
    page.get_by_label("Table name").fill("T" * 49)
    page.get_by_text("Too long: at most 48 characters, this has 49.").wait_for()
    assert page.get_by_role("button", name="Create table").is_disabled()


def test_a_finished_games_podium_opens_once_per_device(page: Page) -> None:
    mount(page, scenes()["over"])
    podium = page.get_by_role("dialog", name="Game over")
    assert podium.count() == 1
    # the next visit (a reload, a dashboard opened again): the podium is offered, not opened
    mount(page, scenes()["over"])
    assert podium.count() == 0
    page.get_by_role("button", name="Results").click()
    assert podium.count() == 1
    # the same table's next game gets a podium of its own
    final = dict(scenes()["over"])
    final["seatView"] = {**final["seatView"], "totals": [30, 49, 20, 78], "winners": [2]}
    final["publicView"] = {**final["publicView"], "totals": [30, 49, 20, 78]}
    mount(page, final)
    assert podium.count() == 1


def test_a_timed_out_opening_look_is_logged_with_a_sentence(page: Page) -> None:
    mount(page, scenes()["peek"])
    page.evaluate(
        """() => { const el = document.querySelector('duck-down-table');
        el.addEvent({type: 'timed_out', seat: null, step: 'peek'}); return el.updateComplete; }"""
    )
    log = page.locator("duck-down-table .side .log")
    assert log.inner_text().strip().splitlines()[-1] == "The time for the first look ran out."


@pytest.mark.parametrize(
    ("lang", "button", "titles", "double"),
    [
        (
            "en",
            "How to play",
            [
                "Getting ready",
                "Your turn",
                "The special cards",
                "Duck Down!",
                "The end of a round",
                "Winning",
            ],
            "Throwing the Double itself away ends your turn with nothing drawn.",
        ),
        (
            "de",
            "So wird gespielt",
            [
                "Los geht's",
                "Dein Zug",
                "Die Sonderkarten",
                "Duck Down!",
                "Das Ende einer Runde",
                "Gewinnen",
            ],
            "Wirfst du das Doppel selbst ab, endet dein Zug, ohne dass du ziehst.",
        ),
        (
            "nl",
            "Zo speel je",
            [
                "Zo begin je",
                "Jouw beurt",
                "De speciale kaarten",
                "Duck Down!",
                "Het einde van een ronde",
                "Winnen",
            ],
            "Leg je de Dubbel zelf af, dan eindigt je beurt zonder dat je trekt.",
        ),
    ],
)
def test_the_how_to_play_sheet_teaches_the_game(
    page: Page, shots_dir: Path, lang: str, button: str, titles: list[str], double: str
) -> None:
    page.set_viewport_size(PHONE)
    page.emulate_media(reduced_motion="reduce")
    # from the lobby, before a table exists
    mount(page, {**scenes()["lobby"], "language": lang})
    page.get_by_role("button", name=button).click()
    sheet = page.get_by_role("dialog", name=f"{button}: Duck Down")
    sheet.get_by_role("heading", name=titles[0]).wait_for()  # the sheet's game loads on demand
    assert sheet.locator("h3").all_inner_texts()[: len(titles)] == titles
    sheet.get_by_text(double).wait_for()
    # a legend of every card and mark: numbers, the three specials, a card back, the eye, ↻
    assert sheet.locator(".legend-list li").count() == 7
    assert sheet.locator(".legend-list .card.special").count() == 3
    page.screenshot(path=str(shots_dir / f"howto-{lang}-phone.png"))
    page.keyboard.press("Escape")
    # during play, from the header
    mount(page, {**scenes()["start"], "language": lang})
    page.get_by_role("button", name=button).click()
    page.get_by_role("dialog", name=f"{button}: Duck Down").get_by_text(double).wait_for()
