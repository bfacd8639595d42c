"""The rule bots' decisions, position by position (docs/bots.md, "The rules"): what they lead,
when they block, what counting adds, what they put aside and when they join a bomb."""

from __future__ import annotations

from duckdown.bots.quack_quack.hands import cost
from tests.engine.quack_quack.helpers import act, bomb, counts_of, crafted, play

from .scenes import ask, letters


def test_the_hardest_card_to_shed_leads() -> None:
    s = crafted("IFGGSS", "GGSSFC", leader=0)
    for level in ("easy", "medium"):
        assert ask(level, s, 0) == {"type": "play", "cards": ["inspector"]}


def test_an_opponent_on_one_card_is_blocked() -> None:
    # the Inspector would be beaten by almost any last card; one card never beats a
    # single Secretary (only a pair does)
    s = crafted("IFGGS", "G", leader=0)
    assert ask("medium", s, 0) == {"type": "play", "cards": ["secretary"]}
    assert ask("easy", s, 0) == {"type": "play", "cards": ["inspector"]}  # easy doesn't block


def test_counting_leads_a_sure_winner_first() -> None:
    # every Governor was played in the first struggle, so nothing unseen beats two Secretaries:
    # medium leads them and then goes out with the Farmer; easy sheds the Farmer first
    plays = [[1, 1, "governor", [7]] for _ in range(5)]
    s = crafted("SSF", "GGGGS", deck="GG", leader=0, struggle=2, plays=plays, yard_from=5)
    assert ask("medium", s, 0) == {"type": "play", "cards": ["secretary", "secretary"]}
    assert ask("easy", s, 0) == {"type": "play", "cards": ["farmer"]}


def test_a_pair_follows_whole_rather_than_broken() -> None:
    s = crafted("GFC", "SSIA", leader=0)
    play(s, 0, "G")
    # a single Secretary would break the pair: the pair itself follows the Guard
    for level in ("easy", "medium"):
        assert ask(level, s, 1) == {"type": "play", "cards": ["secretary", "secretary"]}


def test_the_two_put_aside_leave_the_cheapest_hand() -> None:
    s = crafted("GFC", "SSGAI", leader=0, deck="VF")
    play(s, 0, "G")
    act(s, 1, "take")  # takes a Governor and a Farmer: S S G A I V F
    action = ask("medium", s, 1)
    assert action["type"] == "discard"
    kept = counts_of("SSGAIVF")
    for card in letters(action):
        kept["IFCMAGSV".index(card)] -= 1
    best = min(
        cost([k - (c == a) - (c == b) for c, k in enumerate(counts_of("SSGAIVF"))])
        for a in range(8)
        for b in range(a, 8)
        if counts_of("SSGAIVF")[a] and counts_of("SSGAIVF")[b] > (a == b)
    )
    assert cost(kept) == best
    assert "I" in letters(action)  # the Inspector, which can only lead, goes


def test_a_bomb_is_joined_from_an_odd_count_only() -> None:
    # seat 0 leads a pair, seat 1 takes it with a Governor, seat 2 declares a Revolution
    s = crafted("GGS", "VSG", "FCMGS", "FFFG", leader=0)
    play(s, 0, "GG")
    play(s, 1, "V")
    bomb(s, 2, "FCM")
    # three Farmers: joining with one leaves a pair of People (cheaper than before)
    assert ask("medium", s, 3) == {"type": "join", "card": "farmer"}
    s = crafted("GGS", "VSG", "FCMGS", "AAGG", leader=0)
    play(s, 0, "GG")
    play(s, 1, "V")
    bomb(s, 2, "FCM")
    # two Agitators are a pair of People: joining would leave a lone one, harder to shed
    assert ask("medium", s, 3) == {"type": "decline"}
