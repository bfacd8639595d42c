"""Duck Down's narration for `duckdown demo`: each event view as a line a person can follow."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TextIO

JSON = dict[str, Any]


def _card(value: Any) -> str:
    return "?" if value is None else str(value)


class Narrator:
    """Turns event views into lines a person can follow."""

    def __init__(self, names: Sequence[str], out: TextIO) -> None:
        self.names = names
        self.out = out

    def who(self, seat: Any) -> str:
        return f"Seat {seat} ({self.names[int(seat)]})"

    def __call__(self, public: JSON, actor: JSON) -> None:
        kind = public["type"]
        say = self.out.write
        if kind == "round_started":
            say(
                f"\n=== Round {public['round']} of {public['rounds']} — "
                f"{self.who(public['first_seat'])} begins ===\n"
            )
        elif kind == "turn_started":
            say(f"  Turn {public['number']}: {self.who(public['seat'])}\n")
        elif kind == "drew":
            say(f"      draws {_card(actor.get('card'))} from the deck\n")
        elif kind == "took":
            say(f"      takes {public['card']} from the pile\n")
        elif kind == "replaced":
            say(f"      puts it in slot {public['slot']}, discarding {public['discarded']}\n")
        elif kind == "threw":
            say(f"      throws {public['card']} away\n")
        elif kind == "peeked":
            say(f"      peeks at slot {public['slot']}: {_card(actor.get('card'))}\n")
        elif kind == "swapped":
            say(
                f"      swaps slot {public['slot']} with {self.who(public['other_seat'])}'s "
                f"slot {public['other_slot']}\n"
            )
        elif kind == "doubled":
            say("      uses Double and draws again\n")
        elif kind == "duck_down_called":
            say(f"  >>> {self.who(public['seat'])} calls DUCK DOWN! <<<\n")
        elif kind == "reshuffled":
            say(f"      (the pile is shuffled into a new deck of {public['deck']})\n")
        elif kind == "round_ended":
            caller = public["caller"]
            say(
                f"  Round {public['round']} over"
                + (f", called by {self.who(caller)}" if caller is not None else ", no call")
                + (" (deck ran out)" if public.get("exhausted") else "")
                + "\n"
            )
            for seat, row in enumerate(public["rows"]):
                extra = " (+penalty)" if caller == seat and public["penalty"] else ""
                say(
                    f"    {self.who(seat):<22} {' '.join(f'{_card(c):>2}' for c in row)}"
                    f"  = {public['scores'][seat]:>3}{extra}   total {public['totals'][seat]}\n"
                )
        elif kind == "game_ended":
            winners = public["winners"]
            names = " and ".join(self.who(s) for s in winners)
            verb = "win" if len(winners) > 1 else "wins"
            say(f"\n*** {names} {verb} with {min(public['totals'])} points ***\n")
