"""Duck Pond's board in Chromium, fed views of a household played through the real engine.

The card's bundle is served from a fake origin (as in test_component.py), so the board loads
as its own chunk. The views come from `pond_views.py`, and every action the board sends is
handed back to the engine, which must take it, before the next view goes in: the page plays
the engine's game, not a copy of it. The dice proof is checked against the engine's own
`verify_period`, tampered rolls and a wrong seed included.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.browser.browser_scenes import scenes as duck_down_scenes
from tests.browser.browser_support import PHONE, TABLET
from tests.browser.component_page import mount
from tests.browser.pond_views import Household, household, rich, verify

pytestmark = pytest.mark.usefixtures("bundle_server")

JSON = dict[str, Any]
HOUR = 3_600_000


@pytest.fixture
def errors(page: Page) -> list[str]:
    seen: list[str] = []
    page.on("pageerror", lambda e: seen.append(str(e)))
    page.on("console", lambda m: seen.append(m.text) if m.type == "error" else None)
    return seen


def update(page: Page, props: JSON) -> None:
    """New properties for the mounted table (the host's next message), keeping the board."""
    page.evaluate(
        """async (props) => {
            const el = document.querySelector('duck-down-table');
            for (const [k, v] of Object.entries(props)) el[k] = v;
            await el.updateComplete;
            return el.updateComplete;
        }""",
        props,
    )


def sent(page: Page) -> list[JSON]:
    return page.evaluate("window.__actions")  # type: ignore[no-any-return]


def last(page: Page) -> JSON:
    acts = sent(page)
    assert acts, "nothing was sent"
    return acts[-1]


def play(page: Page, h: Household, seat: int) -> JSON:
    """The action the board just sent: the engine must take it; the board gets its events and
    the next view, as from the host."""
    action = last(page)
    events = h.act(seat, action)
    update(page, {"events": events})
    update(page, {"seatView": h.seat(seat), "publicView": h.public(), "table": h.table(seat)})
    return action


def tab(page: Page, name: str) -> None:
    page.get_by_role("tab", name=re.compile(f"^{name}")).click()


def row(page: Page, title: str) -> Locator:
    """An action row's button (its name begins with the action's title)."""
    return page.get_by_role("button", name=re.compile(f"^{re.escape(title)}"))


def felt_text(page: Page) -> str:
    return page.locator("duck-down-table .felt").inner_text()


# ------------------------------------------------------------------------ what everyone sees


@pytest.mark.parametrize("size", ["phone", "tablet"])
def test_the_wall_shows_ponds_period_proposals_god_and_disciple(
    page: Page, shots_dir: Path, errors: list[str], size: str
) -> None:
    page.set_viewport_size(PHONE if size == "phone" else TABLET)
    h = household()
    view = h.public()
    mount(page, h.props(None))
    # the ponds with their ducks, each with its name, quacks and owner, grouped by colour
    ponds = page.locator(".pd-ponds > .pd-pond:not(.away)")
    expect(ponds).to_have_count(len(view["ponds"]))
    for i, pond in enumerate(view["ponds"]):
        group = ponds.nth(i)
        expect(group.locator("h4")).to_contain_text(f"Pond {pond['pond']}")
        chips = group.locator(".pd-chip")
        expect(chips).to_have_count(len(pond["ducks"]))
        colours = [d["colour"] for d in pond["ducks"]]
        assert group.locator(".pd-colour").count() == len(set(colours))
        for d in pond["ducks"]:
            owner = view["seats"][d["owner"]]["name"]
            chip = group.locator(".pd-chip", has_text=d["name"])
            expect(chip).to_contain_text(f"{d['quacks']} quack")
            expect(chip).to_contain_text(owner)
    scouting = next(d for p in view["ponds"] for d in p["ducks"] if d["scouting"])
    expect(page.locator(".pd-chip", has_text=scouting["name"])).to_contain_text("scouting")
    # the period and its countdown in days and hours, from the view's end and clock
    left = view["period"]["end"] - view["now"]
    days, hours = left // (24 * HOUR), left % (24 * HOUR) // HOUR
    expect(page.locator(".pd-period")).to_contain_text(f"{days} d {hours} h left")
    expect(page.locator(".status")).to_contain_text(f"Period One · {days} d {hours} h left")
    expect(page.locator(".status")).to_contain_text("Thursday 00:00 (UTC)")
    assert page.locator("duck-down-table .ring").count() == 0  # nobody is waited for
    # the Duck God's eggs of 12, the Disciple, the Judge, the titles
    god = page.locator(".pd-god")
    expect(god).to_contain_text(f"{view['duck_god']['god_eggs']} of 12 God Eggs")
    assert god.locator(".egg").count() == 12 and god.locator(".egg.on").count() == 0
    expect(page.locator(".pd-disciple")).to_contain_text(view["disciple"]["name"])
    expect(page.locator(".pd-disciple")).to_contain_text(f"{view['disciple']['quacks']} quacks")
    expect(page.locator(".pd-judge")).to_contain_text("Anna")
    expect(page.locator(".pd-titles")).to_contain_text("DUCK DUKE")
    # the open proposals with their tallies
    for p in view["proposals"]:
        card = page.locator(".pd-proposal", has_text=p["title"])
        expect(card.locator(".pd-for b")).to_have_text(str(len(p["for"])))
        expect(card.locator(".pd-against b")).to_have_text(str(len(p["against"])))
    expect(page.locator(".pd-proposal", has_text="Bigger feed")).to_contain_text("Feeding die: 8")
    # the one secret, the current period's seed, is nowhere (no view carries it)
    html = page.evaluate("document.querySelector('duck-down-table').shadowRoot.innerHTML")
    assert h.state.period.seed not in html
    # a spectator's wall: no tabs, no forms, no moves
    assert page.locator(".pd-tabs").count() == 0
    assert page.locator("duck-down-table form").count() == 0
    wide = page.evaluate("document.documentElement.scrollWidth")
    assert wide <= (PHONE if size == "phone" else TABLET)["width"], wide
    page.screenshot(path=str(shots_dir / f"pond-wall-{size}.png"), full_page=True)
    assert errors == []


def test_a_turn_game_keeps_its_ring(page: Page) -> None:
    """The ring goes only where nobody is waited for: Duck Down's turn still counts down."""
    mount(page, duck_down_scenes()["start"])
    expect(page.locator("duck-down-table .ring")).to_have_count(1)


# ------------------------------------------------------------------------ a newcomer


@pytest.mark.parametrize("size", ["phone", "tablet"])
def test_a_newcomer_joins_a_running_pond_and_plays_a_period(
    page: Page, shots_dir: Path, errors: list[str], size: str
) -> None:
    """From the lobby's Join to a named duck in a pond, another's duck fed and a vote cast,
    with only what the page says (and its how-to sheet)."""
    page.set_viewport_size(PHONE if size == "phone" else TABLET)
    h = household()
    h.next_period()
    table = {**h.table(None), "seats": [{**s, "you": False} for s in h.table(None)["seats"]]}
    mount(page, {"tables": [table], "games": h.props(None)["games"]})
    page.get_by_label("Your name").fill("Cleo")
    page.get_by_role("button", name="Join").click()  # a running table: any-time games join
    assert last(page) == {"command": "join", "table": "t-pond", "name": "Cleo"}
    cleo = h.join("Cleo")
    duck = h.duck_of(cleo)
    mount(page, h.props(cleo))
    # the how-to sheet says the essentials
    page.get_by_role("button", name="How to play").click()
    sheet = page.get_by_role("dialog", name="How to play: Duck Pond")
    sheet.get_by_role("heading", name="Your first duck").wait_for()
    expect(sheet).to_contain_text("feed another player's duck")
    sheet.get_by_role("heading", name="What the signs mean").wait_for()  # the game's legend word
    sheet.get_by_role("button", name="Close").click()
    # 1. name the duck, right on the first tab
    expect(page.locator(".pd-todo").first).to_contain_text("Give your duck a name")
    page.screenshot(path=str(shots_dir / f"pond-newcomer-{size}.png"), full_page=True)
    page.get_by_label(f"Name for unnamed duck #{duck}").fill("  Sir Quacks ")
    page.get_by_role("button", name="Name it").click()
    assert play(page, h, cleo) == {"type": "name", "duck": duck, "name": "Sir Quacks"}
    # 2. a pond for it
    pond = page.get_by_label("Pond for Sir Quacks")
    pond.select_option("2")
    page.get_by_role("button", name="Put it there").click()
    action = play(page, h, cleo)
    assert action == {"type": "assign_pond", "duck": duck, "pond": 2}
    # 3. feed someone else's duck (the engine offered exactly this)
    page.get_by_role("button", name="Feed a duck", exact=True).click()
    expect(page.get_by_role("tab", name=re.compile("^Actions"))).to_have_attribute(
        "aria-selected", "true"
    )
    puddles = next(d.number for d in h.state.ducks.values() if d.name == "Puddles")
    expected = {"type": "feed", "duck": puddles}
    assert expected in h.legal(cleo)
    page.get_by_label("Which duck").select_option(str(puddles))
    page.get_by_role("button", name="Feed", exact=True).click()
    assert play(page, h, cleo) == expected
    tab(page, "My ducks")
    expect(page.locator(".pd-todo.done", has_text="Feed another player's duck")).to_have_count(1)
    # 4. vote, and change the vote while the period lasts
    page.get_by_role("button", name="Vote", exact=True).click()
    ballot = page.get_by_role("group", name="Your vote on proposal 1")
    ballot.get_by_role("button", name="For").click()
    assert play(page, h, cleo) == {"type": "vote", "proposal": 1, "vote": "for"}
    expect(ballot.get_by_role("button", name="For")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".pd-proposal", has_text="Bigger feed")).to_contain_text("You vote For")
    ballot.get_by_role("button", name="Against").click()
    assert play(page, h, cleo) == {"type": "vote", "proposal": 1, "vote": "against"}
    card = page.locator(".pd-proposal", has_text="Bigger feed")
    p1 = h.public()["proposals"][0]
    expect(card.locator(".pd-against b")).to_have_text(str(len(p1["against"])))
    assert cleo in p1["against"]
    page.screenshot(path=str(shots_dir / f"pond-newcomer-voted-{size}.png"), full_page=True)
    assert errors == []


# ------------------------------------------------------------------------ every form


def test_every_action_form_sends_the_engines_action(page: Page, errors: list[str]) -> None:
    """Each form, filled as a player would, sends exactly the action the engine takes."""
    page.set_viewport_size(PHONE)
    h = rich()
    anna, ben, oma = 0, 1, 2
    duck = {d.name: d.number for d in h.state.ducks.values() if d.name}

    # Anna: steal from the DUCK DUKE (asked first), a proposal with structured changes, retracted
    mount(page, h.props(anna))
    tab(page, "Actions")
    row(page, "Steal Duck").click()
    page.get_by_label("The DUKE's duck").select_option(str(duck["Puddles"]))
    page.get_by_role("button", name="Steal", exact=True).click()
    assert sent(page) == []  # nothing before the confirmation
    page.get_by_role("alertdialog").get_by_role("button", name="Yes, do it").click()
    assert play(page, h, anna) == {
        "type": "steal",
        "duck": duck["Quackers"],
        "target": duck["Puddles"],
    }
    tab(page, "Votes")
    row(page, "Propose a rule change").click()
    page.get_by_role("textbox", name=re.compile("^Title")).fill("Cheaper moves")
    page.get_by_label("What should change?").fill("Moving costs nothing.")
    page.get_by_role("button", name="+ Add a rule change").click()
    page.get_by_label("Rule number").select_option("move_cost")
    page.get_by_label("New value").fill("0")
    page.get_by_role("button", name="+ Add a rule change").click()
    page.get_by_label("Kind of change").nth(1).select_option("add_duck_word")
    page.get_by_label("Word", exact=True).fill("Splash")
    page.get_by_role("button", name="Propose", exact=True).click()
    assert play(page, h, anna) == {
        "type": "propose",
        "title": "Cheaper moves",
        "text": "Moving costs nothing.",
        "changes": [
            {"op": "set_number", "number": "move_cost", "value": 0},
            {"op": "add_duck_word", "word": "Splash"},
        ],
        "changes_only": True,
    }
    card = page.locator(".pd-proposal", has_text="Cheaper moves")
    expect(card).to_contain_text("Cost of moving: 0")
    expect(page.get_by_role("textbox", name=re.compile("^Title"))).to_have_count(
        0
    )  # the form closed on proposal_made
    card.get_by_role("button", name="Retract").click()
    page.get_by_role("alertdialog").get_by_role("button", name="Yes, do it").click()
    number = max(p.number for p in h.state.proposals)
    assert play(page, h, anna) == {"type": "retract", "proposal": number}

    # Ben: feed with a fruit, attack, lay an Egg, scramble, move, scout, offer, rename
    update(page, {"seatView": h.seat(ben), "table": h.table(ben)})
    tab(page, "Actions")
    row(page, "Feed a duck").click()
    page.get_by_label("Which duck").select_option(str(duck["Quackers"]))
    page.get_by_role("radio", name=re.compile("^Watermelon Slice")).check()
    page.get_by_role("button", name="Feed", exact=True).click()
    assert play(page, h, ben) == {"type": "feed", "duck": duck["Quackers"], "fruit": "watermelon"}
    row(page, "Standard Quack Attack").click()
    page.get_by_label("Target").select_option(str(duck["Quackers"]))
    page.get_by_role("spinbutton", name=re.compile("^Cost")).fill("6")
    expect(page.locator(".pd-form")).to_contain_text("The target loses 3 quacks.")
    page.get_by_role("button", name="Attack", exact=True).click()
    assert play(page, h, ben) == {
        "type": "standard",
        "duck": duck["Chick"],
        "target": duck["Quackers"],
        "cost": 6,
    }
    row(page, "Lay Egg").click()
    page.get_by_role("spinbutton", name=re.compile("^Cost")).fill("20")
    expect(page.locator(".pd-form")).to_contain_text("A d20: 55% chance of an Egg.")
    page.get_by_role("button", name="Lay", exact=True).click()
    assert play(page, h, ben) == {"type": "lay_egg", "duck": duck["Chick"], "cost": 20}
    row(page, "Divine Scrambler").click()
    page.get_by_label("Target").select_option("2")
    page.get_by_role("spinbutton", name=re.compile("^Cost")).fill("20")
    page.get_by_role("button", name="Scramble", exact=True).click()
    assert play(page, h, ben) == {
        "type": "scrambler",
        "duck": duck["Chick"],
        "target": oma,
        "cost": 20,
    }
    row(page, "Move Chick").click()
    page.get_by_label("To pond").select_option("2")
    page.get_by_role("button", name="Move", exact=True).click()
    assert play(page, h, ben) == {"type": "move", "duck": duck["Chick"], "pond": 2}
    row(page, "Send a duck scouting").click()
    page.get_by_role("button", name="Send", exact=True).click()
    assert play(page, h, ben) == {"type": "scout", "duck": duck["Chick"]}
    row(page, "Offer a trade").click()
    page.get_by_label("Offer to").select_option("2")
    page.locator("input[name='give.seeds']").fill("10")
    page.locator("input[name='receive.god_egg']").fill("1")
    page.get_by_label("Open until").select_option("2")
    page.get_by_role("button", name="Make the offer", exact=True).click()
    offer = play(page, h, ben)
    assert {k: offer[k] for k in ("type", "to", "give", "receive")} == {
        "type": "offer",
        "to": oma,
        "give": [{"item": "seeds", "count": 10}],
        "receive": [{"item": "god_egg", "count": 1}],
    }
    assert offer["expires"] - h.now == pytest.approx(2 * 24 * HOUR, abs=2 * 60_000)
    row(page, "Change your player name").click()
    page.get_by_label("Your player name").fill("Benny")
    page.get_by_role("button", name="Rename", exact=True).click()
    assert play(page, h, ben) == {"type": "display_name", "name": "Benny"}

    # Oma: accept the offer, bring her scout home
    update(page, {"seatView": h.seat(oma), "table": h.table(oma)})
    number = offer_number(h)
    page.get_by_role("button", name="Accept", exact=True).click()
    assert play(page, h, oma) == {"type": "accept", "offer": number}
    row(page, "Bring a scouting duck home").click()
    page.get_by_role("button", name="Try", exact=True).click()
    assert play(page, h, oma) == {"type": "retrieve", "duck": duck["Waddles"]}
    assert errors == []


def test_the_other_forms_send_the_engines_actions(page: Page, errors: list[str]) -> None:
    """Hatching, Cannibalism (asked first), withdrawing and declining offers, editing a
    proposal with its changes, and the Judge's office: a request withdrawn, a removal moved
    (with ruling 40's warning) and assented to, a new Judge asked for, appointed, resigning."""
    page.set_viewport_size(PHONE)
    h = rich()
    anna, ben, oma = 0, 1, 2
    duck = {d.name: d.number for d in h.state.ducks.values() if d.name}
    why = {"reason": "An Egg for the test.", "cite": {"error": "a test household"}}
    h.act(
        anna,
        {
            "type": "correct",
            "changes": [{"op": "set_eggs", "duck": duck["Chick"], "value": 1}],
            **why,
        },
    )
    mount(page, h.props(ben))
    tab(page, "Actions")
    row(page, "Hatch Egg").click()
    page.get_by_role("button", name="Hatch", exact=True).click()
    assert play(page, h, ben) == {"type": "hatch", "duck": duck["Chick"]}
    row(page, "Cannibalism").click()
    page.get_by_label("Duck that eats").select_option(str(duck["Chick"]))
    page.get_by_label("Duck that is eaten").select_option(str(duck["Puddles"]))
    page.get_by_role("button", name="Eat", exact=True).click()
    dialog = page.get_by_role("alertdialog")
    expect(dialog).to_contain_text("Puddles (and its 35 quacks) will be gone for good.")
    dialog.get_by_role("button", name="Yes, do it").click()
    assert play(page, h, ben) == {
        "type": "cannibalism",
        "duck": duck["Chick"],
        "target": duck["Puddles"],
    }
    for _ in range(2):  # two gifts to Oma: one withdrawn, one declined
        row(page, "Offer a trade").click()
        page.get_by_label("Offer to").select_option("2")
        page.locator("input[name='give.grapes']").fill("1")
        page.get_by_role("button", name="Make the offer", exact=True).click()
        play(page, h, ben)
    first, second = sorted(o.number for o in h.state.offers)
    page.locator(".pd-offer", has_text=f"#{first}").get_by_role("button", name="Withdraw").click()
    assert play(page, h, ben) == {"type": "withdraw", "offer": first}
    # editing a proposal resubmits it, its structured changes as rows to change
    tab(page, "Votes")
    page.locator(".pd-proposal", has_text="Bigger feed").get_by_role("button", name="Edit").click()
    title = page.get_by_role("textbox", name=re.compile("^Title"))
    expect(title).to_have_value("Bigger feed")
    expect(page.get_by_label("Rule number")).to_have_value("feed_die")
    value = page.get_by_label("New value")
    expect(value).to_have_value("8")
    title.fill("Much bigger feed")
    value.fill("10")
    page.get_by_role("button", name="Submit again").click()
    assert play(page, h, ben) == {
        "type": "edit",
        "proposal": 1,
        "title": "Much bigger feed",
        "text": "Feeding rolls a d8.",
        "changes": [{"op": "set_number", "number": "feed_die", "value": 10}],
        "changes_only": True,
    }
    expect(page.locator(".pd-proposal", has_text="Much bigger feed")).to_contain_text(
        "Feeding die: 10"
    )
    tab(page, "Judge")
    page.locator(".pd-request", has_text="May a duck picnic").get_by_role(
        "button", name="Withdraw"
    ).click()
    assert play(page, h, ben) == {"type": "withdraw_request", "request": 1}
    row(page, "Move to remove the Judge").click()
    expect(page.locator(".pd-form")).to_contain_text("only for abuse of office")
    page.get_by_role("button", name="Move removal", exact=True).click()
    page.get_by_role("alertdialog").get_by_role("button", name="Yes, do it").click()
    assert play(page, h, ben) == {"type": "move_removal"}
    update(page, {"seatView": h.seat(oma), "table": h.table(oma)})
    motion = h.state.motions[-1].number
    page.get_by_role("button", name="Assent", exact=True).click()
    assert play(page, h, oma) == {"type": "assent", "motion": motion}
    expect(page.locator(".pd-big-line")).to_have_text("No Judge yet")
    row(page, "Ask to become Judge").click()
    page.get_by_role("button", name="Ask", exact=True).click()
    assert play(page, h, oma) == {"type": "ask_judge"}
    tab(page, "Actions")
    page.locator(".pd-offer", has_text=f"#{second}").get_by_role("button", name="Decline").click()
    assert play(page, h, oma) == {"type": "decline", "offer": second}
    for seat in (anna, ben):
        update(page, {"seatView": h.seat(seat), "table": h.table(seat)})
        tab(page, "Judge")
        page.get_by_role("button", name="Assent", exact=True).click()
        assert play(page, h, seat)["type"] == "assent"
    assert h.state.judge == oma
    update(page, {"seatView": h.seat(oma), "table": h.table(oma)})
    expect(page.locator(".pd-big-line")).to_have_text("You are the Judge.")
    row(page, "Resign as Judge").click()
    page.get_by_role("button", name="Resign", exact=True).click()
    page.get_by_role("alertdialog").get_by_role("button", name="Yes, do it").click()
    assert play(page, h, oma) == {"type": "resign"}
    assert errors == []


def offer_number(h: Household) -> int:
    """The open offer's number (the one made last)."""
    return max(o.number for o in h.state.offers)


def test_the_judges_desk_and_a_vote_of_confidence(page: Page, shots_dir: Path) -> None:
    page.set_viewport_size(PHONE)
    h = household()
    anna, ben = 0, 1
    mount(page, h.props(anna))
    tab(page, "Judge")
    expect(page.locator(".pd-desk")).to_contain_text("May a duck picnic in two ponds?")
    page.screenshot(path=str(shots_dir / "pond-judge-phone.png"), full_page=True)
    page.get_by_label("Your answer").fill("No: a duck lives in exactly one pond.")
    page.get_by_role("button", name="Rule", exact=True).click()
    assert play(page, h, anna) == {
        "type": "answer",
        "request": 1,
        "text": "No: a duck lives in exactly one pond.",
    }
    # a correction with its reason and citation (the ruling just made)
    row(page, "Make a correction").click()
    page.get_by_role("button", name="+ Add a change").click()
    page.get_by_label("Kind of change").select_option("set_quacks")
    puddles = h.duck_of(ben)
    page.get_by_label("Duck", exact=True).select_option(str(puddles))
    page.get_by_label("New value").fill("7")
    page.get_by_label("Reason").fill("The picnic ruling.")
    page.get_by_label("Citing").select_option("ruling")
    page.get_by_label("Number or description").fill("1")
    page.get_by_role("button", name="Apply", exact=True).click()
    assert play(page, h, anna) == {
        "type": "correct",
        "changes": [{"op": "set_quacks", "duck": puddles, "value": 7}],
        "reason": "The picnic ruling.",
        "cite": {"ruling": 1},
    }
    expect(page.locator(".pd-correction")).to_contain_text("Puddles: quacks 7 (was")
    # Ben calls a vote of confidence and votes to overturn
    update(page, {"seatView": h.seat(ben), "table": h.table(ben)})
    page.get_by_role("button", name="Call a vote of confidence").click()
    assert play(page, h, ben) == {"type": "confidence", "ruling": 1}
    page.get_by_role("button", name="Overturn", exact=True).click()
    assert play(page, h, ben) == {"type": "confidence_vote", "ruling": 1, "vote": "overturn"}
    expect(page.locator(".pd-section", has_text="Votes of confidence")).to_contain_text(
        "Overturn 1 · Affirm 0"
    )


# ------------------------------------------------------------------------ refusals


def test_a_refusal_is_shown_by_the_form_in_the_players_language(page: Page) -> None:
    page.set_viewport_size(PHONE)
    h = household()
    cleo = h.join("Cleo")
    duck = h.duck_of(cleo)
    mount(page, h.props(cleo))
    # what the form can see itself: nothing is sent
    page.get_by_role("button", name="Name it").click()
    expect(page.locator(".pd-note.warn")).to_have_text("Type a name first.")
    assert sent(page) == []
    max_len = h.public()["rules"]["numbers"]["name_max"]
    name = page.get_by_label(f"Name for unnamed duck #{duck}")
    assert name.get_attribute("maxlength") == str(max_len)
    # a name the engine refuses: another duck has it
    name.fill("Puddles")
    page.get_by_role("button", name="Name it").click()
    action = last(page)
    err = h.refusal(cleo, action)
    assert err.code == "name_taken"
    update(page, {"error": {"code": err.code, "message": err.message}})
    note = page.locator(".pd-note.refused")
    expect(note).to_have_text("Refused: That name is taken: another duck or a player has it.")
    expect(page.locator("duck-down-table .banner.error")).to_contain_text("That name is taken")
    # in German the board's own sentence; a code the game has no words for: the host's
    update(page, {"language": "de"})
    expect(note).to_contain_text("Den Namen hat schon eine andere Ente oder ein Spieler.")
    banned = h.refusal(cleo, {"type": "name", "duck": duck, "name": "Jeffery"})
    update(page, {"error": {"code": banned.code, "message": banned.message}})
    expect(note).to_contain_text("Dieser Name ist verboten.")
    update(page, {"language": "en"})
    expect(note).to_contain_text(banned.message)  # English: the host's own sentence
    update(page, {"error": {"code": "brand_new_code", "message": "A newer host says no."}})
    expect(note).to_contain_text("A newer host says no.")


# ------------------------------------------------------------------------ the dice


def rows(page: Page) -> list[list[str]]:
    section = page.locator(".pd-proof").nth(1)  # the ended period (the current one is first)
    return section.locator("tbody tr").evaluate_all(
        "(trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent.trim()))"
    )


def test_verify_recomputes_the_rolls_as_the_engine_does(page: Page, shots_dir: Path) -> None:
    page.set_viewport_size(TABLET)
    h = household()
    ben = 1
    before = h.seat(ben)
    mount(page, h.props(ben))
    tab(page, "Dice")
    current = page.locator(".pd-proof").first
    expect(current).to_contain_text(before["period"]["commitment"])
    expect(current).to_contain_text("revealed when the period ends")
    assert current.get_by_role("button", name="Verify the rolls").count() == 0
    # the period ends: its seed is revealed; this device saw its rolls
    ended = h.state.period.label
    h.next_period()
    update(page, {"seatView": h.seat(ben), "publicView": h.public()})
    shown = next(p for p in h.public()["periods"] if p["period"] == ended)
    log = list(before["rolls"])
    assert verify(shown, log) == []
    section = page.locator(".pd-proof").nth(1)
    expect(section).to_contain_text(shown["seed"])
    section.get_by_role("button", name="Verify the rolls").click()
    expect(section.locator(".pd-verdict")).to_contain_text(f"All {len(log)} rolls check out.")
    expect(section.locator(".pd-verdict")).to_contain_text("matches the commitment")
    table = rows(page)
    assert [r[0] for r in table] == [str(r["n"]) for r in reversed(log)]
    assert all(r[-1] == "✓" for r in table)
    assert [r[1] for r in table] == [f"d{r['sides']}" for r in reversed(log)]
    page.screenshot(path=str(shots_dir / "pond-dice-tablet.png"), full_page=True)

    # a fresh device that received two of the rolls wrong (tampered): the same rolls fail,
    # with the results the engine's verify_period expects
    tampered = [dict(r) for r in log]
    for i in (1, 4):
        tampered[i]["result"] = tampered[i]["result"] % tampered[i]["sides"] + 1
    problems = verify(shown, tampered)
    assert [p["n"] for p in problems] == [log[1]["n"], log[4]["n"]]
    mount(page, h.props(ben))
    update(page, {"events": rolled(ended, tampered)})
    tab(page, "Dice")
    section = page.locator(".pd-proof").nth(1)
    section.get_by_role("button", name="Verify the rolls").click()
    expect(section.locator(".pd-verdict")).to_contain_text("2 problems found.")
    bad = {int(r[0]): r[-1] for r in rows(page) if not r[-1].startswith("✓")}
    assert bad == {p["n"]: f"✗ {p['expected']}" for p in problems}
    for p in problems:
        expect(section.locator(".pd-verdict")).to_contain_text(
            f"Roll {p['n']} shows {p['result']}; the seed gives {p['expected']}."
        )

    # a revealed seed that is not the committed one
    seat = h.seat(ben)
    seat["periods"] = [
        {**p, "seed": "00" * 32} if p["period"] == ended else p for p in seat["periods"]
    ]
    assert verify({**shown, "seed": "00" * 32}, log)[0]["problem"].startswith("SHA-256")
    mount(page, {**h.props(ben), "seatView": seat})
    update(page, {"events": rolled(ended, log)})
    tab(page, "Dice")
    section = page.locator(".pd-proof").nth(1)
    section.get_by_role("button", name="Verify the rolls").click()
    expect(section.locator(".pd-verdict")).to_contain_text("does NOT match")
    expect(section.locator(".pd-verdict")).to_contain_text(
        "SHA-256 of the seed is not the published commitment."
    )


def rolled(period: str, rolls: list[JSON]) -> list[JSON]:
    """The roll events of a period, as the host publishes them."""
    return [{"type": "roll", "period": period, **r} for r in rolls]


# ------------------------------------------------------------------------ every size, every word


RAW = re.compile(
    r"\{\w+\}|\b(?:ev|num|op|field|tab|gh?|item|colour|title|status|req|conf|corr|how|what|fruit|cause|loot|err|pr)_[a-z_]+\b"
)
# a switch or a radio is tapped by its whole label
SMALL = """() => [...document.querySelector('duck-down-table').shadowRoot.querySelectorAll(
    '.felt button, .felt select, .felt input, .felt textarea')]
  .filter((b) => b.offsetParent !== null)
  .map((b) => (b.type === 'checkbox' || b.type === 'radio') && b.closest('label') ? b.closest('label') : b)
  .map((b) => { const r = b.getBoundingClientRect(); return {t: (b.textContent || b.name || '').trim().slice(0, 30), w: r.width, h: r.height}; })
  .filter((r) => r.h < 44 || r.w < 44)"""


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_every_tab_and_form_in_every_language_fits_the_phone(
    page: Page, shots_dir: Path, lang: str
) -> None:
    """Every tab, and every action form opened, in each language: no key or placeholder left,
    nothing wider than the phone, every control at least 44 px."""
    page.set_viewport_size(PHONE)
    h = rich()
    mount(page, h.props(1, language=lang))
    tabs = page.locator(".pd-tabs [role=tab]")
    expect(tabs).to_have_count(6)
    for i in range(6):
        tabs.nth(i).click()
        rows_ = page.locator(".pd-panel button.pd-row")
        for j in range(max(1, rows_.count())):
            if rows_.count():
                rows_.nth(j).click()
                page.locator(".pd-form").first.wait_for()
            text = felt_text(page)
            assert not RAW.search(text), (i, j, RAW.search(text))
            wide = page.evaluate("document.documentElement.scrollWidth")
            assert wide <= PHONE["width"], (i, j, wide)
            assert page.evaluate(SMALL) == [], (i, j)
        page.screenshot(path=str(shots_dir / f"pond-{lang}-tab{i}-phone.png"), full_page=True)
