"""How `counting` decides: its reading of other players, its calls and its Swaps, on hand-made
situations and on events a seat would receive."""

from __future__ import annotations

from typing import Any

from duckdown.bots.arena import bot_seed, play_game
from duckdown.bots.duck_down import CountingBot, make_bot
from duckdown.bots.duck_down.cards import STANDARD_DECK
from duckdown.bots.duck_down.core import Params, Situation, best_swap, decide, threats
from duckdown.bots.duck_down.counting import beliefs
from duckdown.bots.duck_down.memory import Memory

DRAW = [(card, n / sum(STANDARD_DECK.values())) for card, n in sorted(STANDARD_DECK.items())]
VAR = 8.9  # about the variance of an unseen number card


def _sit(rows: list[list[float]], known: list[list[bool]], **kw: Any) -> Situation:
    fields: dict[str, Any] = {
        "seat": 0,
        "players": len(rows),
        "est": rows,
        "var": [[0.0 if k else VAR for k in row] for row in known],
        "known": known[0],
        "draw": DRAW,
        "legal": ["replace", "throw", "call"],
        "step": "hold",
        "held": 7,
        "source": "deck",
        "totals": [0] * len(rows),
    }
    fields.update(kw)
    return Situation(**fields)


def _events(memory: Memory, events: list[dict[str, Any]]) -> None:
    for event in events:
        memory.observe(event)


# --- reading other players ------------------------------------------------------------------


def test_a_seat_that_ignores_the_cards_reads_careless() -> None:
    memory = Memory(0, STANDARD_DECK)
    memory.see({"players": 2, "round": 1, "phase": "peek", "pile": [3]})
    before = memory.care(1)
    _events(
        memory,
        [
            {"type": "turn_started", "seat": 1, "number": 1},
            {"type": "took", "seat": 1, "card": 3},  # fine so far
            {"type": "replaced", "seat": 1, "slot": 2, "discarded": 9, "card": 3},
            {"type": "turn_started", "seat": 0, "number": 2},
            {"type": "drew", "seat": 0, "source": "deck"},
            {"type": "threw", "seat": 0, "card": 9},
            {"type": "turn_started", "seat": 1, "number": 3},
            {"type": "took", "seat": 1, "card": 9},  # takes the 9 this seat threw away
            {"type": "replaced", "seat": 1, "slot": 1, "discarded": 2, "card": 9},
            {"type": "turn_started", "seat": 0, "number": 4},
            {"type": "drew", "seat": 0, "source": "deck"},
            {"type": "threw", "seat": 0, "card": 8},
            {"type": "turn_started", "seat": 1, "number": 5},
            {"type": "duck_down_called", "seat": 1, "round": 1},  # and calls at once
            {"type": "drew", "seat": 1, "source": "deck"},
            {"type": "threw", "seat": 1, "card": 0},  # throws a 0 away
        ],
    )
    assert memory.care(1) < 0.1 < 0.5 == before
    assert memory.care(0) == 0.5  # its own seat is never read


def test_a_seat_that_plays_by_the_cards_reads_careful() -> None:
    memory = Memory(0, STANDARD_DECK)
    memory.see({"players": 2, "round": 1, "phase": "peek", "pile": [9]})
    events: list[dict[str, Any]] = []
    for turn, (low, high) in enumerate([(1, 8), (0, 9), (2, 7)]):
        events += [
            {"type": "turn_started", "seat": 1, "number": 2 * turn + 1},
            {"type": "drew", "seat": 1, "source": "deck"},  # draws over a high pile card
            {"type": "threw", "seat": 1, "card": high},  # throws a high card away
            {"type": "turn_started", "seat": 0, "number": 2 * turn + 2},
            {"type": "drew", "seat": 0, "source": "deck"},
            {"type": "threw", "seat": 0, "card": low},
            {"type": "turn_started", "seat": 1, "number": 2 * turn + 3},
            {"type": "took", "seat": 1, "card": low},  # takes the low card
            {"type": "replaced", "seat": 1, "slot": 3, "discarded": 6, "card": low},
            {"type": "turn_started", "seat": 0, "number": 2 * turn + 4},
            {"type": "drew", "seat": 0, "source": "deck"},
            {"type": "threw", "seat": 0, "card": 9},
        ]
    _events(memory, events)
    assert memory.care(1) > 0.9


def test_the_reading_lasts_the_game_and_starts_afresh_with_a_new_one() -> None:
    memory = Memory(0, STANDARD_DECK)
    memory.see({"players": 2, "round": 1, "phase": "peek", "pile": [3]})
    _events(
        memory,
        [
            {"type": "turn_started", "seat": 1, "number": 1},
            {"type": "took", "seat": 1, "card": 3},
            {"type": "replaced", "seat": 1, "slot": 0, "discarded": 1, "card": 3},
        ],
    )
    read = memory.care(1)
    assert read < 0.5  # a card it knew was a 1, given up for a 3
    memory.observe({"type": "round_started", "round": 2, "rounds": 2, "first_seat": 1})
    assert memory.care(1) == read
    memory.observe({"type": "round_started", "round": 1, "rounds": 2, "first_seat": 0})
    assert memory.care(1) == 0.5


def test_counting_reads_random_as_careless_and_counting_as_careful() -> None:
    def read(opponent: str) -> float:
        total = 0.0
        for seed in range(6):
            bots = [make_bot("counting", 0, bot_seed(seed, 0)), make_bot(opponent, 1, seed)]
            play_game("duck_down", bots, {}, seed)
            bot = bots[0]
            assert isinstance(bot, CountingBot)
            total += bot.memory.care(1)
        return total / 6

    assert read("random") < 0.3
    assert read("counting") > 0.7


def test_a_careless_seats_kept_card_is_worth_an_unseen_card() -> None:
    memory = Memory(0, STANDARD_DECK)
    memory.players = 2
    memory.placed[1][1] = True  # seat 1 drew a card and kept it in slot 1
    memory.mask[1][1] = 1 << 1
    view: dict[str, Any] = {"pile": []}
    careful, _, _, _, mean = beliefs(memory, view, Params())
    assert careful[1][1] < mean - 1.0
    memory.reading.odds[1] = -8.0
    careless, _, _, _, _ = beliefs(memory, view, Params())
    assert abs(careless[1][1] - mean) < 0.05


# --- calling --------------------------------------------------------------------------------


def test_calls_against_careful_players_but_plays_on_against_careless_ones() -> None:
    rows = [[0.0, 1.0, 2.0, 5.0], [5.0] * 4]
    known = [[True] * 4, [False] * 4]
    params = Params()
    # a careful rival improves every turn: with a row this good, end the round now
    assert decide(_sit(rows, known, care=[1.0, 1.0]), params) == ("call",)
    # a careless one does not: one more turn is worth more to this seat than to them
    assert decide(_sit(rows, known, care=[1.0, 0.0]), params) == ("throw",)


def test_no_call_while_the_row_is_poor() -> None:
    rows = [[3.0, 4.0, 5.0, 8.0], [5.0] * 4]
    known = [[True] * 4, [False] * 4]
    assert decide(_sit(rows, known, held=6, care=[1.0, 1.0]), Params()) == ("replace", 3)


# --- Swaps ----------------------------------------------------------------------------------


def test_swap_weighs_the_rival_that_stands_between_this_seat_and_the_win() -> None:
    known = [[True] * 4, [True, True, True, True], [True, True, True, True]]
    rows = [
        [9.0, 1.0, 1.0, 1.0],
        [3.0, 3.0, 3.0, 3.0],  # 12 points: close to this seat's 12
        [2.0, 9.0, 9.0, 9.0],  # 29 points: far behind, its 2 is the lowest card on the table
    ]
    sit = _sit(rows, known, held=-1, legal=["swap", "throw", "call"])
    weights = threats(sit)
    assert weights[1] > 0.9 and weights[2] < 0.1
    gain, act = best_swap(sit, Params())
    # the 9 goes to the rival: 6 points saved and 6 points on them beat 7 saved on a loser
    assert act is not None and act[:3] == ("swap", 0, 1) and gain == 6.0


def test_swap_is_thrown_when_it_gains_nothing() -> None:
    rows = [[1.0, 2.0, 2.0, 3.0], [5.0] * 4]
    known = [[True] * 4, [False] * 4]
    sit = _sit(rows, known, held=-1, legal=["swap", "throw"], care=[1.0, 1.0])
    assert decide(sit, Params()) == ("throw",)
    rows[0][3] = 8.0  # a known 8: moving it onto their unseen card gains 3 and costs them 3
    assert decide(sit, Params())[:3] == ("swap", 3, 1)
