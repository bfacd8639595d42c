"""Dutch's bots in scenes dealt through the real engine: each bot gets its seat's views and
event views only, and the scene checks what it chooses."""

from __future__ import annotations

import pytest

from duckdown.bots.dutch import CountingBot, make_bot
from duckdown.bots.profiles import Human
from tests.bots.dutch.table import Table

# seat 0 begins; every bot's look chooses slots 0 and 1 (the lowest), so each seat knows those
LOW = ["KD AH 2C KH", "9S 10H QC JD"]  # seat 0's row is worth 3 points


def test_the_look_chooses_two_cards_readies_and_remembers_them() -> None:
    t = Table(LOW)
    assert t.ask(0) == {"type": "choose", "slot": 0}
    t.look()
    assert t.state.chosen == [[0, 1], [0, 1]] and all(t.state.ready)
    memory = t.bots[1].memory  # type: ignore[attr-defined]
    assert [memory.vals[1][k] is not None for k in range(4)] == [True, True, False, False]
    assert memory.vals[0][0] is None  # never a rival's card it has not seen


def _to_the_end_of_turn(t: Table) -> None:
    t.look()
    assert t.play(0) == {"type": "draw"}  # a black King on the pile would cost it points
    assert t.play(0) == {"type": "discard"}  # a 9 is worth more than an unseen card
    assert t.state.step == "end"


def test_it_calls_dutch_with_a_row_it_knows_is_low() -> None:
    t = Table(LOW, pile="KS", draws="9C 4H")
    _to_the_end_of_turn(t)
    t.know(0, (0, 2), (0, 3))  # it has seen its other two cards too: 3 points in all
    # the King's window is open to it, but a red King is worth 0: it keeps it and calls
    assert t.ask(0) == {"type": "dutch"}


def test_it_plays_on_while_half_its_row_is_unknown() -> None:
    t = Table(LOW, pile="KS", draws="9C 4H")
    _to_the_end_of_turn(t)  # it knows KD and AH only: two unseen cards could be anything
    assert t.ask(0) == {"type": "end"}


def test_caution_lets_a_good_call_pass() -> None:
    bots = [CountingBot(0, 5, human=Human(caution=1.0)), CountingBot(1, 6)]
    t = Table(LOW, pile="KS", draws="9C 4H", bots=bots)
    _to_the_end_of_turn(t)
    t.know(0, (0, 2), (0, 3))
    assert t.ask(0) == {"type": "end"}


# seat 1 knows its 7H (slot 0); its 7D (slot 2) it has never seen
SEVENS = ["9S 10H QC JD", "7H 3C 7D 2S"]


def _seven_on_the_pile(t: Table) -> None:
    t.look()
    t.apply(0, {"type": "draw"})
    t.apply(0, {"type": "discard"})  # 7C: a window for sevens
    assert t.view(1)["window"]["open"] and 1 not in t.view(1)["to_act"]


def test_it_throws_in_a_card_it_knows_matches() -> None:
    t = Table(SEVENS, draws="7C")
    _seven_on_the_pile(t)
    window = t.view(1)["window"]["number"]
    assert t.play(1) == {"type": "throw_in", "slot": 0, "window": window}
    assert t.state.win_throws[-1]["correct"] is True


def test_it_never_throws_in_a_card_it_has_not_seen() -> None:
    t = Table(["9S 10H QC JD", "3C 2S 7D 7H"], draws="7C")  # both sevens unseen by seat 1
    _seven_on_the_pile(t)
    assert t.ask(1) is None  # it declines: no guess at a face-down card
    assert t.bots[1].errors == 0


@pytest.mark.parametrize(("forget", "throws"), [(0.0, True), (1.0, False)])
def test_a_forgetting_player_loses_what_it_saw(forget: float, throws: bool) -> None:
    bots = [CountingBot(0, 5), CountingBot(1, 6, human=Human(forget=forget))]
    t = Table(SEVENS, draws="KS 7C", bots=bots, first=1)
    t.look()
    for action in ({"type": "draw"}, {"type": "discard"}, {"type": "end"}):
        t.apply(1, action)  # seat 1's turn began: memory decays at its own turns
    t.wait()
    t.apply(0, {"type": "draw"})
    t.apply(0, {"type": "discard"})
    answer = t.ask(1)
    assert (answer is not None and answer["type"] == "throw_in") is throws


def test_a_queen_looks_at_its_own_unseen_card() -> None:
    t = Table(["2S 3H 9C 8D", "9S 10H QC JD"], draws="QS")
    t.look()
    t.play(0)  # draw
    assert t.play(0) == {"type": "discard"}  # a Queen is 12 points: its look is worth more
    assert t.play(0) == {"type": "look", "row": 0, "slot": 2}
    assert t.bots[0].memory.vals[0][2] is not None  # type: ignore[attr-defined]


def test_a_jack_moves_its_known_high_card_onto_the_rival() -> None:
    t = Table(["KS 2H 3C 4D", "9S 10H QC JD"], draws="JC")
    t.look()
    t.play(0)
    assert t.play(0) == {"type": "discard"}
    swap = t.play(0)
    assert swap is not None and swap["type"] == "swap"
    assert (swap["row"], swap["slot"], swap["other_row"]) == (0, 0, 1)
    assert t.state.rows[1][swap["other_slot"]] == 51  # the King of spades is theirs now


def test_a_jack_with_nothing_known_worth_moving_is_skipped() -> None:
    t = Table(["2S 3H 9C 8D", "9S 10H QC JD"], draws="JC")
    t.look()
    t.play(0)
    assert t.play(0) == {"type": "discard"}
    assert t.play(0) == {"type": "skip"}  # moving a known 2 or 3 away would cost it


def test_an_ace_gives_the_rival_a_card() -> None:
    t = Table(["2S 3H 4C 5D", "9S 10H QC JD"], draws="AC")
    t.look()
    t.play(0)
    assert t.play(0) == {"type": "discard"}  # an unseen card for the rival beats keeping a 1
    assert t.play(0) == {"type": "give", "row": 1}
    assert t.state.fill[1] == 0b11111


def test_it_takes_a_low_pile_card_and_replaces_its_worst_known_card() -> None:
    t = Table(["QS 2H 3C 4D", "9S 10H QC JD"], pile="AD")
    t.look()
    assert t.play(0) == {"type": "take"}
    assert t.play(0) == {"type": "replace", "slot": 0}  # the Queen goes


def test_after_a_replace_it_throws_in_its_other_card_of_that_rank() -> None:
    t = Table(["9S 9H 3C 4D", "2S 10H QC JD"], draws="AC")
    t.look()
    t.play(0)  # draws the Ace
    assert t.play(0) == {"type": "replace", "slot": 0}  # 9S onto the pile ...
    action = t.play(0)
    assert action == {"type": "throw_in", "slot": 1, "window": t.state.win_no}  # ... then 9H


def test_every_level_plays_a_scene_without_falling_back() -> None:
    for level in ("easy", "medium", "hard"):
        t = Table(SEVENS, draws="7C", levels=(level, level))
        _seven_on_the_pile(t)
        t.play(1)
        assert [bot.errors for bot in t.bots] == [0, 0]
        assert make_bot(level, 0, 1).level == level


def test_hard_puts_a_drawn_card_where_it_learns_a_card_of_its_own() -> None:
    # the plain policy throws the 9 away (above an unseen card's mean); hard places it in an
    # unseen slot: from then on it knows that card, to throw in on and to call with
    t = Table(LOW, pile="KS", draws="9C 4H", levels=("hard", "hard"))
    t.look()
    assert t.play(0) == {"type": "draw"}
    assert t.play(0) == {"type": "replace", "slot": 2}
    assert t.bots[0].memory.vals[0][2] is not None  # type: ignore[attr-defined]
