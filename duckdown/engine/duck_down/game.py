"""Duck Down's transitions: deal, turns, Double chains, the call, round end, scoring and the
reveal between rounds.

`apply` checks everything before it changes anything, so an illegal action raises
`IllegalAction` with the state untouched (boardgame.io's INVALID_MOVE, as an exception).
`ev` collects events; the simulation fast path passes None to skip building them.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any, Final

from duckdown.engine.duck_down import actions as A
from duckdown.engine.duck_down.actions import Action
from duckdown.engine.duck_down.cards import DOUBLE, PEEK, SWAP, Card, card_to_json
from duckdown.engine.duck_down.config import Config
from duckdown.engine.duck_down.state import (
    FIRST,
    FROM_DECK,
    FROM_PILE,
    HOLD,
    MAX_DRAWS,
    NO_DOUBLE,
    OVER_PHASE,
    PEEK_PHASE,
    PEEK_REVEAL_MS,
    REVEAL_MS,
    REVEAL_PHASE,
    SECOND,
    START,
    TURN_PHASE,
    TURNS_PER_SEAT,
    State,
    json_copy,
)
from duckdown.engine.errors import ConfigError, IllegalAction
from duckdown.engine.ruleset import Event

Events = list[Event] | None


# --- setup -------------------------------------------------------------------------------


def new_game(
    config: Config,
    players: int,
    seed: int,
    *,
    rounds: int | None = None,
    now: int = 0,
    deck_orders: list[list[Card]] | None = None,
) -> State:
    """`deck_orders` (tests only): per deal, the top cards in deal order (ruling 3)."""
    config.check_players(players)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 1 << 63:
        raise ConfigError(f"seed must be a whole number from 0 to 2**63-1, got {seed!r}")
    options = config.round_options(players)
    if rounds is None:
        rounds = options[0]
    elif type(rounds) is not int or rounds not in options:  # True and 1.0 equal 1: refuse them
        raise ConfigError(
            f"rounds is {rounds!r}; choose one of {', '.join(map(str, options))}",
            code="invalid_rounds",
        )
    state = State(config, players, seed, rounds)
    for order in deck_orders or []:
        _check_prefix(config, order)
        state.fixed_decks.append(list(order))
    state.first_seat = state.rand.randrange(players)
    _deal(state, now, None)
    return state


def _check_prefix(config: Config, order: list[Card]) -> None:
    pool = dict(config.deck)
    for card in order:
        if pool.get(card, 0) <= 0:
            raise ConfigError(f"deck order holds more {card_to_json(card)!r} than the deck")
        pool[card] -= 1


@lru_cache(maxsize=64)  # bounded: a long-running host may see many custom decks
def _fresh_deck(deck: tuple[tuple[Card, int], ...]) -> tuple[tuple[Card, ...], bool]:
    """A config's cards (as `Config.cards()`), made once per deck, and whether they ascend
    (a parsed config's always do: `shuffled` needs it)."""
    cards = tuple(card for card, count in deck for _ in range(count))
    return cards, list(cards) == sorted(cards)


def _deal(s: State, now: int, ev: Events) -> None:
    s.round += 1
    fresh, ascending = _fresh_deck(s.config.deck)
    if s.fixed_decks:
        cards = list(fresh)
        prefix = s.fixed_decks.pop(0)
        for card in prefix:
            cards.remove(card)
        s.shuffle(cards)
        cards = prefix + cards
    elif ascending:
        cards = s.shuffled(fresh)
    else:
        cards = list(fresh)
        s.shuffle(cards)
    n = s.n
    s.rows = [cards[4 * seat : 4 * seat + 4] for seat in range(n)]
    # ruling 19: the opening look is seeing, so each seat knows its slots 0 and 3
    s.known = [[1 << seat, 0, 0, 1 << seat] for seat in range(n)]
    s.pile = [cards[4 * n]]
    s.set_aside = []
    s.result = None  # the last round's reveal ended with the deal (ruling 22)
    s.deck = cards[: 4 * n : -1]  # the rest, reversed: the top card last
    s.phase = PEEK_PHASE
    s.ready = [False] * n
    s.reveals = []
    s.caller = None
    s.turn_number = 0
    s.turn_seat = s.first_seat
    s.step = START
    s.held = None
    s.draws = 0
    s.double = NO_DOUBLE
    s.last = None
    peek_ms = s.config.peek_time * 1000
    s.deadline = now + peek_ms if peek_ms else None
    if ev is not None:
        ev.append(round_started(s))


def round_started(s: State) -> Event:
    return Event(
        "round_started", {"round": s.round, "rounds": s.rounds, "first_seat": s.first_seat}
    )


# --- legal actions -----------------------------------------------------------------------


def _with_call(actions: tuple[Action, ...]) -> tuple[tuple[Action, ...], tuple[Action, ...]]:
    """`actions` without and with `call`: index it with `caller is None`."""
    return actions, (*actions, A.CALL)


# Every decision's legal actions, built once (only a Swap's depend on the table: `_swaps`).
# The start of a turn, by 2 * can_draw + can_take, then by whether the seat may call.
_START_LEGAL: Final = tuple(
    _with_call(((A.DRAW,) if can_draw else ()) + ((A.TAKE,) if can_take else ()))
    for can_draw in (False, True)
    for can_take in (False, True)
)
_PILE_LEGAL: Final = _with_call(A.replaces())  # holding a card taken from the pile
_NUMBER_LEGAL: Final = _with_call((*A.replaces(), A.THROW))
_PEEK_LEGAL: Final = _with_call((*A.peeks(), A.THROW))
_DOUBLE_LEGAL: Final = _with_call((A.DOUBLE, A.THROW))
_LAST_DOUBLE_LEGAL: Final = _with_call((A.THROW,))  # no more draws this turn


@cache
def _swaps(n: int, seat: int) -> tuple[tuple[Action, ...], tuple[Action, ...]]:
    return _with_call((*A.swaps(n, seat), A.THROW))


def _can_draw(s: State) -> bool:
    return bool(s.deck) or len(s.pile) > 1


def legal_actions(s: State, seat: int) -> tuple[Action, ...]:
    if s.phase == TURN_PHASE:
        if seat != s.turn_seat:
            return ()
        can_call = s.caller is None
        if s.step == START:
            pile = s.pile
            can_draw = bool(s.deck) or len(pile) > 1  # _can_draw, inlined: the hottest path
            can_take = bool(pile) and pile[-1] >= 0
            return _START_LEGAL[2 * can_draw + can_take][can_call]
        held = s.held
        assert held is not None
        if s.held_source == FROM_PILE:
            return _PILE_LEGAL[can_call]
        if held >= 0:
            return _NUMBER_LEGAL[can_call]
        if held == PEEK:
            return _PEEK_LEGAL[can_call]
        if held == SWAP:
            return _swaps(s.n, seat)[can_call]
        if s.draws < MAX_DRAWS:
            return _DOUBLE_LEGAL[can_call]
        return _LAST_DOUBLE_LEGAL[can_call]
    if (s.phase == PEEK_PHASE or s.phase == REVEAL_PHASE) and 0 <= seat < s.n:
        return () if s.ready[seat] else (A.READY,)
    return ()


def legal_types(s: State, seat: int) -> list[str]:
    return list(dict.fromkeys(a[0] for a in legal_actions(s, seat)))


def is_over(s: State) -> bool:
    return s.phase == OVER_PHASE


def seats_to_act(s: State) -> list[int]:
    if s.phase == TURN_PHASE:
        return [s.turn_seat]
    if s.phase == PEEK_PHASE or s.phase == REVEAL_PHASE:
        return [seat for seat in range(s.n) if not s.ready[seat]]
    return []


# --- apply -------------------------------------------------------------------------------


def apply(s: State, seat: int | None, action: Action, now: int, ev: Events = None) -> None:
    kind = action[0] if isinstance(action, tuple) and action else None
    if kind == "timeout":
        if seat is not None:
            raise IllegalAction("only the host applies timeouts", "not_allowed")
        if s.deadline is None or now < s.deadline:
            raise IllegalAction("no decision is due to time out now", "not_due")
        _timeout(s, now, ev)
        return
    if s.phase == OVER_PHASE:
        raise IllegalAction("the game is over", "game_over")
    if type(seat) is not int or not 0 <= seat < s.n:  # a bool is no seat
        raise IllegalAction(f"no seat {seat!r} at this table", "bad_seat")
    if s.phase == PEEK_PHASE or s.phase == REVEAL_PHASE:
        if kind != "ready" or len(action) != 1:
            during = "the opening look" if s.phase == PEEK_PHASE else "the reveal"
            raise IllegalAction(f"during {during} the only action is ready", "wrong_phase")
        if s.ready[seat]:
            raise IllegalAction("this seat is ready already", "already_ready")
        _ready(s, seat, now, ev)
        return
    if seat != s.turn_seat:
        raise IllegalAction(f"it is seat {s.turn_seat}'s turn, not seat {seat}'s", "not_your_turn")
    if kind == "call" and len(action) == 1:
        if s.caller is not None:
            raise IllegalAction(f"seat {s.caller} has called this round already", "already_called")
        s.caller = seat
        s.last = {"type": "call", "seat": seat}
        if ev is not None:
            ev.append(Event("duck_down_called", {"seat": seat, "round": s.round}))
        return
    if s.step == START:
        _start_step(s, seat, action, kind, now, ev)
    else:
        _hold_step(s, seat, action, kind, now, ev)


def _illegal(kind: object) -> IllegalAction:
    # The same words whatever the seat holds: refusals are public (MQTT responses, logs), and
    # listing the legal actions, or a reason only one card can give, would name a hidden card.
    # The seat's own view carries its `legal` list.
    return IllegalAction(f"{kind!r} is not legal now", "illegal_action")


def _start_step(s: State, seat: int, action: Action, kind: object, now: int, ev: Events) -> None:
    if kind == "draw" and len(action) == 1:
        if not _can_draw(s):
            raise IllegalAction("there is no card left to draw", "illegal_action")
        card = s.deck.pop() if s.deck else _draw(s, ev)  # `_draw`'s call only to reshuffle
        assert card is not None
        _hold(s, seat, card, FROM_DECK, 1 << seat, NO_DOUBLE, now)
        s.last = {"type": "draw", "seat": seat}
        if ev is not None:
            ev.append(
                Event(
                    "drew",
                    {"seat": seat, "source": FROM_DECK},
                    {"card": card_to_json(card)},
                    1 << seat,
                )
            )
        return
    if kind == "take" and len(action) == 1:
        if not s.pile or s.pile[-1] < 0:
            raise IllegalAction("only a number card can be taken from the pile", "illegal_action")
        card = s.pile.pop()
        _hold(s, seat, card, FROM_PILE, s.everyone, NO_DOUBLE, now)
        s.last = {"type": "take", "seat": seat, "card": card}
        if ev is not None:
            ev.append(Event("took", {"seat": seat, "card": card}))
        return
    raise _illegal(kind)


def _hold(s: State, seat: int, card: Card, source: str, known: int, stage: int, now: int) -> None:
    s.step = HOLD
    s.held = card
    s.held_source = source
    s.held_known = known
    if source == FROM_DECK:
        s.draws += 1
    s.double = stage
    turn_ms = s.config.turn_time * 1000  # each decision's deadline (0: no limit)
    s.deadline = now + turn_ms if turn_ms else None


def _slot(value: object) -> bool:
    return type(value) is int and 0 <= value < 4


def _hold_step(s: State, seat: int, action: Action, kind: object, now: int, ev: Events) -> None:
    held = s.held
    assert held is not None
    from_deck = s.held_source == FROM_DECK
    if kind == "replace" and len(action) == 2 and _slot(action[1]) and held >= 0:
        slot: int = action[1]
        row = s.rows[seat]
        old = row[slot]
        row[slot] = held
        s.known[seat][slot] = s.held_known
        s.pile.append(old)
        _drop_reveals(s, seat, slot)
        s.last = {"type": "replace", "seat": seat, "slot": slot}
        if ev is not None:
            data: dict[str, Any] = {"seat": seat, "slot": slot, "discarded": card_to_json(old)}
            if s.held_known == s.everyone:
                ev.append(Event("replaced", {**data, "card": held}))
            else:
                ev.append(Event("replaced", data, {"card": card_to_json(held)}, s.held_known))
        _end_turn(s, now, ev)
        return
    if kind == "throw" and len(action) == 1 and from_deck:
        s.pile.append(held)
        s.held = None
        s.last = {"type": "throw", "seat": seat, "card": card_to_json(held)}
        if ev is not None:
            ev.append(Event("threw", {"seat": seat, "card": card_to_json(held)}))
        if s.double == FIRST and s.draws < MAX_DRAWS:
            _draw_more(s, seat, SECOND, now, ev)
        else:
            _end_turn(s, now, ev)
        return
    if from_deck and held == PEEK and kind == "peek" and len(action) == 2 and _slot(action[1]):
        slot = action[1]
        s.pile.append(PEEK)
        s.held = None
        s.known[seat][slot] |= 1 << seat
        _drop_reveals(s, seat, slot, viewer=seat)
        s.reveals.append([seat, seat, slot, now + PEEK_REVEAL_MS])
        s.last = {"type": "peek", "seat": seat, "slot": slot}
        if ev is not None:
            card = card_to_json(s.rows[seat][slot])
            ev.append(Event("peeked", {"seat": seat, "slot": slot}, {"card": card}, 1 << seat))
        _end_turn(s, now, ev)
        return
    if from_deck and held == SWAP and kind == "swap" and len(action) == 4:
        _, slot, other, other_slot = action
        if not (_slot(slot) and _slot(other_slot) and type(other) is int):
            raise _illegal(kind)
        if not 0 <= other < s.n or other == seat:
            raise _illegal(kind)
        s.pile.append(SWAP)
        s.held = None
        rows, known = s.rows, s.known
        rows[seat][slot], rows[other][other_slot] = rows[other][other_slot], rows[seat][slot]
        known[seat][slot], known[other][other_slot] = known[other][other_slot], known[seat][slot]
        for reveal in s.reveals:  # a reveal follows its card (ruling 21)
            if reveal[1] == seat and reveal[2] == slot:
                reveal[1], reveal[2] = other, other_slot
            elif reveal[1] == other and reveal[2] == other_slot:
                reveal[1], reveal[2] = seat, slot
        s.last = {
            "type": "swap",
            "seat": seat,
            "slot": slot,
            "other_seat": other,
            "other_slot": other_slot,
        }
        if ev is not None:
            swapped = {"seat": seat, "slot": slot, "other_seat": other, "other_slot": other_slot}
            ev.append(Event("swapped", swapped))  # not s.last: its "type" would win in view()
        _end_turn(s, now, ev)
        return
    if from_deck and held == DOUBLE and kind == "double" and len(action) == 1:
        if s.draws >= MAX_DRAWS:
            raise _illegal(kind)  # a turn draws at most MAX_DRAWS cards
        s.pile.append(DOUBLE)  # ruling 9: the used special is on the pile before the draw
        s.held = None
        s.last = {"type": "double", "seat": seat}
        if ev is not None:
            ev.append(Event("doubled", {"seat": seat}))
        _draw_more(s, seat, FIRST, now, ev)
        return
    raise _illegal(kind)


def _draw_more(s: State, seat: int, stage: int, now: int, ev: Events) -> None:
    card = _draw(s, ev)
    if card is None:
        _end_round(s, now, ev, exhausted=True)
        return
    _hold(s, seat, card, FROM_DECK, 1 << seat, stage, now)
    if ev is not None:
        ev.append(
            Event(
                "drew", {"seat": seat, "source": FROM_DECK}, {"card": card_to_json(card)}, 1 << seat
            )
        )


def _drop_reveals(s: State, seat: int, slot: int, viewer: int | None = None) -> None:
    if not s.reveals:  # nothing to drop, and no list to rebuild
        return
    s.reveals = [
        r
        for r in s.reveals
        if not (r[1] == seat and r[2] == slot and (viewer is None or r[0] == viewer))
    ]


def _draw(s: State, ev: Events) -> Card | None:
    """The deck's top card; reshuffle the pile under its top when the deck is empty (rule 16)."""
    if not s.deck:
        if len(s.pile) <= 1:
            return None
        top = s.pile.pop()
        cards = s.pile
        s.shuffle(cards)
        s.deck = cards  # reshuffled cards are unknown to everyone: the deck carries no knowledge
        s.pile = [top]
        if ev is not None:
            ev.append(Event("reshuffled", {"deck": len(cards)}))
    return s.deck.pop()


def _ready(s: State, seat: int, now: int, ev: Events) -> None:
    s.ready[seat] = True
    if ev is not None:
        ev.append(Event("ready", {"seat": seat}))
    if all(s.ready):
        if s.phase == PEEK_PHASE:
            _end_peek(s, now, ev)
        else:
            _end_reveal(s, now, ev)


def _end_peek(s: State, now: int, ev: Events) -> None:
    s.phase = TURN_PHASE
    s.ready = [True] * s.n
    if ev is not None:
        ev.append(Event("peek_ended", {}))
    _start_turn(s, s.first_seat, now, ev)


def _start_turn(s: State, seat: int, now: int, ev: Events) -> None:
    s.turn_seat = seat
    s.step = START
    s.held = None
    s.draws = 0
    s.double = NO_DOUBLE
    turn_ms = s.config.turn_time * 1000  # each decision's deadline (0: no limit)
    s.deadline = now + turn_ms if turn_ms else None
    if ev is not None:
        ev.append(Event("turn_started", {"seat": seat, "number": s.turn_number + 1}))


def _end_turn(s: State, now: int, ev: Events) -> None:
    s.turn_number += 1
    s.held = None
    s.step = START
    nxt = (s.turn_seat + 1) % s.n
    if s.caller is not None:
        if nxt == s.caller:  # everyone else has had their one more turn (ruling 11)
            _end_round(s, now, ev)
            return
    elif s.turn_number >= TURNS_PER_SEAT * s.n:
        _end_round(s, now, ev)
        return
    _start_turn(s, nxt, now, ev)


def _timeout(s: State, now: int, ev: Events) -> None:
    if s.phase == PEEK_PHASE:
        if ev is not None:
            ev.append(Event("timed_out", {"seat": None, "step": "peek"}))
        _end_peek(s, now, ev)
        return
    if s.phase == REVEAL_PHASE:  # ruling 22: as if everyone were ready
        if ev is not None:
            ev.append(Event("timed_out", {"seat": None, "step": "reveal"}))
        _end_reveal(s, now, ev)
        return
    seat = s.turn_seat
    if ev is not None:
        ev.append(Event("timed_out", {"seat": seat, "step": s.step}))
    s.last = {"type": "timeout", "seat": seat, "step": s.step}
    if s.step == START:  # ruling 17: draw one for the player and throw it away
        card = _draw(s, ev)
        if card is None:
            _end_round(s, now, ev, exhausted=True)
            return
        s.pile.append(card)
        if ev is not None:
            ev.append(Event("threw", {"seat": seat, "card": card_to_json(card)}))
    else:
        held = s.held
        assert held is not None
        s.pile.append(held)  # thrown, or back onto the pile it came from
        if ev is not None:
            ev.append(Event("threw", {"seat": seat, "card": card_to_json(held)}))
    _end_turn(s, now, ev)


# --- round end ---------------------------------------------------------------------------


def _end_round(s: State, now: int, ev: Events, *, exhausted: bool = False) -> None:
    n = s.n
    s.held = None
    start = s.caller if s.caller is not None else (s.turn_seat + 1) % n
    replaced: list[dict[str, Any]] = []
    rows = s.rows
    for i in range(n):  # ruling 12: the caller's row first, then in seat order, left to right
        seat = (start + i) % n
        row = rows[seat]
        if min(row) >= 0:  # no special to replace: most rows
            continue
        for slot in range(4):
            if row[slot] >= 0:
                continue
            drawn: list[Card] = []
            while True:
                card = s.deck.pop() if s.deck else _draw(s, ev)  # `_draw` only to reshuffle
                if card is None:
                    exhausted = True  # the original special stays and counts 0
                    break
                drawn.append(card)
                if card >= 0:
                    s.set_aside.append(row[slot])
                    row[slot] = card
                    break
                s.set_aside.append(card)
            replaced.append({"seat": seat, "slot": slot, "drawn": [card_to_json(c) for c in drawn]})
    pts = [sum([c for c in row if c > 0]) for row in rows]  # `points`, inlined
    penalty = 0
    caller = s.caller
    # ruling 13: a tie is good enough for the caller
    if (
        caller is not None
        and s.config.call_penalty
        and any(pts[seat] < pts[caller] for seat in range(n) if seat != caller)
    ):
        penalty = s.config.call_penalty
    scores = list(pts)
    if caller is not None:
        scores[caller] += penalty
    s.scores.append(scores)
    s.totals = [t + p for t, p in zip(s.totals, scores, strict=True)]
    s.result = {
        "round": s.round,
        "caller": caller,
        "rows": [row[:] if min(row) >= 0 else [card_to_json(c) for c in row] for row in rows],
        "replaced": replaced,
        "points": pts,
        "penalty": penalty,
        "scores": scores,
        "totals": list(s.totals),
        "exhausted": exhausted,
    }
    s.reveals = []
    everyone = s.everyone
    s.known = [[everyone] * 4 for _ in range(n)]  # all cards are turned over
    # ruling 22: the reveal holds the table until every seat is ready, or 30 s of game time
    s.phase = REVEAL_PHASE
    s.ready = [False] * n
    s.step = START
    s.deadline = now + REVEAL_MS
    if ev is not None:
        ev.append(Event("round_ended", json_copy(s.result)))  # never alias the state


def _end_reveal(s: State, now: int, ev: Events) -> None:
    """The reveal is over: the next round is dealt, or after the last round the game ends."""
    s.ready = [True] * s.n
    if s.round >= s.rounds:
        best = min(s.totals)
        s.winners = [seat for seat in range(s.n) if s.totals[seat] == best]
        s.phase = OVER_PHASE
        s.deadline = None
        if ev is not None:
            ev.append(Event("game_ended", {"totals": list(s.totals), "winners": list(s.winners)}))
        return
    s.first_seat = (s.first_seat + 1) % s.n
    _deal(s, now, ev)
