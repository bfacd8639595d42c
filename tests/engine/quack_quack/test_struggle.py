"""A power struggle (rulings 10-15): turns, passing, its end, the next lead, eliminations and
the discard pile."""

from __future__ import annotations

from .helpers import R, act, cards, crafted, hand, illegal, new, passes, play, plays_of, types


def test_r10_turns_go_clockwise_and_skip_passed_and_empty_seats() -> None:
    s = crafted("GGS", "SSF", "", "FFGG", leader=0, ranks=[0, 0, 1, 0], best=2)
    play(s, 0, "G")
    assert s.turn == 1
    act(s, 1, "pass")
    assert s.turn == 3  # seat 2 holds no cards
    play(s, 3, "GG")
    assert s.turn == 0  # seat 1 passed
    assert plays_of(s, 0) == ["pass"]  # a Guard and a Secretary can't beat a pair of Guards


def test_r10_a_seat_may_pass_when_it_could_play() -> None:
    s = crafted("G", "SSS", "GGGG")
    play(s, 0, "G")
    assert plays_of(s, 1) == ["S", "SS", "pass"]
    act(s, 1, "pass")
    assert s.passed[1] and s.turn == 2


def test_r11_a_seat_that_passed_sits_out_the_struggle_and_plays_again_in_the_next() -> None:
    s = crafted("FGS", "GSS", "FFGS")
    play(s, 0, "F")
    act(s, 1, "pass")
    play(s, 2, "G")
    assert s.turn == 0  # seat 1 is skipped
    play(s, 0, "S")
    assert s.turn == 2
    act(s, 2, "pass")  # back to seat 0's Secretary: everyone else passed
    assert s.struggle == 2 and s.leader == 0 and s.passed == [False, False, False]
    play(s, 0, "G")
    assert s.turn == 1  # seat 1 takes part again


def test_r12_the_struggle_ends_when_all_others_passed_and_its_winner_leads() -> None:
    s = crafted("FG", "GS", "GS")
    play(s, 0, "F")
    play(s, 1, "G")
    act(s, 2, "pass")
    events = act(s, 0, "pass")
    assert types(events)[:2] == ["passed", "struggle_ended"]
    assert events[1].data == {"seat": 1, "struggle": 1}
    assert s.leader == s.turn == 1 and s.step == 0
    assert R.public_view(s, 0)["yard"] == []


def test_r12_nobody_plays_on_their_own_combination() -> None:
    s = crafted("FGG", "SS", "SS")
    play(s, 0, "F")
    passes(s, 1, 2)
    assert s.struggle == 2 and s.turn == 0 and s.step == 0  # a new lead, not a turn on the F


def test_r12_a_seat_holding_nothing_does_not_keep_a_struggle_open() -> None:
    s = crafted("SGG", "F", "GGS")
    play(s, 0, "GG")
    assert s.turn == 1 and plays_of(s, 1) == ["pass"]  # holding a card, it is asked
    s = crafted("G", "SGG", "GS")
    play(s, 0, "G")  # seat 0 goes out with it
    play(s, 1, "S")
    act(s, 2, "pass")
    assert s.struggle == 2 and s.leader == 1  # seat 0 holds nothing: seat 1 wins


def test_r13_a_winner_who_went_out_hands_the_lead_clockwise() -> None:
    s = crafted("SS", "GSF", "FF", "G")
    play(s, 0, "SS")  # out, rank 1
    passes(s, 1, 2, 3)
    assert s.ranks[0] == 1 and s.struggle == 2 and s.leader == s.turn == 1


def test_r14_a_leader_holding_only_governors_is_eliminated_at_once() -> None:
    s = new("SSSSSSVVVVV", "IFFFFCCCCMG", "MMMAAGGGGGG", deck="GGGGSSS", leader=0)
    for _ in range(3):
        play(s, 0, "SS")
        if s.turn == 1:
            act(s, 1, "pass")
        events = act(s, 2, "pass")
    assert types(events)[-2:] == ["struggle_ended", "player_out"]
    assert events[-1].data == {
        "seat": 0,
        "rank": 3,
        "how": "eliminated",
        "coins": 0,
        "monument": True,  # ruling 24: at 3 players the worst rank gains the monument
        "governors": 5,
    }
    view = R.public_view(s, 0)
    assert view["eliminated"] == [{"seat": 0, "governors": 5}]
    assert view["ranks"] == [3, None, None] and view["hands"][0] == 0
    assert view["discard"] == 6 + 5  # the Secretaries played and the Governors face up
    assert s.leader == s.turn == 1 and view["monument"] == {"seat": 0, "side": "virtue"}


def test_r14_the_check_repeats_at_the_next_seat() -> None:
    s = crafted("VV", "VV", "V", "G", leader=3)
    events = play(s, 3, "G")
    assert s.ranks[3] == 1
    events += act(s, 0, "pass")
    events += act(s, 1, "pass")
    events += act(s, 2, "pass")
    outs = [e.data for e in events if e.type == "player_out"]
    assert [(o["seat"], o["rank"], o["how"]) for o in outs] == [
        (3, 1, "emptied"),
        (0, 4, "eliminated"),  # due to lead: only Governors
        (1, 3, "eliminated"),  # the next holder: only Governors too
        (2, 2, "last"),  # one player left holding cards: the rank left
    ]
    assert s.round == 2


def test_r14_a_leader_with_a_card_but_governors_leads_it() -> None:
    s = crafted("VVG", "SS", "SS")
    assert plays_of(s, 0) == ["G"] and s.ranks == [0, 0, 0]


def test_r15_played_and_put_aside_cards_reach_the_discard_pile_when_the_struggle_ends() -> None:
    s = crafted("GGS", "SSFF", "FFGG")
    play(s, 0, "G")
    act(s, 1, "take")
    act(s, 1, "discard", tuple(sorted(cards("FF"))))
    view = R.public_view(s, 0)
    assert view["discard"] == 0 and view["aside"] == [0, 2, 0]
    play(s, 2, "GG")
    act(s, 0, "pass")
    view = R.public_view(s, 0)
    assert view["discard"] == 1 + 2 + 2 and view["aside"] == [0, 0, 0] and view["yard"] == []


def test_r15_an_empty_class_deck_takes_the_discard_pile_at_once() -> None:
    s = crafted("GGS", "SSFF", "FFGG", deck="AA")
    assert R.public_view(s, 0)["deck"] == 2
    discard = R.public_view(s, 0)["discard"]
    play(s, 0, "G")
    events = act(s, 1, "take")
    assert types(events) == ["passed", "reshuffled"]
    assert events[1].data == {"deck": discard}
    assert R.public_view(s, 0)["deck"] == discard and R.public_view(s, 0)["discard"] == 0
    assert hand(s, 1) == "FFAASS"


def test_r15_a_reshuffle_comes_between_two_taken_cards() -> None:
    s = crafted("GGS", "SSFF", "FFGG", deck="A")
    play(s, 0, "G")
    events = act(s, 1, "take")
    assert types(events) == ["passed", "reshuffled"]
    assert R.public_view(s, 0)["hands"][1] == 6 and "A" in hand(s, 1)
    assert R.public_view(s, 0)["deck"] == R.public_view(s, 0)["discard"] + 28 - 1


def test_r15_the_struggle_end_reshuffles_when_the_deck_is_empty() -> None:
    s = crafted("GGS", "SSFF", "FFGG", deck="AC")
    play(s, 0, "G")
    act(s, 1, "take")  # the deck's last two: empty, and the pile takes its place at once
    assert R.public_view(s, 0)["discard"] == 0
    act(s, 1, "discard", tuple(sorted(cards("AC"))))
    deck = R.public_view(s, 0)["deck"]
    events = act(s, 2, "pass")
    assert types(events)[:2] == ["passed", "struggle_ended"]
    assert R.public_view(s, 0)["deck"] == deck  # the struggle's cards are in the pile...
    assert R.public_view(s, 0)["discard"] == 3  # ... the Guard and the two put aside


def test_r15_four_players_have_no_class_deck_and_never_reshuffle() -> None:
    s = R.new_game(R.parse_config({"turn_time": 1}), 4, 2)
    while s.round == 1:
        assert R.public_view(s, 0)["deck"] is None
        assert all(e.type != "reshuffled" for e in R.apply(s, None, ("timeout",), s.deadline))


def test_r10_refusals_for_a_seat_that_is_not_due() -> None:
    s = crafted("FG", "GS", "GS")
    illegal(s, 1, ("play", tuple(cards("G"))), "not_your_turn")
    illegal(s, 7, ("pass",), "bad_seat")
    illegal(s, True, ("pass",), "bad_seat")
