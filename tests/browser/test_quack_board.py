"""Quack-Quack's board in Chromium, fed views of seeded games of the real engine.

The card's bundle is served from a fake origin (as in test_component.py), so the board loads
as its own chunk. The views come from `quack_scenes.py`: nothing here is written by hand but
the checks. Every check compares the DOM with the engine's own view: the cards lit are those
of `legal`, a tap sends an entry of `legal` exactly (and the engine takes it), no other seat's
hand is ever in the DOM, and a table of four offers no chat, emote or free text.
"""

from __future__ import annotations

import copy
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from duckdown.engine.quack_quack.info import INFO
from tests.browser.browser_support import PHONE, ROOT, TABLET
from tests.browser.component_page import mount
from tests.browser.quack_scenes import NAMES, Game, Moment, find, moments, table_info

pytestmark = pytest.mark.usefixtures("bundle_server")

JSON = dict[str, Any]
# the classes as the English board names them
WORDS = {
    "inspector": "Secret Inspector",
    "farmer": "Farmer",
    "craftsman": "Craftsman",
    "merchant": "Merchant",
    "agitator": "Agitator",
    "guard": "Guard",
    "secretary": "Secretary",
    "governor": "Governor",
}
MODE_TYPES = {
    "play": ("play", "bomb"),
    "give": ("give",),
    "discard": ("discard",),
    "give_back": ("give_back",),
    "join": ("join",),
}


@pytest.fixture(scope="module")
def scenes() -> dict[str, Moment]:
    return moments()


# ------------------------------------------------------------------------ reading the page

HAND = """() => [...document.querySelector('duck-down-table').shadowRoot.querySelectorAll('.qq-hand .qcard')]
  .map((b) => ({card: [...b.querySelector('.qc').classList].find((c) => c.startsWith('c-')).slice(2),
                lit: b.classList.contains('lit'), picked: b.classList.contains('picked'),
                button: b.tagName === 'BUTTON', disabled: !!b.disabled}))"""

# every card face in the felt, by where it is
FACES = """() => {
  const root = document.querySelector('duck-down-table').shadowRoot;
  const where = (e) => e.closest('.qq-hand') ? 'hand' : e.closest('.lap') ? 'lap' : e.closest('.yard') ? 'yard' : e.closest('.combos') ? 'combos' : e.closest('.plate') ? 'plate' : 'elsewhere';
  return [...root.querySelectorAll('.felt .qc, .actions .qc')].map((e) => ({
    where: where(e), card: [...e.classList].find((c) => c.startsWith('c-')).slice(2)}));
}"""

PLATES = """() => [...document.querySelector('duck-down-table').shadowRoot.querySelectorAll('.plate')]
  .map((p) => ({name: p.getAttribute('aria-label'), count: p.querySelector('.count b').textContent.trim(),
                faces: p.querySelectorAll('.qc').length}))"""

# controls a person could type or send words with
FREE_TEXT = """() => {
  const root = document.querySelector('duck-down-table').shadowRoot;
  const typing = [...root.querySelectorAll('textarea, [contenteditable], input')]
    .filter((i) => i.tagName !== 'INPUT' || !['checkbox', 'radio', 'hidden'].includes(i.type));
  const words = [...root.querySelectorAll('button, summary, label, a, [role=button]')]
    .map((b) => (b.textContent + ' ' + (b.getAttribute('aria-label') || '')).toLowerCase())
    .filter((s) => /chat|emote|emoji|message|nachricht|bericht|sticker|say |sag |zeg /.test(s));
  return {typing: typing.map((i) => i.outerHTML.slice(0, 80)), words};
}"""


def hand_dom(page: Page) -> list[JSON]:
    return list(page.evaluate(HAND))


def actions(page: Page) -> list[JSON]:
    out = list(page.evaluate("window.__actions"))
    page.evaluate("window.__actions = []")
    return out


def set_props(page: Page, props: JSON) -> None:
    page.evaluate(
        """(props) => {
            const el = document.querySelector('duck-down-table');
            for (const [k, v] of Object.entries(props)) el[k] = v;
            return el.updateComplete;
        }""",
        props,
    )


def add_events(page: Page, events: list[JSON]) -> None:
    page.evaluate(
        """(events) => {
            const el = document.querySelector('duck-down-table');
            for (const e of events) el.addEvent(e);
            el.requestUpdate();
            return el.updateComplete;
        }""",
        events,
    )


def resend(page: Page) -> None:
    """The host answers with a view (here: the same again), which opens the next decision."""
    page.evaluate(
        "(() => { const el = document.querySelector('duck-down-table'); el.seatView = {...el.seatView}; return el.updateComplete; })()"
    )


# ------------------------------------------------------------------------ the engine's answer


def cards_of(a: JSON) -> list[str]:
    return list(a.get("cards") or ([a["card"]] if "card" in a else []))


def mode_of(view: JSON, giving: bool = False) -> str | None:
    d = view.get("decision")
    if not d or d["seat"] != view["seat"] or view["phase"] == "over":
        return None
    k = d["kind"]
    if k in ("lead", "turn"):
        return "give" if giving else "play"
    return str(k)


def open_exchange(view: JSON) -> list[str] | None:
    for x in reversed(view["exchanges"]):
        if x["type"] == "deck" and not x["discarded"] and mode_of(view) == "discard":
            return list(x["took"])
        if x["type"] == "received" and not x["returned"] and mode_of(view) == "give_back":
            return list(x["received"])
    return None


def expected_shortcuts(view: JSON) -> list[JSON]:
    """The one-tap actions the board must offer: from `legal`, in its order."""
    mode = mode_of(view)
    if mode is None:
        return []
    legal = [a for a in view["legal"] if a["type"] in MODE_TYPES[mode]]
    if mode in ("play", "join"):
        return legal
    back = open_exchange(view)
    return [a for a in legal if back is not None and sorted(cards_of(a)) == sorted(back)]


def expected_lit(view: JSON, mode: str) -> set[str]:
    return {c for a in view["legal"] if a["type"] in MODE_TYPES[mode] for c in cards_of(a)}


# ------------------------------------------------------------------------ doing things


def tap_cards(page: Page, cards: list[str]) -> None:
    for c in cards:
        page.locator(
            f"duck-down-table .qq-hand button.qcard.lit:not(.picked):has(.qc.c-{c})"
        ).first.click()


def untap_all(page: Page) -> None:
    while page.locator("duck-down-table .qq-hand button.qcard.picked").count():
        page.locator("duck-down-table .qq-hand button.qcard.picked").first.click()


def close_result(page: Page) -> None:
    dialog = page.locator("duck-down-table .dialog:has(.qq-result)")
    if dialog.count():
        dialog.get_by_role("button", name="Continue").click()


def perform(page: Page, view: JSON, action: JSON, rng: random.Random) -> None:
    """Make `action` through the board, as a person would: tap cards, or a combination."""
    t = action["type"]
    if t in ("pass", "take", "decline"):
        page.locator(f"duck-down-table .qq-actions button.{t}").click()
        return
    if t == "give":
        page.locator("duck-down-table .qq-actions button.give").click()
    short = expected_shortcuts(view)
    if action in short and rng.random() < 0.5:
        page.locator("duck-down-table .combos button.combo").nth(short.index(action)).click()
        return
    tap_cards(page, cards_of(action))
    page.locator("duck-down-table .qq-actions button.send").click()


# ------------------------------------------------------------------------ what must always hold


def check_private(page: Page, view: JSON, mine: JSON | None) -> None:
    """Hands are counts only: card faces are this seat's hand, the public yard, the seat's own
    legal combinations, and nothing else; each plate shows its size and no card."""
    faces = page.evaluate(FACES)
    by: dict[str, list[str]] = {}
    for f in faces:
        by.setdefault(f["where"], []).append(f["card"])
    assert sorted(by.get("yard", [])) == sorted(c for p in view["yard"] for c in p["cards"])
    joins = [p["cards"][0] for p in view["yard"] if p["kind"] == "join"] if view["bomb"] else []
    assert sorted(by.get("lap", [])) == sorted(joins)  # the joining lap shows the joins again
    assert not by.get("plate") and not by.get("elsewhere"), by
    if mine is None:
        assert not by.get("hand") and not by.get("combos"), by
    else:
        assert by.get("hand", []) == mine["hand"]
        shown = [c for a in expected_shortcuts(mine) for c in cards_of(a)]
        assert sorted(by.get("combos", [])) == sorted(shown)
    me = None if mine is None else mine["seat"]
    plates = page.evaluate(PLATES)
    others = [s for s in range(view["players"]) if s != me]
    assert sorted(p["name"] for p in plates) == sorted(NAMES[s] for s in others)
    for p in plates:
        assert p["faces"] == 0
        assert p["count"] == str(view["hands"][NAMES.index(p["name"])])


def check_no_table_talk(page: Page) -> None:
    found = page.evaluate(FREE_TEXT)
    assert found == {"typing": [], "words": []}, found


# ------------------------------------------------------------------------ tests


@pytest.mark.parametrize("size", ["phone", "tablet"])
def test_scenes_render(page: Page, shots_dir: Path, scenes: dict[str, Moment], size: str) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_viewport_size(PHONE if size == "phone" else TABLET)
    for scheme in ["light", "dark"]:
        page.emulate_media(color_scheme=scheme, reduced_motion="reduce")
        for name, m in scenes.items():
            if scheme == "dark" and name not in ("governor", "join", "lap_wall", "give_back"):
                continue
            mount(page, m.props())
            status = page.locator("duck-down-table .status b").first.inner_text()
            assert status.strip(), name
            check_private(page, m.public, m.mine)
            page.screenshot(
                path=str(shots_dir / f"quack-{name}-{size}-{scheme}.png"), full_page=True
            )
    assert errors == []


@pytest.mark.parametrize(
    "name", ["lead", "turn_take", "give", "governor", "join", "discard", "give_back", "two"]
)
def test_cards_and_combinations_are_lit_exactly_as_legal_says(
    page: Page, scenes: dict[str, Moment], name: str
) -> None:
    m = scenes[name]
    mine = m.mine
    assert mine is not None
    page.set_viewport_size(PHONE)
    mount(page, m.props())
    mode = mode_of(mine)
    assert mode is not None
    dom = hand_dom(page)
    assert [d["card"] for d in dom] == mine["hand"]  # sorted by class, as the engine sorts
    want = expected_lit(mine, mode)
    assert want, "the scene has cards to play"
    for d in dom:
        assert (
            d["button"] and d["lit"] == (d["card"] in want) and d["disabled"] == (not d["lit"])
        ), (d, want)
    # every one-tap combination sends its entry of `legal`, and together they are all of them
    short = expected_shortcuts(mine)
    chips = page.locator("duck-down-table .combos button.combo")
    assert chips.count() == len(short)
    sent = []
    for i in range(chips.count()):
        chips.nth(i).click()
        sent += actions(page)
        resend(page)
    assert sent == short
    if mode == "play" and "give" in {a["type"] for a in mine["legal"]}:
        # the turn's other choice: hand two to the teammate, all cards of `give` lit
        page.locator("duck-down-table .qq-actions button.give").click()
        lit = {d["card"] for d in hand_dom(page) if d["lit"]}
        assert lit == expected_lit(mine, "give")
        assert page.locator("duck-down-table .combos button.combo").count() == 0


@pytest.mark.parametrize("name", ["lead", "turn_take", "governor", "join", "discard", "give_back"])
def test_tapping_cards_sends_the_engines_action(
    page: Page, scenes: dict[str, Moment], name: str
) -> None:
    m = scenes[name]
    mine = m.mine
    assert mine is not None and m.seat is not None
    mount(page, m.props())
    mode = mode_of(mine)
    assert mode is not None
    options = [a for a in mine["legal"] if a["type"] in MODE_TYPES[mode]]
    send = page.locator("duck-down-table .qq-actions button.send")
    assert send.is_disabled()  # nothing picked: nothing to send
    for action in random.Random(name).sample(options, min(6, len(options))):
        tap_cards(page, cards_of(action))
        assert send.is_enabled()
        send.click()
        assert actions(page) == [action]
        resend(page)
        untap_all(page)
        # the engine takes it as it came
        game = copy.deepcopy(m.game)
        game.apply(m.seat, action)


def test_the_teammate_exchange_both_ways(page: Page, scenes: dict[str, Moment]) -> None:
    """4 players: pass and hand two to the teammate; the teammate picks two to give back."""
    m = scenes["give"]
    assert m.mine is not None and m.seat is not None
    mate = (m.seat + 2) % 4
    mount(page, m.props())
    page.get_by_role("button", name=f"Pass and swap two with {NAMES[mate]}").click()
    send = page.locator("duck-down-table .qq-actions button.send")
    assert send.inner_text() == "Pick two cards" and send.is_disabled()
    give = next(a for a in m.mine["legal"] if a["type"] == "give")
    tap_cards(page, give["cards"])
    assert send.inner_text().endswith(f"to {NAMES[mate]}")
    send.click()
    assert actions(page) == [give]
    # the teammate's turn now: what the table sees while it chooses, and what it chooses
    game = copy.deepcopy(m.game)
    game.apply(m.seat, give)
    assert game.to_act() == mate
    public = game.public()
    watch = Moment(game, None, public, None)
    mount(page, watch.props())
    status = page.locator("duck-down-table .status").first
    assert f"{NAMES[mate]} picks two cards to give back to {NAMES[m.seat]}" in status.inner_text()
    assert status.locator(".ring").get_attribute("aria-label") == "30 s left"
    passes = page.locator("duck-down-table .yard .passes").inner_text()
    assert f"{NAMES[m.seat]} (swapped two with {NAMES[mate]})" in passes
    check_private(page, public, None)  # never which cards
    back = Moment(game, mate, public, game.seat(mate))
    assert back.mine is not None
    mount(page, back.props())
    received = " + ".join(WORDS[c] for c in give["cards"])
    assert (
        f"{NAMES[m.seat]} handed you {received}"
        in page.locator("duck-down-table .status").first.inner_text()
    )
    default = page.locator("duck-down-table .combos button.combo")
    assert default.count() == 1  # the two received: what a timeout gives back
    default.click()
    assert actions(page) == [{"type": "give_back", "cards": give["cards"]}]
    assert page.locator("duck-down-table .qq-actions .ring").count() == 1


def test_the_joining_lap_shows_who_is_asked_and_who_answered(
    page: Page, scenes: dict[str, Moment]
) -> None:
    for name in ["join", "lap_wall"]:
        m = scenes[name]
        mount(page, m.props())
        bomb = m.public["bomb"]
        lap = page.locator("duck-down-table .lap")
        title = "Revolution" if bomb["kind"] == "revolution" else "Secret Inspection"
        declarer = "you" if bomb["seat"] == m.seat else NAMES[bomb["seat"]]
        assert lap.locator("b").inner_text() == f"Joining lap: {title} by {declarer}"
        answers = {a["seat"]: a["joined"] for a in bomb["answers"]}
        asked = m.public["decision"]["seat"]
        want = [
            ("joined" if answers[s] else "declined")
            if s in answers
            else "asking"
            if s == asked
            else "waiting"
            for s in bomb["lap"]
        ]
        got = lap.locator("li").evaluate_all("(ls) => ls.map((l) => l.className)")
        assert got == want, name
    # the seat asked joins by tapping a card, or declines
    m = scenes["join"]
    assert m.mine is not None
    mount(page, m.props())
    page.get_by_role("button", name="Decline").click()
    assert actions(page) == [{"type": "decline"}]


def test_a_seat_with_nothing_to_join_with_only_declines(page: Page) -> None:
    m = find(
        4, lambda g, s, v: v["decision"]["kind"] == "join" and v["legal"] == [{"type": "decline"}]
    )
    mount(page, m.props())
    assert (
        "You have no card to join with"
        in page.locator("duck-down-table .status").first.inner_text()
    )
    assert page.locator("duck-down-table .qq-actions button.send").count() == 0
    assert not any(d["lit"] for d in hand_dom(page))
    page.get_by_role("button", name="Decline").click()
    assert actions(page) == [{"type": "decline"}]


def test_nothing_beats_it_so_only_pass_is_offered(page: Page) -> None:
    m = find(
        3,
        lambda g, s, v: (
            v["decision"]["kind"] == "turn"
            and not {"play", "bomb"} & {a["type"] for a in v["legal"]}
        ),
    )
    assert m.mine is not None
    mount(page, m.props())
    assert not any(d["lit"] for d in hand_dom(page))
    assert page.locator("duck-down-table .qq-actions button.send").count() == 0
    assert page.locator("duck-down-table .combos").count() == 0
    page.get_by_text("Nothing of yours beats it: pass.").wait_for()
    page.locator("duck-down-table .qq-actions button.pass").click()
    assert actions(page) == [{"type": "pass"}]


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (3, 12), (4, 13)])
def test_a_whole_game_through_the_board(page: Page, players: int, seed: int) -> None:
    """Seat 0 plays every decision by tapping; the engine plays the others and checks each
    action. At every step: no other hand in the DOM, and no table talk at four."""
    options = {"goal_coins": 3} if players == 2 else {"rounds": 1}
    game = Game(players, seed, options)
    rng = random.Random(seed)
    me = 0
    page.set_viewport_size(PHONE if players != 3 else TABLET)
    mount(
        page,
        {
            "table": table_info(players, me, game.options),
            "publicView": game.public(),
            "seatView": game.seat(me),
            "language": "en",
        },
    )
    seen = 0
    mine_decisions = 0
    kinds: set[str] = set()
    while not game.over:
        new = game.seen[me][seen:]
        seen = len(game.seen[me])
        set_props(page, {"publicView": game.public(), "seatView": game.seat(me)})
        add_events(page, new)
        view = game.seat(me)
        check_private(page, view, view)
        if players == 4:
            check_no_table_talk(page)
        seat = game.to_act()
        if seat != me:
            game.step()
            continue
        close_result(page)
        action = game.lively(view["legal"])
        perform(page, view, action, rng)
        assert actions(page) == [action], (view["decision"], action)
        game.apply(me, action)
        mine_decisions += 1
        kinds.add(view["decision"]["kind"])
    set_props(
        page,
        {
            "publicView": game.public(),
            "seatView": game.seat(me),
            "table": table_info(players, me, game.options, over=True),
        },
    )
    add_events(page, game.seen[me][seen:])
    dialog = page.get_by_role("dialog", name="Game over")
    winners = [NAMES[w] for w in game.public()["winners"]]
    if len(winners) == 1:
        dialog.get_by_text(f"{winners[0]} wins!").wait_for()
    else:
        dialog.get_by_text(f"{' & '.join(winners)} win!").wait_for()
    assert mine_decisions >= 5
    assert "lead" in kinds and "turn" in kinds


def test_hands_are_counts_only_on_the_wall(page: Page, scenes: dict[str, Moment]) -> None:
    m = scenes["lap_wall"]
    page.set_viewport_size(TABLET)
    mount(page, m.props())
    check_private(page, m.public, None)
    assert page.locator("duck-down-table .qq-hand").count() == 0
    assert page.locator("duck-down-table .qq-actions").count() == 0
    assert page.locator("duck-down-table .felt button").count() == 0  # a wall makes no moves
    for p in page.evaluate(PLATES):
        assert re.fullmatch(r"\d+", p["count"])


def test_no_chat_emote_or_free_text_at_four(page: Page, scenes: dict[str, Moment]) -> None:
    for m in scenes.values():
        if m.game.players != 4:
            continue
        mount(page, m.props())
        check_no_table_talk(page)
        # nor behind the round's result or the podium, nor in the how-to sheet
        for _ in range(page.locator("duck-down-table .dialog").count()):
            page.locator("duck-down-table .dialog").first.get_by_role(
                "button", name="Continue"
            ).click()
        check_no_table_talk(page)
        page.get_by_role("button", name="How to play").click()
        page.get_by_role("dialog", name=re.compile("How to play")).wait_for()
        check_no_table_talk(page)
        page.keyboard.press("Escape")


def test_the_round_result_and_the_podium(page: Page, scenes: dict[str, Moment]) -> None:
    m = scenes["round_end"]
    mount(page, m.props())
    r = m.public["results"][-1]
    dialog = page.locator("duck-down-table .dialog:has(.qq-result)")
    assert dialog.get_by_role("heading", name=f"Round {r['round']} is over").count() == 1
    rows = dialog.locator(".rrow:not(.head) .rname").all_inner_texts()
    by_rank = sorted(range(4), key=lambda s: r["ranks"][s])
    assert [x.split("\n")[0].replace("you", "").strip() for x in rows] == [
        NAMES[s] for s in by_rank
    ]
    teams = dialog.locator(".rteams").inner_text()
    for i, team in enumerate([[0, 2], [1, 3]]):
        total = sum(r["totals"][s] for s in team)
        assert f"Team {NAMES[team[0]]} & {NAMES[team[1]]}: {total}" in teams, i
    assert "It is your lead" in dialog.inner_text()  # Anna leads round 2
    dialog.get_by_role("button", name="Continue").click()
    assert dialog.count() == 0
    # the game's end: the shell's podium by team, the highest total first
    m = scenes["over4"]
    mount(page, m.props())
    podium = page.get_by_role("dialog", name="Game over")
    totals = m.public["team_totals"]
    best = max(range(2), key=lambda i: totals[i])
    team = [[0, 2], [1, 3]][best]
    podium.get_by_text(f"{NAMES[team[0]]} & {NAMES[team[1]]} win!").wait_for()
    assert podium.locator(".podium .step.p1 .ptotal").inner_text() == str(totals[best])
    # two players: a coin goal, one winner
    m = scenes["over2"]
    mount(page, m.props())
    winner = NAMES[m.public["winners"][0]]
    page.get_by_role("dialog", name="Game over").get_by_text(f"{winner} wins!").wait_for()


def test_calls_are_words_and_sounds_for_everyone(page: Page, scenes: dict[str, Moment]) -> None:
    page.emulate_media(reduced_motion="no-preference")
    m = scenes["lead"]
    mount(page, m.props())
    shout = page.locator("duck-down-table .qq-shout")
    cue = "document.querySelector('duck-down-table').uiState.cue.name"
    for event, text, sound in [
        (
            {"type": "played", "seat": 1, "kind": "single", "cards": ["guard"]},
            "Ben Quack!",
            "quack1",
        ),
        (
            {"type": "played", "seat": 3, "kind": "pair", "cards": ["guard", "guard"]},
            "Leo Quack-quack!",
            "quack",
        ),
        (
            {
                "type": "revolution",
                "seat": 2,
                "cards": ["farmer", "craftsman", "merchant"],
                "lap": [3, 0],
            },
            "Oma We can't live! Fight for revolution!",
            "bomb",
        ),
        (
            {"type": "joined", "seat": 3, "bomb": "revolution", "card": "agitator"},
            "Leo The revolution!",
            "join",
        ),
        (
            {"type": "secret_inspection", "seat": 1, "cards": ["inspector", "guard"], "lap": [2]},
            "Ben Here comes the secret inspector!",
            "bomb",
        ),
        (
            {
                "type": "player_out",
                "seat": 2,
                "rank": 3,
                "how": "emptied",
                "coins": 0,
                "monument": True,
                "governors": 0,
            },
            "Applause! Oma wins the monument.",
            "applause",
        ),
    ]:
        add_events(page, [event])
        expect(shout).to_have_text(text)  # the banner follows the event's render
        assert page.evaluate(cue) == sound
    set_props(page, {"language": "de"})
    add_events(
        page, [{"type": "played", "seat": 1, "kind": "pair", "cards": ["secretary", "secretary"]}]
    )
    expect(shout).to_have_text("Ben Quack-quack!")
    add_events(
        page,
        [
            {
                "type": "revolution",
                "seat": 1,
                "cards": ["farmer", "craftsman", "merchant"],
                "lap": [2],
            }
        ],
    )
    expect(shout).to_contain_text("Kämpft für die Revolution!")


def test_languages(page: Page, scenes: dict[str, Moment]) -> None:
    m = scenes["governor"]
    assert m.mine is not None
    guards = m.mine["hand"].count("guard")
    assert guards
    for lang, title, card in [
        ("de", "Du bist dran", "Wächter"),
        ("nl", "Jij bent aan de beurt", "Wachter"),
    ]:
        mount(page, {**m.props(), "language": lang})
        assert page.locator("duck-down-table .status b").first.inner_text() == title
        labels = page.locator("duck-down-table .qq-hand button.qcard").evaluate_all(
            "(bs) => bs.map((b) => b.getAttribute('aria-label'))"
        )
        assert labels.count(card) == guards


def test_touch_targets(page: Page, scenes: dict[str, Moment]) -> None:
    page.set_viewport_size(PHONE)
    for name in ["lead", "give", "governor", "join", "discard", "give_back", "two"]:
        mount(page, scenes[name].props())
        small = page.evaluate(
            """() => [...document.querySelector('duck-down-table').shadowRoot.querySelectorAll('.felt button, .actions button, .felt summary')]
                .filter((b) => b.offsetParent !== null)
                .map((b) => { const r = b.getBoundingClientRect(); return {t: b.getAttribute('aria-label') || b.textContent.trim(), w: r.width, h: r.height}; })
                .filter((r) => r.w < 44 || r.h < 44)"""
        )
        assert small == [], (name, small)


def test_how_to_play_in_three_languages_and_the_lobby(page: Page) -> None:
    games = [INFO.to_json()]
    mount(page, {"tables": [], "games": games})
    page.get_by_role("button", name="How to play").click()
    sheet = page.get_by_role("dialog", name="How to play: Quack-Quack, Corrupt Ducks")
    sheet.locator(".qq-legend").wait_for()  # the sheet comes with the board's chunk, loaded now
    for heading in [
        "A power struggle",
        "Passing and swapping",
        "Bombs",
        "Going out, coins and the monument",
        "At four players",
    ]:
        assert sheet.get_by_role("heading", name=heading).count() == 1, heading
    legend = sheet.locator(".qq-legend")
    assert legend.locator(".qc").count() >= 20
    assert legend.locator(".monument").count() == 2
    assert (
        "Singles, weakest first: Secret Inspector, People, Guard, Secretary." in legend.inner_text()
    )
    page.keyboard.press("Escape")
    for lang, button, heading in [
        ("de", "So wird gespielt", "Bomben"),
        ("nl", "Zo speel je", "Bommen"),
    ]:
        set_props(page, {"language": lang})
        page.get_by_role("button", name=button).click()
        page.get_by_role("dialog").get_by_role("heading", name=heading).wait_for()
        page.keyboard.press("Escape")
    # the lobby's form comes from the game's schema; creating sends every shown option
    set_props(page, {"language": "en"})
    page.get_by_label("Your name").fill("Anna")
    page.get_by_role("button", name="Create table").click()
    assert actions(page) == [
        {
            "command": "create",
            "name": "Anna",
            "tableName": "Anna's table",
            "ruleset": "quack_quack",
            "options": {"turn_time": 30, "rounds": 5, "goal_coins": 4},
        }
    ]


def test_the_registry_metadata_is_the_engines() -> None:
    """The page's metadata for hosts that do not describe their games is the engine's own."""
    src = (ROOT / "frontend" / "src" / "games" / "quack_quack" / "info.ts").read_text(
        encoding="utf-8"
    )
    body = src.split("export const QUACK_QUACK_INFO: GameInfo = ", 1)[1].rsplit(";", 1)[0]
    assert json.loads(body) == INFO.to_json()
