"""Quack-Quack's calls never cover the round's result on a phone (390x844).

The view is a seeded real game just after a round ended, so the shell's result dialog is open.
Each call ("Quack!", a bomb's long shout, the monument's applause, in English and German)
then shows in a band above the dialog: its box does not meet the dialog's, the call is the
topmost thing at its own centre (it is seen, not hidden behind the backdrop), and the dialog
still fits the screen (in a dashboard card: the band is below the dashboard's bar). Without a
dialog the call is back in the middle of the table.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.browser_support import PHONE
from tests.browser.component_page import mount
from tests.browser.quack_scenes import find

pytestmark = pytest.mark.usefixtures("bundle_server")

EVENTS: list[tuple[str, dict[str, Any], str]] = [
    ("en", {"type": "played", "seat": 1, "kind": "single", "cards": ["guard"]}, "Quack!"),
    (
        "en",
        {"type": "player_out", "seat": 2, "rank": 1, "how": "emptied", "coins": 0,
         "monument": True, "governors": 0},
        "Applause! Oma wins the monument.",
    ),
    (
        "de",
        {"type": "revolution", "seat": 1, "cards": ["farmer", "craftsman", "merchant"],
         "lap": [2]},
        "Kämpft für die Revolution!",
    ),
]  # fmt: skip

BOXES = """() => {
    const root = document.querySelector('duck-down-table').shadowRoot;
    const box = (e) => { const r = e.getBoundingClientRect();
        return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; };
    const shout = root.querySelector('.qq-shout');
    const dialog = root.querySelector('.dialog:has(.qq-result)');
    const s = box(shout);
    // a call lets taps through (pointer-events: none); for this look, it is hit like any box
    shout.style.pointerEvents = 'auto';
    const top = root.elementFromPoint((s.left + s.right) / 2, (s.top + s.bottom) / 2);
    shout.style.pointerEvents = '';
    return {shout: s, dialog: dialog && box(dialog), onTop: !!top && shout.contains(top)};
}"""


def meet(a: dict[str, float], b: dict[str, float]) -> bool:
    return a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]  # fmt: skip


def call(page: Page, lang: str, event: dict[str, Any]) -> None:
    """The event arrives (in the page's language `lang`): its call shows."""
    page.evaluate(
        """async ([lang, e]) => {
            const el = document.querySelector('duck-down-table');
            el.language = lang;
            el.addEvent(e);
            el.requestUpdate();
            await el.updateComplete;
        }""",
        [lang, event],
    )


@pytest.mark.parametrize("contained", [False, True], ids=["page", "card"])
def test_calls_never_cover_the_round_result_on_a_phone(
    page: Page, shots_dir: Path, contained: bool
) -> None:
    page.set_viewport_size(PHONE)
    page.emulate_media(reduced_motion="reduce")  # boxes without the pop's scaling
    m = find(4, lambda g, s, v: v["round"] == 2 and v["struggle"] == 1 and not v["yard"] and s == 0)
    # a dashboard card: the dialogs stay in the table's box, below the dashboard's bar
    mount(page, {**m.props(), "contained": contained})
    page.evaluate("document.querySelector('duck-down-table').style.setProperty('--dd-top', '56px')")
    dialog = page.locator("duck-down-table .dialog:has(.qq-result)")
    expect(dialog).to_be_visible()
    shout = page.locator("duck-down-table .qq-shout")
    for lang, event, words in EVENTS:
        call(page, lang, event)
        expect(shout).to_contain_text(words)
        b = page.evaluate(BOXES)
        assert b["dialog"] is not None
        assert not meet(b["shout"], b["dialog"]), (words, b)
        assert b["onTop"], (words, b)  # the call is seen above the backdrop
        if contained:
            assert b["shout"]["top"] >= 56, b  # below the dashboard's bar
        else:
            assert b["dialog"]["bottom"] <= PHONE["height"] and b["dialog"]["top"] >= 0, b
    tag = "card" if contained else "page"
    page.screenshot(path=str(shots_dir / f"quack-shout-over-result-{tag}-phone.png"))

    # the dialog closed: the next call is in the middle of the table again
    call(page, "en", {"type": "played", "seat": 3, "kind": "pair", "cards": ["guard", "guard"]})
    dialog.get_by_role("button", name="Continue").click()
    expect(dialog).to_have_count(0)
    call(page, "en", {"type": "played", "seat": 1, "kind": "single", "cards": ["farmer"]})
    expect(shout).to_contain_text("Quack!")
    b = page.evaluate(BOXES)
    assert b["onTop"] and b["shout"]["top"] > PHONE["height"] * 0.15, b
