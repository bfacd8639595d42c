"""Dutch's board in Chromium, fed views of the real engine (dutch_scenes.py).

The card's bundle is served as in Home Assistant (the board is a chunk loaded lazily). Every
moment is shown to every seat and to a watcher (the wall tablet), at phone and tablet size:
- the throw-in button is offered exactly to the seats the view lets throw in;
- every tap sends exactly one of the engine's actions for that view (`view_actions`), and the
  owner's actions go out as the owner's;
- no card a seat has not been given (its view, its events) is anywhere in its page, and every
  face-down place is a bare card back.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

from duckdown.engine import get_ruleset
from duckdown.engine.dutch.info import INFO
from tests.browser.browser_support import PHONE, TABLET
from tests.browser.component_page import mount, shadow_html
from tests.browser.dutch_scenes import ALL_CARDS, Moment, R, card_words, moments

pytestmark = pytest.mark.usefixtures("bundle_server")

MOMENTS = moments()
VIEWERS: list[int | None] = [0, 1, 2, None]
# what each screenshot shows: the moment and whose page (None: the wall tablet)
SHOTS: list[tuple[str, int | None]] = [
    ("look_one", 0),
    ("look_two", 0),
    ("start", 0),
    ("hold", 0),
    ("queen", 0),
    ("queen", 1),
    ("seen", 0),
    ("wrong_throw", 2),
    ("wrong_throw", None),
    ("late", 0),
    ("jack", 0),
    ("ace", 0),
    ("end", 0),
    ("called", 1),
    ("final_turn", 1),
    ("jack_locked", 1),
    ("between", 0),
    ("between", None),
    ("over", 1),
]


RESET = {"table": None, "publicView": None, "seatView": None, "events": [], "error": None}


def show(page: Page, moment: str, seat: int | None, **over: Any) -> Moment:
    """The moment as `seat` (None: a watcher) sees it, on a fresh table in the loaded page."""
    m = MOMENTS[moment]
    props = {"language": "en", "spectator": False, **m.props(seat, **over)}
    fresh = page.evaluate("() => !!window.__dutch")
    if not fresh:
        mount(page, props)
        page.evaluate(
            """() => { window.__dutch = true; document.querySelector('duck-down-table')
                .addEventListener('duck-down-owner-action', (e) => window.__actions.push({owner: e.detail})); }"""
        )
        return m
    update(page, **RESET)  # no table: the shell starts afresh, and so does the board
    page.evaluate("() => { window.__actions = []; }")
    update(page, **props)
    page.evaluate("() => document.querySelector('duck-down-table').boardReady")
    return m


def sent(page: Page) -> list[dict[str, Any]]:
    return list(page.evaluate("window.__actions"))


def legal_actions(m: Moment, seat: int) -> list[dict[str, Any]]:
    return list(R.view_actions(m.seats[seat]))


def update(page: Page, **props: Any) -> None:
    page.evaluate(
        """async (props) => {
            const el = document.querySelector('duck-down-table');
            for (const [k, v] of Object.entries(props)) el[k] = v;
            await el.updateComplete;
        }""",
        props,
    )


@pytest.mark.parametrize("size", ["phone", "tablet"])
def test_moments_render(page: Page, shots_dir: Path, size: str) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_viewport_size(PHONE if size == "phone" else TABLET)
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme, reduced_motion="reduce")
        for moment, seat in SHOTS if scheme == "light" else SHOTS[::4]:
            show(page, moment, seat)
            assert page.locator("duck-down-table .du-board").count() == 1, (moment, seat)
            who = "wall" if seat is None else f"seat{seat}"
            page.screenshot(
                path=str(shots_dir / f"component-dutch-{moment}-{who}-{size}-{scheme}.png"),
                full_page=True,
            )
    page.emulate_media(color_scheme="light", reduced_motion="reduce")
    for lang in ("de", "nl"):
        for moment, seat in [("hold", 0), ("queen", 1), ("ace", 0), ("between", 0)]:
            show(page, moment, seat, language=lang)
            page.screenshot(
                path=str(shots_dir / f"component-dutch-{moment}-seat{seat}-{size}-{lang}.png"),
                full_page=True,
            )
    assert errors == []


DOM_CARDS = """() => {
    const root = document.querySelector('duck-down-table').shadowRoot;
    const faces = [...root.querySelectorAll('.du-face')].map((f) => {
        const suit = ['C', 'D', 'H', 'S'].find((s) => f.classList.contains('du-' + s));
        return f.querySelector('.du-idx .du-r').textContent.trim() + suit;
    });
    const backs = [...root.querySelectorAll('.du-back')].map((b) => ({
        attrs: [...b.attributes].map((a) => a.name).sort(),
        children: b.childElementCount,
        text: b.textContent,
        slotAttrs: [...b.parentElement.attributes].map((a) => a.name),
    }));
    const slots = [...root.querySelectorAll('.du-slot')].map((s) => ({
        label: s.getAttribute('aria-label'),
        back: !!s.querySelector(':scope > .du-back'),
        face: !!s.querySelector(':scope > .du-face'),
    }));
    return {faces, backs, slots, html: root.innerHTML};
}"""


NAME = ["Anna", "Ben", "Oma"]


def leaks(page: Page, m: Moment, seat: int | None) -> list[str]:
    """What the page shows that `seat`'s view (and events) did not give it; [] when nothing."""
    dom = page.evaluate(DOM_CARDS)
    given = m.visible(seat)
    found = [f"face {c}" for c in set(dom["faces"]) - given]
    for card in set(ALL_CARDS) - given:
        words, short = card_words(card)
        found += [f"text {x}" for x in (words, short) if x in dom["html"]]
    for back in dom["backs"]:
        if back["attrs"] != ["aria-hidden", "class"] or back["children"] or back["text"]:
            found.append(f"back {back}")
        if [a for a in back["slotAttrs"] if a.startswith("data-") or a == "id"]:
            found.append(f"slot {back}")
    # every face-down place of the view is a bare back in the page, every other a face
    view = m.public if seat is None else m.seats[seat]
    if view["phase"] in ("look", "turn"):
        labels = {s["label"].split(":")[0]: s for s in dom["slots"]}
        for row, cards in enumerate(view["rows"]):
            for k, card in enumerate(cards):
                if not view["filled"][row][k]:
                    continue
                place = f"Your card {k + 1}" if row == seat else f"{NAME[row]}, card {k + 1}"
                slot = labels[place]
                if slot["back"] != (card is None) or slot["face"] != (card is not None):
                    found.append(f"place {place}")
    return found


@pytest.mark.parametrize("size", ["phone", "tablet"])
def test_no_card_a_seat_was_not_given_reaches_its_page(page: Page, size: str) -> None:
    """The DOM against the view: a face-down card is a bare back, and no other card is there."""
    page.set_viewport_size(PHONE if size == "phone" else TABLET)
    for m in MOMENTS.values():
        for seat in VIEWERS:
            show(page, m.name, seat)
            assert leaks(page, m, seat) == [], (m.name, seat)


def test_the_leak_check_finds_a_card_that_does_not_belong(page: Page) -> None:
    m = MOMENTS["queen"]
    rows = [list(r) for r in m.seats[1]["rows"]]
    rows[0][0] = "AS"  # Anna's face-down Ace, as a leaking board would show it to Ben
    mount(page, m.props(1, seatView={**m.seats[1], "rows": rows}))
    assert sorted(leaks(page, m, 1)) == ["face AS", "place Anna, card 1", "text Ace of Spades"]


@pytest.mark.parametrize("size", ["phone", "tablet"])
def test_throw_in_is_offered_exactly_to_the_seats_the_view_allows(page: Page, size: str) -> None:
    page.set_viewport_size(PHONE if size == "phone" else TABLET)
    offered = 0
    for m in MOMENTS.values():
        for seat in VIEWERS:
            show(page, m.name, seat)
            button = page.get_by_role("button", name=re.compile(r"^Throw in "))
            may = seat is not None and "throw_in" in m.seats[seat]["legal"]
            assert button.count() == (1 if may else 0), (m.name, seat)
            offered += may
    # the seats not on turn get it too: Ben and Oma while Anna plays her Queen
    assert offered >= 12
    assert "throw_in" in MOMENTS["queen"].seats[1]["legal"]


def test_a_throw_in_from_a_seat_not_on_turn(page: Page) -> None:
    m = show(page, "queen", 1)
    # the window counts down for everyone; Ben may throw in though it is Anna's turn
    page.get_by_role("button", name="Throw in a Queen").click()
    assert sent(page) == []  # the button arms: the next tap on your own card throws it in
    page.get_by_text("Throw in a Queen!").first.wait_for()
    assert (
        page.get_by_role("button", name=re.compile("^Ben, card")).count() == 0
    )  # never another's card
    page.get_by_role("button", name="Your card 1: face down").click()
    assert sent(page) == [{"type": "throw_in", "slot": 0, "window": 2}]
    assert sent(page)[0] in legal_actions(m, 1)
    # Cancel disarms without sending
    show(page, "queen", 2)
    page.get_by_role("button", name="Throw in a Queen").click()
    page.get_by_role("button", name="Cancel").click()
    assert page.get_by_role("button", name=re.compile("^Your card")).count() == 0
    assert sent(page) == []


def test_the_window_counts_down_on_every_page(page: Page) -> None:
    """The ThrowTime left, from the view's window and the shell's clock (paused: standing still)."""
    m = MOMENTS["queen"]  # the QH landed at 6000, the next turn may begin at 8000; now 6800
    for seat in VIEWERS:
        props = m.props(seat, publicView={**m.public, "paused": True})
        if seat is not None:
            props["seatView"] = {**m.seats[seat], "paused": True}
        mount(page, props)
        timer = page.get_by_role("timer")
        assert timer.inner_text() == "1.2 s", seat
        width = page.locator("duck-down-table .du-bar i").get_attribute("style")
        assert width == "width:60%", (seat, width)
    # once the ThrowTime is over the window stays open until the next turn begins
    show(page, "start", None)
    page.get_by_text("until the next turn").wait_for()
    assert page.get_by_role("timer").count() == 0
    # a closed window with nothing to tell leaves no panel behind
    show(page, "hold", None)
    assert page.locator("duck-down-table .du-window").count() == 0


def test_a_wrong_throw_is_shown_to_everyone(page: Page) -> None:
    for seat in VIEWERS:
        show(page, "wrong_throw", seat)
        page.get_by_text("Ben threw 5♠: wrong. It went back, plus a penalty card.").wait_for()
        # the card went back face down into its place; the penalty card into the lowest empty one
        mine = seat == 1
        back = page.get_by_role(
            "img", name=re.compile(f"^{'Your card 1' if mine else 'Ben, card 1'}:")
        )
        assert "5♠ was thrown in wrongly and went back" in (back.get_attribute("aria-label") or "")
        assert back.locator(":scope > .du-back").count() == 1
        assert back.locator(".du-shown .du-face").count() == 1  # shown to all, above its place
        pen = page.get_by_role(
            "img", name=re.compile(f"^{'Your card 5' if mine else 'Ben, card 5'}:")
        )
        assert "a penalty card" in (pen.get_attribute("aria-label") or "")
        assert pen.locator(":scope > .du-back").count() == 1


def test_a_late_throw_in_is_refused_and_explained(page: Page, shots_dir: Path) -> None:
    page.set_viewport_size(PHONE)
    m = show(page, "seen", 0)  # Anna may still throw in on the QH
    page.get_by_role("button", name="Throw in a Queen").click()
    page.get_by_role("button", name="Your card 2: face down").click()
    assert sent(page) == [{"type": "throw_in", "slot": 1, "window": 2}]
    assert sent(page)[0] in legal_actions(m, 0)
    late = MOMENTS["late"]
    # Oma's QS got there first: the host refused Anna's (the engine's own refusal)
    assert late.refusal is not None and late.refusal["code"] == "window_closed"
    update(
        page,
        seatView=late.seats[0],
        publicView=late.public,
        error={"code": late.refusal["code"], "message": late.refusal["message"]},
    )
    page.get_by_role("alert").filter(has_text="Too late: Oma was first.").wait_for()
    banner = page.locator("duck-down-table .banner.error").inner_text()
    assert "Too late: someone threw in first" in banner and "Nothing happened" in banner
    assert page.get_by_role("button", name=re.compile(r"^Throw in ")).count() == 0
    page.screenshot(path=str(shots_dir / "component-dutch-late-explained-phone-light.png"))


def test_taps_send_the_engines_own_actions(page: Page) -> None:
    def tap(moment: str, seat: int, *buttons: str, role: str = "button") -> dict[str, Any]:
        m = show(page, moment, seat)
        for b in buttons:
            page.get_by_role(role, name=b, exact=True).first.click()  # type: ignore[arg-type]
        got = sent(page)
        assert len(got) == 1, (moment, buttons, got)
        assert got[0] in legal_actions(m, seat), (moment, got[0])
        return got[0]

    assert tap("look_one", 0, "Your card 2: face down") == {"type": "choose", "slot": 1}
    assert tap("look_two", 0, "✓ Ready") == {"type": "ready"}
    assert tap("start", 0, "Draw") == {"type": "draw"}
    assert tap("start", 0, "Take 9♣") == {"type": "take"}
    assert tap("hold", 0, "Your card 3: face down") == {"type": "replace", "slot": 2}
    assert tap("hold", 0, "Discard Q♥") == {"type": "discard"}
    assert tap("queen", 0, "Ben, card 3: face down") == {"type": "look", "row": 1, "slot": 2}
    assert tap("queen", 0, "Skip the Queen") == {"type": "skip"}
    jack = {"type": "swap", "row": 1, "slot": 0, "other_row": 2, "other_slot": 0}
    # in either order, the engine's order: (row, slot) < (other_row, other_slot)
    assert tap("jack", 0, "Oma, card 1: face down", "Ben, card 1: face down") == jack
    assert tap("jack", 0, "Ben, card 1: face down", "Oma, card 1: face down") == jack
    assert tap("ace", 0, "Give Ben a card") == {"type": "give", "row": 1}
    assert tap("ace", 0, "Give yourself a card") == {"type": "give", "row": 0}
    assert tap("end", 0, "End turn") == {"type": "end"}
    assert tap("end", 0, "Dutch!", "Yes, Dutch!") == {"type": "dutch"}
    assert tap("final_turn", 1, "Draw") == {"type": "draw"}


def test_a_jack_cannot_touch_the_callers_row(page: Page) -> None:
    show(page, "jack_locked", 1)  # Anna called: Ben's final turn plays a Jack
    page.get_by_text("Jack: swap two cards").first.wait_for()
    assert page.get_by_role("button", name=re.compile("^Anna, card")).count() == 0
    assert page.get_by_role("button", name=re.compile("^Oma, card")).count() == 3  # her QS is gone
    page.get_by_role("button", name="Oma, card 2: face down").click()
    page.get_by_role("button", name="Oma, card 2: face down").click()  # tapped again: undone
    assert sent(page) == []
    assert "Anna called Dutch: that row is locked." in shadow_html(page)
    assert page.get_by_text("Dutch", exact=True).count() >= 1  # Anna's row wears the call


def test_a_jack_pick_is_shown_and_explained(page: Page) -> None:
    show(page, "jack", 0)
    page.get_by_role("button", name="Ben, card 4: face down").click()
    assert (
        page.get_by_role("button", name="Ben, card 4: face down").get_attribute("aria-pressed")
        == "true"
    )
    page.get_by_text("Now tap the second card").first.wait_for()
    assert sent(page) == []


def test_the_call_and_the_final_turns(page: Page) -> None:
    show(page, "final_turn", 1)
    page.get_by_text("Your final turn").first.wait_for()
    show(page, "called", 2)
    html = shadow_html(page)
    assert "Anna called Dutch." in html and "Final turns: Ben, you." in html
    assert page.locator("duck-down-table .du-row.du-caller").count() == 1


def test_round_results_show_the_caller_and_the_halving(page: Page) -> None:
    show(page, "between", 1)
    dialog = page.get_by_role("dialog", name="Round 1: results")
    dialog.get_by_text("Total 50 → 25, halved!").wait_for()
    dialog.get_by_text("3 → 0").wait_for()  # Anna's call came good
    dialog.get_by_text("Game to 100 points").wait_for()
    # the chart runs against the target, and its lines follow the halved totals
    assert dialog.locator(".chart line.target").count() == 1
    assert dialog.locator(".chart .target-label").text_content() == "100"
    assert dialog.get_by_role("button", name="Deal the next round").count() == 0  # not the owner
    show(page, "over", 0)
    page.get_by_role("dialog", name="Game over").get_by_text("Ben wins!").wait_for()
    # behind the podium, the last round: Anna called with 14 and was undercut: doubled
    page.get_by_role("button", name="Continue").click()
    last = page.get_by_role("region", name="Round 1: results")
    last.get_by_text("14 \u00d7 2 = 28").wait_for()
    last.get_by_text("Dutch failed: the points count double.").wait_for()
    show(page, "between", None)
    page.get_by_role("dialog", name="Round 1: results").wait_for()  # the wall shows it too


def test_the_owner_deals_and_changes_the_mode_as_the_owner(page: Page) -> None:
    m = show(page, "between", 0)
    owner = m.public["owner"]
    dialog = page.get_by_role("dialog", name="Round 1: results")
    modes = dialog.get_by_label("Game length").locator("option").all_inner_texts()
    assert modes == ["to 100 points", "5 rounds", "to 50 points", "to 200 points"]
    dialog.get_by_label("Game length").select_option(label="to 50 points")
    update(page, seatView={**m.seats[0]})  # the host answered: the next owner action may go
    dialog.get_by_role("button", name="Deal the next round").click()
    got = sent(page)
    assert got == [{"owner": {"type": "mode", "mode": "50_points"}}, {"owner": {"type": "deal"}}]
    assert all(g["owner"] in owner for g in got)


def test_cards_are_real_playing_cards(page: Page) -> None:
    show(page, "look_two", 0)  # Anna sees her AS and her KD
    kd = page.get_by_role("img", name="Your card 4: King of Diamonds, you are looking at it")
    assert kd.locator(".du-face.du-king0 .du-val").inner_text() == "0"
    ace = page.get_by_role("img", name=re.compile("^Your card 1: Ace of Spades"))
    assert ace.locator(".du-face.du-black .du-r").first.inner_text() == "A"
    show(page, "between", 0)
    dialog = page.get_by_role("dialog", name="Round 1: results")
    assert dialog.locator(".du-face.du-king13 .du-val").first.inner_text() == "13"  # Ben's KS
    # large indices: a third of the card's width on the wall tablet's own row
    page.set_viewport_size(TABLET)
    show(page, "look_two", 0)
    box = page.evaluate(
        """() => { const root = document.querySelector('duck-down-table').shadowRoot;
            const f = root.querySelector('.du-me .du-face'); const r = f.querySelector('.du-r');
            return {w: f.getBoundingClientRect().width, h: r.getBoundingClientRect().height}; }"""
    )
    assert box["w"] >= 80 and box["h"] >= 0.3 * box["w"], box


def test_rows_of_up_to_eight_slots_keep_their_gaps(page: Page) -> None:
    show(page, "between", None)
    page.get_by_role("button", name="Continue").click()
    ben = page.get_by_role("listitem", name="Ben")
    assert ben.locator(".du-slot").count() == 6  # slots 0-5: the penalty card and the Ace's
    oma = page.get_by_role("listitem", name="Oma")
    assert oma.get_by_role("img", name="Oma, card 3: empty").count() == 1  # her thrown-in QS
    assert oma.locator(".du-gap").count() == 1


def test_words_in_every_language(page: Page) -> None:
    for lang, words in [
        ("de", ["Du bist dran", "Zieh vom Stapel, oder nimm die 9♣"]),
        ("nl", ["Jij bent aan de beurt", "Trek van de trekstapel"]),
    ]:
        show(page, "start", 0, language=lang)
        html = shadow_html(page)
        for w in words:
            assert w in html, (lang, w)
    show(page, "queen", 1, language="de")
    page.get_by_role("button", name="eine Dame einwerfen").wait_for()
    show(page, "queen", 1, language="nl")
    page.get_by_role("button", name="een vrouw ingooien").wait_for()


def test_how_to_play_dutch(page: Page) -> None:
    host_games = [INFO.to_json()]
    mount(page, {"tables": [], "games": host_games})
    page.get_by_role("button", name="How to play").click()
    sheet = page.get_by_role("dialog", name="How to play: Dutch")
    sheet.get_by_role("heading", name="Throwing in").wait_for()
    sheet.get_by_text("Queen: look at any one card for 5 seconds.").wait_for()
    assert sheet.locator(".du-legend .du-king0").count() == 2
    assert sheet.locator(".du-legend .du-king13").count() == 2
    for lang, heading in [("de", "Einwerfen"), ("nl", "Ingooien")]:
        update(page, language=lang)
        page.get_by_role("heading", name=heading).wait_for()


def test_a_dutch_table_from_the_lobby(page: Page) -> None:
    """The host's own description of its games: Dutch is offered, its form is the engine's."""
    games = [get_ruleset("duck_down").info.to_json(), INFO.to_json()]
    mount(page, {"tables": [], "games": games})
    page.get_by_label("Your name").fill("Anna")
    page.get_by_role("radio", name=re.compile("^Dutch")).check()
    page.get_by_label("Game length").select_option(label="50 points")
    page.get_by_role("button", name="Create table").click()
    (create,) = sent(page)
    assert create["ruleset"] == "dutch"
    options = create["options"]
    assert options == {
        "mode": "50_points",
        "decks": None,
        "turn_time": 30,
        "peek_time": 15,
        "throw_time": 2,
        "keep_known": False,
    }
    assert get_ruleset("dutch").parse_config(options).mode == "50_points"  # the engine takes it


def test_an_older_host_is_not_offered_dutch(page: Page) -> None:
    mount(page, {"tables": []})  # a host that does not describe its games
    assert page.get_by_role("radio").count() == 0
    assert "Dutch" not in shadow_html(page)
    mount(page, {"tables": [], "games": [INFO.to_json()]})
    assert "Dutch" in shadow_html(page)


def test_touch_targets_are_large_enough(page: Page) -> None:
    page.set_viewport_size(PHONE)
    for moment, seat in [("start", 0), ("queen", 1), ("jack", 0), ("ace", 0), ("between", 0)]:
        show(page, moment, seat)
        small = page.evaluate(
            """() => {
                const root = document.querySelector('duck-down-table').shadowRoot;
                return [...root.querySelectorAll('button, select')]
                  .filter((b) => b.offsetParent !== null)
                  .map((b) => { const r = b.getBoundingClientRect(); return {t: b.getAttribute('aria-label') || b.textContent.trim(), w: r.width, h: r.height}; })
                  .filter((r) => r.w < 44 || r.h < 44);
            }"""
        )
        assert small == [], (moment, small)


def test_animations_run_without_errors(page: Page) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.emulate_media(reduced_motion="no-preference")
    show(page, "wrong_throw", 0)
    swap = {"type": "swapped", "seat": 0, "row": 1, "slot": 0, "other_row": 2, "other_slot": 0}
    wrong = {"type": "thrown_in", "window": 2, "seat": 1, "slot": 0, "card": "5S"}
    for e in [swap, {**wrong, "correct": False, "penalty": 4}]:
        page.evaluate(
            """(e) => { const el = document.querySelector('duck-down-table');
                el.addEvent(e); el.requestUpdate(); return el.updateComplete; }""",
            e,
        )
    running = page.evaluate(
        "document.querySelector('duck-down-table').shadowRoot.getAnimations().length"
    )
    assert running >= 2  # the swap's two cards, the thrown card shown and the penalty card
    assert errors == []
