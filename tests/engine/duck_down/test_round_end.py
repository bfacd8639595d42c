"""The end of a round: reveal, replacement of specials (ruling 12), the deck running out (16)."""

from __future__ import annotations

from collections import Counter

from .helpers import D, P, R, S, act, cards_in_play, composition, end_reveal, new, types


def _draw_throw(s: object, seat: int) -> None:
    act(s, seat, "draw")
    act(s, seat, "throw")


def test_replacement_starts_with_the_caller_then_seat_order_left_to_right() -> None:
    rows = [[1, S, 2, P], [D, 3, 3, S], [S, 4, 4, 4]]
    s = new(rows, pile=0, draws=[0, 0, 1, 1, 5, S, 6, P, D, 7, 8, 9], rounds=1, call_penalty=10)
    _draw_throw(s, 0)
    act(s, 1, "call")
    _draw_throw(s, 1)
    _draw_throw(s, 2)
    events = act(s, 0, "draw")
    assert s.held == 1
    events = act(s, 0, "throw")
    assert types(events) == ["threw", "round_ended"]  # the reveal comes before the result
    result = events[1].view(None)
    assert result["replaced"] == [
        {"seat": 1, "slot": 0, "drawn": [5]},
        {"seat": 1, "slot": 3, "drawn": ["swap", 6]},
        {"seat": 2, "slot": 0, "drawn": ["peek", "double", 7]},
        {"seat": 0, "slot": 1, "drawn": [8]},
        {"seat": 0, "slot": 3, "drawn": [9]},
    ]
    assert result["rows"] == [[1, 8, 2, 9], [5, 3, 3, 6], [7, 4, 4, 4]]
    assert result["points"] == [20, 17, 19]
    assert result["penalty"] == 0 and result["scores"] == [20, 17, 19]
    assert result["caller"] == 1 and result["exhausted"] is False
    assert result["round"] == 1
    # the public view carries the reveal too, and every card is face up
    view = R.public_view(s, 0)
    assert {"type": "round_ended", **view["result"]} == result
    assert view["rows"] == [[1, 8, 2, 9], [5, 3, 3, 6], [7, 4, 4, 4]]
    assert R.seat_view(s, 2, 0)["rows"] == view["rows"]


def test_without_a_caller_replacement_starts_with_the_seat_whose_turn_was_next() -> None:
    rows = [[S, 1, 1, 1], [2, S, 2, 2], [3, 3, S, P]]
    s = new(rows, pile=0, first=1, rounds=1)
    turns = 0
    while s.phase == "turn":
        _draw_throw(s, s.turn_seat)
        turns += 1
    assert turns == 90
    # the last turn was seat 0's; seat 1 would have been next
    order = [(r["seat"], r["slot"]) for r in s.result["replaced"]]
    assert order == [(1, 1), (2, 2), (2, 3), (0, 0)]
    assert s.result["caller"] is None
    for entry in s.result["replaced"]:
        drawn = entry["drawn"]
        assert isinstance(drawn[-1], int)  # drawing goes on until a number lies there
        assert all(isinstance(c, str) for c in drawn[:-1])
        assert s.rows[entry["seat"]][entry["slot"]] == drawn[-1]
    assert all(card >= 0 for row in s.rows for card in row)


def test_specials_drawn_in_replacement_are_set_aside_and_come_back_next_round() -> None:
    rows = [[S, 1, 1, 1], [2, 2, 2, 2]]
    s = new(rows, pile=0, draws=[3, 4, S, S, P, 5], rounds=2)
    act(s, 0, "call")
    _draw_throw(s, 0)
    _draw_throw(s, 1)
    assert s.scores == [[8, 8]]
    end_reveal(s)
    assert s.round == 2 and s.phase == "peek"
    assert cards_in_play(s) == composition(s)  # the whole deck again


def test_reshuffle_and_exhaustion_during_replacement_keep_the_special() -> None:
    s = new([[S] * 4, [S] * 4], pile=1, draws=[2, 1], rounds=1, deck={"1": 2, "2": 1, "swap": 8})
    act(s, 0, "call")
    act(s, 0, "take")
    act(s, 0, "replace", 0)  # pile: swap
    act(s, 1, "draw")
    events = act(s, 1, "replace", 0)  # pile: swap, swap; deck: 1 -> the round ends
    assert types(events) == ["replaced", "reshuffled", "round_ended"]
    result = s.result
    assert result["replaced"] == [
        {"seat": 0, "slot": 1, "drawn": [1]},
        {"seat": 0, "slot": 2, "drawn": ["swap"]},  # reshuffled, drawn, set aside
        {"seat": 0, "slot": 3, "drawn": []},
        {"seat": 1, "slot": 1, "drawn": []},
        {"seat": 1, "slot": 2, "drawn": []},
        {"seat": 1, "slot": 3, "drawn": []},
    ]
    assert result["rows"] == [[1, 1, "swap", "swap"], [2, "swap", "swap", "swap"]]
    assert result["points"] == [2, 2]  # the specials that stay count 0
    assert result["exhausted"] is True
    assert events[1].view(None) == {"type": "reshuffled", "deck": 1}
    assert s.pile == [S] and s.deck == []
    assert types(end_reveal(s)) == ["ready", "ready", "game_ended"]
    assert R.is_over(s) and s.winners == [0, 1]
    # conservation: rows + pile + set aside (the replaced special and the drawn one) = deck
    in_rows = Counter(c for row in s.rows for c in row)
    assert in_rows + Counter(s.pile) + Counter({S: 2}) == Counter(s.config.cards())


def test_the_deck_reshuffles_the_pile_under_its_top_during_a_turn() -> None:
    deck = {"1": 6, "2": 2, "3": 1, "4": 1}
    s = new([[1, 1, 1, 1], [1, 1, 2, 2]], pile=3, draws=[4], deck=deck)
    act(s, 0, "draw")
    act(s, 0, "throw")
    assert s.deck == [] and s.pile == [3, 4]
    assert R.legal_actions(s, 1)[0] == ("draw",)
    events = act(s, 1, "draw")
    assert types(events) == ["reshuffled", "drew"]
    assert events[0].view(None) == {"type": "reshuffled", "deck": 1}
    assert s.pile == [4]  # the top card stays
    assert s.deck == [] and s.held == 3
    # reshuffled cards are unknown again: the drawn card, public before, is now the drawer's only
    assert R.public_view(s, 0)["held"] == {"seat": 1, "source": "deck", "card": None}
    assert R.seat_view(s, 0, 0)["held"]["card"] is None
    act(s, 1, "replace", 1)
    assert s.known[1][1] == 0b10
    assert R.public_view(s, 0)["pile"] == [4, 1]


def test_a_reshuffle_shuffles_with_the_games_rng() -> None:
    deck = {"0": 8, "1": 1, "2": 1, "3": 1, "4": 1, "5": 1, "6": 1}
    orders = []
    for seed_offset in range(2):
        s = new([[0] * 4, [0] * 4], pile=1, draws=[2, 3, 4, 5, 6], deck=deck)
        s.rand.seed(seed_offset)  # only the reshuffle below uses the RNG now
        for _ in range(5):
            act(s, s.turn_seat, "draw")
            act(s, s.turn_seat, "throw")
        assert s.pile == [1, 2, 3, 4, 5, 6] and s.deck == []
        act(s, s.turn_seat, "draw")
        assert s.pile == [6]
        assert sorted([s.held, *s.deck]) == [1, 2, 3, 4, 5]
        orders.append([s.held, *reversed(s.deck)])
    assert orders[0] != orders[1]


def test_no_draw_is_offered_when_nothing_can_be_drawn() -> None:
    # only reachable with the minimal deck, mid-turn, after a take empties the pile
    s = new([[1, 1, 1, 1], [1, 1, 1, 1]], pile=2, draws=[2], deck={"1": 8, "2": 2})
    act(s, 0, "draw")
    act(s, 0, "replace", 0)  # pile: 2, 1; deck empty
    act(s, 1, "take")
    act(s, 1, "replace", 0)  # pile: 2, 1
    assert s.deck == [] and s.pile == [2, 1]
    assert ("draw",) in R.legal_actions(s, 0)
    act(s, 0, "take")
    assert s.pile == [2]
    act(s, 0, "replace", 1)
    assert s.pile == [2, 1]
