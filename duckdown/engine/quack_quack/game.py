"""Quack-Quack's transitions: the deal, power struggles, exchanges, bombs, going out, rounds.

`apply` checks the action against the decision's legal set before it changes anything, so an
illegal action raises `IllegalAction` with the state untouched. `ev` collects events; the
simulation fast path passes None to skip building them.
"""

from __future__ import annotations

from operator import add
from typing import Final

from duckdown.engine.errors import ConfigError, IllegalAction
from duckdown.engine.quack_quack import scoring
from duckdown.engine.quack_quack.actions import DECLINE, PASS, Action
from duckdown.engine.quack_quack.cards import (
    BOMBS,
    CLASSES,
    COMBINATIONS,
    COUNTS,
    ELIMINATED,
    FRESH_DECK,
    GOVERNOR,
    HAND_SIZE,
    JOIN,
    NAMES,
    NOTHING,
    names,
)
from duckdown.engine.quack_quack.config import ROUND_CHOICES, Config
from duckdown.engine.quack_quack.legal import entry
from duckdown.engine.quack_quack.state import (
    DISCARD,
    FROM_DECK,
    GIVE_BACK,
    IN_ASIDE,
    IN_DISCARD,
    LEAD,
    OVER_PHASE,
    R_FIRST,
    R_MATE,
    R_PASSER,
    R_SECOND,
    R_STRUGGLE,
    R_WHERE,
    SHUFFLED,
    STEP_NAMES,
    TURN,
    State,
    counts,
    json_copy,
)
from duckdown.engine.quack_quack.state import JOIN as JOIN_STEP
from duckdown.engine.ruleset import Event

Events = list[Event] | None

DECK: Final = "deck"
TEAMMATE: Final = "teammate"


# --- setup -------------------------------------------------------------------------------


def new_game(
    config: Config,
    players: int,
    seed: int,
    *,
    rounds: int | None = None,
    now: int = 0,
    deck_orders: list[list[int]] | None = None,
) -> State:
    """`deck_orders` (tests only): per round, the first cards in ruling 3's deal order."""
    config.check_players(players)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 1 << 63:
        raise ConfigError(f"seed must be a whole number from 0 to 2**63-1, got {seed!r}")
    s = State(config, players, seed)
    if rounds is not None:  # the length is a table option; a start may only repeat a valid one
        if players == 2 or type(rounds) is not int or rounds not in ROUND_CHOICES:
            raise ConfigError(
                f"rounds is {rounds!r}; set the length with the table's options",
                code="invalid_rounds",
            )
        s.rounds = rounds
    for order in deck_orders or []:
        _check_prefix(order)
        s.fixed_decks.append(list(order))
    s.first_leader = s.rand.randrange(players)  # ruling 4: the most greedy-looking player
    _deal(s, s.first_leader, now, None)
    return s


def _check_prefix(order: list[int]) -> None:
    pool = list(COUNTS)
    for card in order:
        if type(card) is not int or not 0 <= card < CLASSES or pool[card] <= 0:
            raise ConfigError(f"deck order holds more {card!r} than the deck")
        pool[card] -= 1


def round_started(s: State) -> Event:
    return Event(
        "round_started",
        {"round": s.round, "leader": s.leader, "tiebreak": _tiebreak(s), "struggle": s.struggle},
    )


def _tiebreak(s: State) -> bool:
    return s.rounds is not None and s.round > s.rounds


def _deal(s: State, leader: int, now: int, ev: Events) -> None:
    """Ruling 3: every round from all 40 cards; `leader` leads it (ruling 4)."""
    s.round += 1
    n = s.n
    if s.fixed_decks:
        prefix = s.fixed_decks.pop(0)
        rest = list(FRESH_DECK)
        for card in prefix:
            rest.remove(card)
        cards = prefix + s.shuffled(rest)
    else:
        cards = s.shuffled(FRESH_DECK)
    k = HAND_SIZE[n]
    s.hands = []
    for seat in range(n):
        hand = counts()
        for card in cards[k * seat : k * seat + k]:
            hand[card] += 1
        s.hands.append(hand)
    s.sizes = [k] * n
    s.deck = cards[k * n :][::-1]  # the rest, top card last (none at 4 players)
    s.shown = [counts() for _ in range(n)]
    s.discard = counts()
    s.hidden = [counts() for _ in range(n)]
    s.aside = [counts() for _ in range(n)]
    s.yard_cards = counts()
    s.plays = []
    s.records = []
    s.struggle = 0
    s.ranks = [0] * n
    s.best, s.worst = 1, n
    s.gained = [0] * n
    _start_struggle(s, leader, now, ev, opening=True)


def _due(s: State, now: int) -> None:
    turn_ms = s.config.turn_time * 1000  # each decision's deadline (0: no limit)
    s.deadline = now + turn_ms if turn_ms else None


# --- the power struggle ------------------------------------------------------------------


def _next_holder(s: State, seat: int) -> int:
    """The next seat clockwise that still holds cards (ruling 13)."""
    n, sizes = s.n, s.sizes
    for i in range(1, n):
        other = (seat + i) % n
        if sizes[other]:
            return other
    raise AssertionError("nobody holds cards, but the round goes on")


def _start_struggle(s: State, leader: int, now: int, ev: Events, opening: bool = False) -> None:
    s.struggle += 1
    s.passed = [False] * s.n
    s.passes = []
    s.last = NOTHING
    s.last_seat = -1
    s.bomb = None
    s.declarer = -1
    s.lap = []
    s.lap_pos = 0
    s.answers = []
    s.yard_from = len(s.plays)  # an elimination ending the game leaves an empty yard
    seat = leader
    s.leader = s.turn = seat  # the round_started event names the leader due
    if opening and ev is not None:
        ev.append(round_started(s))
    while True:
        if not s.sizes[seat]:
            seat = _next_holder(s, seat)
        hand = s.hands[seat]
        if hand[GOVERNOR] != s.sizes[seat]:
            break
        # ruling 14: only Governors: eliminated at once, the Governors face up
        if _eliminate(s, seat, now, ev):
            return
        seat = _next_holder(s, seat)
    s.yard_from = len(s.plays)  # after the eliminated Governors
    s.leader = s.turn = seat
    s.step = LEAD
    _due(s, now)


def _eliminate(s: State, seat: int, now: int, ev: Events) -> bool:
    governors = s.hands[seat][GOVERNOR]
    s.hands[seat] = counts()
    s.shown[seat] = counts()
    s.sizes[seat] = 0
    s.discard[GOVERNOR] += governors
    s.plays.append([s.struggle, seat, ELIMINATED, [GOVERNOR] * governors])
    return _rank(s, seat, scoring.ELIMINATED, False, governors, now, ev)


def _remove(s: State, seat: int, cards: tuple[int, ...] | list[int]) -> None:
    """Cards leave a hand. The teammate's knowledge goes first: a viewer who can't tell which
    card of a class left knows only that fewer of them may be left (ruling 18)."""
    hand, known = s.hands[seat], s.shown[seat]
    for card in cards:
        hand[card] -= 1
        if known[card]:
            known[card] -= 1
    s.sizes[seat] -= len(cards)


def _add(s: State, seat: int, cards: tuple[int, ...] | list[int], known: bool) -> None:
    hand = s.hands[seat]
    for card in cards:
        hand[card] += 1
    if known:
        shown = s.shown[seat]
        for card in cards:
            shown[card] += 1
    s.sizes[seat] += len(cards)


def _next_turn(s: State, after: int, now: int, ev: Events) -> None:
    """Clockwise from `after` to the next seat still in the struggle; back at the last
    combination's player, everyone else has passed or holds nothing (ruling 12)."""
    n, sizes, passed, last_seat = s.n, s.sizes, s.passed, s.last_seat
    seat = after
    for _ in range(n - 1):
        seat = (seat + 1) % n
        if seat == last_seat:
            break
        if sizes[seat] and not passed[seat]:
            s.turn = seat
            s.step = TURN
            _due(s, now)
            return
    _end_struggle(s, last_seat, now, ev)


def _end_struggle(s: State, winner: int, now: int, ev: Events) -> None:
    """Ruling 15: every card played or put aside goes to the discard pile."""
    s.discard = list(map(add, s.discard, s.yard_cards))
    s.yard_cards = counts()
    records = s.records
    i = len(records) - 1
    while i >= 0 and records[i][R_STRUGGLE] == s.struggle:  # this struggle's exchanges
        record = records[i]
        i -= 1
        if record[R_MATE] == FROM_DECK and record[R_WHERE] == IN_ASIDE:
            seat = record[R_PASSER]
            s.hidden[seat] = list(map(add, s.hidden[seat], s.aside[seat]))
            s.aside[seat] = counts()
            record[R_WHERE] = IN_DISCARD
    if ev is not None:
        ev.append(Event("struggle_ended", {"seat": winner, "struggle": s.struggle}))
    if not s.deck:
        _refill(s, ev)
    _start_struggle(s, winner, now, ev)  # the winner leads, or the next holder (ruling 13)


def _refill(s: State, ev: Events) -> None:
    """Ruling 15: an empty class deck takes the shuffled discard pile at once (2-3 players)."""
    if s.deck or s.n == 4:
        return
    cards = [card for card in range(CLASSES) for _ in range(s.discard[card])]
    for hidden in s.hidden:
        cards.extend(card for card in range(CLASSES) for _ in range(hidden[card]))
    if not cards:
        return
    s.deck = s.shuffled(cards)
    s.discard = counts()
    s.hidden = [counts() for _ in range(s.n)]
    for record in s.records:
        if record[R_WHERE] == IN_DISCARD:
            record[R_WHERE] = SHUFFLED  # unknown to everyone now
    if ev is not None:
        ev.append(Event("reshuffled", {"deck": len(s.deck)}))


# --- decisions ---------------------------------------------------------------------------


def _play(s: State, seat: int, cards: tuple[int, ...], now: int, ev: Events) -> None:
    _remove(s, seat, cards)
    yard = s.yard_cards
    for card in cards:
        yard[card] += 1
    strength, kind = COMBINATIONS[cards]
    s.plays.append([s.struggle, seat, kind, cards])
    s.last = strength
    s.last_seat = seat
    if ev is not None:
        ev.append(Event("played", {"seat": seat, "kind": kind, "cards": names(cards)}))
    if not s.sizes[seat] and _rank(s, seat, scoring.EMPTIED, False, 0, now, ev):
        return
    _next_turn(s, seat, now, ev)


def _pass(s: State, seat: int, now: int, ev: Events) -> None:
    s.passed[seat] = True
    s.passes.append([seat, None, None])
    if ev is not None:
        ev.append(Event("passed", {"seat": seat, "exchange": None, "with": None}))
    _next_turn(s, seat, now, ev)


def _take(s: State, seat: int, now: int, ev: Events) -> None:
    """Ruling 16: pass, and take the top two cards of the class deck."""
    s.passed[seat] = True
    s.passes.append([seat, DECK, None])
    passed = None
    if ev is not None:  # before a reshuffle between the two cards
        passed = Event("passed", {"seat": seat, "exchange": DECK, "with": None}, {}, 1 << seat)
        ev.append(passed)
    took = []
    for _ in range(2):
        took.append(s.deck.pop())
        _refill(s, ev)  # also between the two cards
    took.sort()
    _add(s, seat, took, known=False)
    s.records.append([s.struggle, len(s.plays), seat, FROM_DECK, took, [], IN_ASIDE])
    if passed is not None:
        passed.secret["took"] = names(took)
    s.step = DISCARD
    _due(s, now)


def _discard(s: State, seat: int, cards: tuple[int, ...], now: int, ev: Events) -> None:
    _remove(s, seat, cards)
    aside = s.aside[seat]
    for card in cards:
        aside[card] += 1
    s.records[-1][R_SECOND] = list(cards)
    if ev is not None:
        ev.append(Event("discarded", {"seat": seat}, {"cards": names(cards)}, 1 << seat))
    _next_turn(s, seat, now, ev)


def _give(s: State, seat: int, cards: tuple[int, ...], now: int, ev: Events) -> None:
    """Ruling 17: pass, and hand two cards to the teammate, who must hand two back."""
    mate = s.mate(seat)
    s.passed[seat] = True
    s.passes.append([seat, TEAMMATE, mate])
    _remove(s, seat, cards)
    _add(s, mate, cards, known=True)
    s.records.append([s.struggle, len(s.plays), seat, mate, list(cards), [], IN_ASIDE])
    if ev is not None:
        ev.append(
            Event(
                "passed",
                {"seat": seat, "exchange": TEAMMATE, "with": mate},
                {"gave": names(cards)},
                1 << seat | 1 << mate,
            )
        )
    s.turn = mate
    s.step = GIVE_BACK
    _due(s, now)


def _give_back(s: State, mate: int, cards: tuple[int, ...], now: int, ev: Events) -> None:
    record = s.records[-1]
    passer = record[R_PASSER]
    _remove(s, mate, cards)
    _add(s, passer, cards, known=True)
    record[R_SECOND] = list(cards)
    if ev is not None:
        ev.append(
            Event(
                "gave_back",
                {"seat": mate, "with": passer},
                {"cards": names(cards)},
                1 << passer | 1 << mate,
            )
        )
    _next_turn(s, passer, now, ev)  # only now does play move on from the passer


def _bomb(s: State, seat: int, cards: tuple[int, ...], now: int, ev: Events) -> None:
    """Ruling 19 declares, ruling 20 asks each seat still in the struggle once, in turn."""
    _remove(s, seat, cards)
    yard = s.yard_cards
    for card in cards:
        yard[card] += 1
    kind = BOMBS[cards]
    s.plays.append([s.struggle, seat, kind, cards])
    s.bomb = kind
    s.declarer = seat
    n, sizes, passed = s.n, s.sizes, s.passed
    s.lap = [
        other
        for other in ((seat + i) % n for i in range(1, n))
        if sizes[other] and not passed[other]
    ]
    s.lap_pos = 0
    s.answers = []
    if ev is not None:
        ev.append(Event(kind, {"seat": seat, "cards": names(cards), "lap": list(s.lap)}))
    if not sizes[seat] and _rank(s, seat, scoring.EMPTIED, True, 0, now, ev):
        return
    _next_join(s, now, ev)


def _next_join(s: State, now: int, ev: Events) -> None:
    if s.lap_pos < len(s.lap):
        s.turn = s.lap[s.lap_pos]
        s.step = JOIN_STEP
        _due(s, now)
        return
    _end_struggle(s, s.declarer, now, ev)  # ruling 21: at once, no further play


def _join(s: State, seat: int, card: int, now: int, ev: Events) -> None:
    _remove(s, seat, (card,))
    s.yard_cards[card] += 1
    s.plays.append([s.struggle, seat, JOIN, (card,)])
    s.answers.append([seat, True])
    s.lap_pos += 1
    if ev is not None:
        ev.append(Event("joined", {"seat": seat, "bomb": s.bomb, "card": NAMES[card]}))
    if not s.sizes[seat] and _rank(s, seat, scoring.EMPTIED, True, 0, now, ev):
        return
    _next_join(s, now, ev)


def _decline(s: State, seat: int, now: int, ev: Events) -> None:
    s.answers.append([seat, False])
    s.lap_pos += 1
    if ev is not None:
        ev.append(Event("declined", {"seat": seat, "bomb": s.bomb}))
    _next_join(s, now, ev)


# --- going out and the end of a round ----------------------------------------------------


def _rank(s: State, seat: int, how: str, bomb: bool, governors: int, now: int, ev: Events) -> bool:
    """Ruling 22: the best free rank for an emptied hand, the worst for an elimination; with
    at most one player holding cards the round ends. True if it did."""
    if how == scoring.ELIMINATED:
        rank = s.worst
        s.worst -= 1
    else:
        rank = s.best
        s.best += 1
    s.ranks[seat] = rank
    scoring.reward(s, seat, rank, how, governors, ev)
    if how == scoring.EMPTIED:
        scoring.bonuses(s, seat, rank, bomb, ev)
    left = [other for other in range(s.n) if not s.ranks[other]]
    if len(left) > 1:
        return False
    if left:  # the one rank left, without a bonus (ruling 24)
        s.ranks[left[0]] = s.best
        scoring.reward(s, left[0], s.best, scoring.LAST, 0, ev)
        s.best += 1
    _end_round(s, now, ev)
    return True


def _end_round(s: State, now: int, ev: Events) -> None:
    result = {
        "round": s.round,
        "tiebreak": _tiebreak(s),
        "ranks": list(s.ranks),
        "gained": list(s.gained),
        "totals": list(s.coins),
        "monument": s.monument,
    }
    s.results.append(result)
    if ev is not None:
        ev.append(Event("round_ended", json_copy(result)))  # never alias the state
    winners = scoring.game_over(s)
    if winners is None:
        _deal(s, s.monument, now, ev)  # the monument holder leads (ruling 4)
        return
    s.phase = OVER_PHASE
    s.winners = winners
    s.deadline = None
    if ev is not None:
        ev.append(
            Event(
                "game_ended",
                {
                    "totals": list(s.coins),
                    "winners": list(winners),
                    "team_totals": scoring.team_totals(s),
                },
            )
        )


# --- apply -------------------------------------------------------------------------------


def default_action(s: State) -> Action:
    """Ruling 31: what a timeout does in the decision due."""
    step = s.step
    if step == LEAD:  # the weakest single; a leader always holds a card but a Governor
        hand = s.hands[s.turn]
        return ("play", (next(card for card in range(GOVERNOR) if hand[card]),))
    if step == TURN:
        return PASS
    if step == DISCARD:
        return ("discard", tuple(s.records[-1][R_FIRST]))
    if step == GIVE_BACK:
        return ("give_back", tuple(s.records[-1][R_FIRST]))
    return DECLINE


def _illegal(kind: object) -> IllegalAction:
    # The same words whatever the seat holds: refusals are public (MQTT responses, logs), and
    # a reason only some cards could give would name a hidden card. The seat's own view
    # carries its `legal` list.
    return IllegalAction(f"{kind!r} is not legal now", "illegal_action")


def apply(s: State, seat: int | None, action: Action, now: int, ev: Events = None) -> None:
    kind = action[0] if type(action) is tuple and action else None
    if kind == "timeout":
        if seat is not None:
            raise IllegalAction("only the host applies timeouts", "not_allowed")
        if len(action) != 1 or s.deadline is None or now < s.deadline:
            raise IllegalAction("no decision is due to time out now", "not_due")
        if ev is not None:
            ev.append(Event("timed_out", {"seat": s.turn, "decision": STEP_NAMES[s.step]}))
        _do(s, s.turn, default_action(s), now, ev)
        return
    if s.phase == OVER_PHASE:
        raise IllegalAction("the game is over", "game_over")
    if type(seat) is not int or not 0 <= seat < s.n:  # a bool is no seat
        raise IllegalAction(f"no seat {seat!r} at this table", "bad_seat")
    if seat != s.turn:
        raise IllegalAction(f"it is seat {s.turn}'s decision, not seat {seat}'s", "not_your_turn")
    memo = s.memo
    try:
        canonical = (memo if memo is not None else entry(s))[1].get(action)
    except TypeError:  # an unhashable argument: no action of ours
        canonical = None
    if canonical is None:
        raise _illegal(kind)
    _do(s, seat, canonical, now, ev)


def _do(s: State, seat: int, action: Action, now: int, ev: Events) -> None:
    s.memo = None  # the state changes
    kind = action[0]
    if kind == "play":
        _play(s, seat, action[1], now, ev)
    elif kind == "pass":
        _pass(s, seat, now, ev)
    elif kind == "take":
        _take(s, seat, now, ev)
    elif kind == "discard":
        _discard(s, seat, action[1], now, ev)
    elif kind == "give":
        _give(s, seat, action[1], now, ev)
    elif kind == "give_back":
        _give_back(s, seat, action[1], now, ev)
    elif kind == "bomb":
        _bomb(s, seat, action[1], now, ev)
    elif kind == "join":
        _join(s, seat, action[1], now, ev)
    else:
        assert kind == "decline"
        _decline(s, seat, now, ev)


def is_over(s: State) -> bool:
    return s.phase == OVER_PHASE
