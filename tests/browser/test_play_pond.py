"""A running Duck Pond in Chromium against a real `duckdown serve` (issue 17 §5).

Ben (a tablet) starts a pond from the lobby, Dana joins it, and then Cleo, the newcomer (a
phone), joins the running pond from the lobby's list. With only what her page offers she
names her duck and puts it in a pond, makes a proposal, feeds Ben's duck and, once Ben and
Dana have fed hers, makes a Standard Quack Attack on Dana's. A period ends, and she votes on
her proposal; the next period's end counts it. Every step is the host's: each is checked on her page and in the host's public
state as Ben's page gets it.

The host runs with its manual clock (`--manual-clock`, its calendar from 2025-01-01 00:00 UTC,
a Wednesday in Period One); the test moves it on to the period's end as the host's admin.
Two feedings (1d6 each) give Cleo's duck at least the 2 quacks of the cheapest attack, so no
die decides whether the test can go on.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser

from tests.browser.browser_support import PHONE, TABLET
from tests.browser.play_support import Person, advance_clock, create_table, seeded_host, shots

DAY = 24 * 3_600_000


@pytest.fixture
def pond_host(tmp_path: Path) -> Iterator[str]:
    yield from seeded_host(tmp_path, None, ("--manual-clock",))


def ducks(pub: dict[str, Any]) -> list[dict[str, Any]]:
    return [d for pond in pub["ponds"] for d in pond["ducks"]] + list(pub.get("elsewhere") or [])


def duck_of(p: Person, seat: int) -> dict[str, Any]:
    (duck,) = [d for d in ducks(p.ui()["pub"]) if d["owner"] == seat]
    return duck


DUCK = "s.pub && [...s.pub.ponds.flatMap((p) => p.ducks), ...(s.pub.elsewhere || [])]"


def wait_duck(p: Person, number: int, condition: str, arg: Any = None) -> None:
    """Wait until the host's duck `number` (as `d`) meets `condition` in this page."""
    p.wait(
        f"(({DUCK} || []).filter((d) => d.duck === arg.n).some((d) => {condition}))",
        {"n": number, "v": arg},
    )


def join(p: Person, table: str) -> int:
    """From the lobby: the name, then Join on the running table's row; the seat taken."""
    page = p.page
    page.get_by_label("Your name").fill(p.name)
    page.locator("duck-down-table li", has_text=table).get_by_role("button", name="Join").click()
    p.wait("s.mine !== null && s.mine.seat !== undefined")
    return int(p.mine()["seat"])  # type: ignore[index]


def settle(p: Person, seat: int, name: str) -> int:
    """Name the seat's first duck and put it in pond 1; its number."""
    page = p.page
    number = int(duck_of(p, seat)["duck"])
    page.get_by_label(f"Name for unnamed duck #{number}").fill(name)
    page.get_by_role("button", name="Name it").click()
    wait_duck(p, number, "d.name === arg.v", name)
    page.get_by_label(f"Pond for {name}").select_option("1")
    page.get_by_role("button", name="Put it there").click()
    wait_duck(p, number, "d.pond === 1 && d.complete")
    return number


def feed(p: Person, number: int) -> int:
    """Feed another player's duck; the quacks it gained (the host's d6)."""
    page = p.page
    before = next(d["quacks"] for d in ducks(p.ui()["pub"]) if d["duck"] == number)
    page.get_by_role("button", name="Feed a duck", exact=True).click()
    page.get_by_label("Which duck").select_option(str(number))
    page.get_by_role("button", name="Feed", exact=True).click()
    wait_duck(p, number, "d.quacks > arg.v", before)
    after = next(d["quacks"] for d in ducks(p.ui()["pub"]) if d["duck"] == number)
    gained = int(after - before)
    assert 1 <= gained <= 6, gained
    return gained


def tab(p: Person, name: str) -> None:
    p.page.get_by_role("tab", name=re.compile(f"^{name}")).click()


def test_a_newcomer_joins_a_running_pond_and_plays(
    browser: Browser, pond_host: str, tmp_path: Path, shots_dir: Path
) -> None:
    ben = Person(browser, pond_host, "Ben", TABLET, "light")
    create_table(ben, "Duck Pond", "Pond", {})
    ben.page.get_by_role("button", name="Start game").click()
    ben.wait("s.mine !== null && s.pub && s.pub.phase === 'play'")
    puddles = settle(ben, 0, "Puddles")

    dana = Person(browser, pond_host, "Dana", TABLET, "dark")
    assert join(dana, "Pond") == 1
    waddles = settle(dana, 1, "Waddles")

    # Cleo, the newcomer, finds the running pond in the lobby and joins it.
    cleo = Person(browser, pond_host, "Cleo", PHONE, "light")
    page = cleo.page
    assert join(cleo, "Pond") == 2
    me = duck_of(cleo, 2)
    assert me["name"] is None and me["pond"] is None and me["quacks"] == 0
    page.get_by_text("Give your duck a name").first.wait_for()
    shots(cleo, shots_dir, "play-pond-newcomer")
    sir = settle(cleo, 2, "Sir Quacks")
    ben.wait("s.pub.seats.length === 3")
    assert duck_of(ben, 2)["name"] == "Sir Quacks"  # the host's state, as Ben's page has it

    # a proposal: free text, voted on in the next period
    tab(cleo, "Votes")
    page.get_by_role("button", name=re.compile("^Propose a rule change")).click()
    page.get_by_role("textbox", name=re.compile("^Title")).fill("Picnic Sundays")
    page.get_by_label("What should change?").fill("Every Sunday the ducks picnic.")
    page.get_by_role("button", name="Propose", exact=True).click()
    ben.wait("s.pub.proposals.some((p) => p.title === 'Picnic Sundays')")
    (proposal,) = ben.ui()["pub"]["proposals"]
    assert proposal["seat"] == 2 and proposal["status"] == "open" and proposal["for"] == []
    page.locator("duck-down-table .pd-proposal", has_text="Picnic Sundays").wait_for()

    # Cleo feeds Ben's duck; Ben and Dana feed hers
    tab(cleo, "My ducks")
    feed(cleo, puddles)
    tab(cleo, "My ducks")
    page.get_by_text("Done: you fed a duck this period.").first.wait_for()
    fed = feed(ben, sir) + feed(dana, sir)
    wait_duck(cleo, sir, "d.quacks === arg.v", fed)

    # a Standard Quack Attack with her quacks: 2 paid, Dana's duck loses 1
    target_before = next(d["quacks"] for d in ducks(cleo.ui()["pub"]) if d["duck"] == waddles)
    tab(cleo, "Actions")
    page.get_by_role("button", name=re.compile("^Standard Quack Attack")).click()
    page.get_by_label("Target").select_option(str(waddles))
    page.get_by_role("spinbutton", name=re.compile("^Cost")).fill("2")
    page.get_by_text("The target loses 1 quacks.").first.wait_for()
    page.get_by_role("button", name="Attack", exact=True).click()
    wait_duck(ben, sir, "d.quacks === arg.v", fed - 2)
    wait_duck(ben, waddles, "d.quacks === arg.v", target_before - 1)
    shots(cleo, shots_dir, "play-pond-attacked")

    # the period ends (Thursday 00:00): her proposal's voting period begins, and she votes
    period = ben.ui()["pub"]["period"]
    advance_clock(ben, tmp_path / "data", DAY)
    ben.wait("s.pub.period.number === arg", period["number"] + 1)
    cleo.wait("s.pub.period.number === arg", period["number"] + 1)
    assert ben.ui()["pub"]["periods"][-1]["seed"]  # the ended period's seed, revealed
    tab(cleo, "My ducks")
    page.get_by_role("button", name="Vote", exact=True).click()
    ballot = page.get_by_role("group", name=f"Your vote on proposal {proposal['proposal']}")
    ballot.get_by_role("button", name="For").click()
    ben.wait("s.pub.proposals[0].for.includes(2)")
    ballot.get_by_role("button", name="For").wait_for()
    assert ballot.get_by_role("button", name="For").get_attribute("aria-pressed") == "true"
    page.locator("duck-down-table .pd-proposal", has_text="Picnic Sundays").get_by_text(
        "You vote For"
    ).wait_for()
    shots(cleo, shots_dir, "play-pond-voted")

    # Period Two ends (Sunday 00:00): the tally, in the open; free text waits for a Judge
    advance_clock(ben, tmp_path / "data", 3 * DAY)
    cleo.wait("s.pub.period.number === arg", period["number"] + 2)
    tallied = ben.ui()["pub"]["proposals"][0]
    assert tallied["status"] == "adopted" and tallied["for"] == [2], tallied
    assert ben.ui()["pub"]["duck_god"]["god_eggs"] == 1  # the Sunday's God Egg
    decided = page.locator("duck-down-table .pd-proposal.decided", has_text="Picnic Sundays")
    decided.get_by_text("passed: waiting for the Judge").wait_for()
    for p in (ben, dana, cleo):
        p.clean()
        p.context.close()
