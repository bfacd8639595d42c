"""Duck Pond's metadata and options schema (rulings 1 and 46), for the lobby and the host."""

from __future__ import annotations

from typing import Any, Final

from duckdown.engine.duck_pond.config import (
    LIMITS,
    MAX_AMENDMENTS,
    MAX_PLAYERS,
    MAX_ROUND,
    MIN_PLAYERS,
)
from duckdown.engine.info import ANY_TIME, CALENDAR, NO_WINNER, OPEN, GameInfo

_LIMIT_LABELS: Final = {
    "ducks_per_player": ("Ducks per player", "Enten pro Spieler", "Eenden per speler"),
    "ducks_total": ("Ducks in the game", "Enten im Spiel", "Eenden in het spel"),
    "ponds": ("Ponds", "Teiche", "Vijvers"),
    "proposals_per_period": (
        "Open proposals per player per period",
        "Offene Vorschläge pro Spieler und Periode",
        "Open voorstellen per speler per periode",
    ),
    "open_offers": (
        "Open trade offers per player",
        "Offene Tauschangebote pro Spieler",
        "Open ruilaanbiedingen per speler",
    ),
    "open_requests": (
        "Open requests to the Judge per player",
        "Offene Anfragen an den Richter pro Spieler",
        "Open verzoeken aan de rechter per speler",
    ),
}

OPTIONS: Final[dict[str, Any]] = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "time_zone": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64,
            "default": "UTC",
            "x-lobby": True,
            "x-label": {
                "en": "Time zone of the periods (IANA name, fixed for the round)",
                "de": "Zeitzone der Perioden (IANA-Name, fest für die Runde)",
                "nl": "Tijdzone van de periodes (IANA-naam, vast voor de ronde)",
            },
        },
        **{
            name: {
                "type": "integer",
                "minimum": 1,
                "maximum": cap,
                "default": default,
                "x-lobby": True,
                "x-label": dict(zip(("en", "de", "nl"), _LIMIT_LABELS[name], strict=True)),
            }
            for name, (default, cap, _) in LIMITS.items()
        },
        "round": {
            "type": "integer",
            "minimum": 1,
            "maximum": MAX_ROUND,
            "default": 1,
            "x-label": {
                "en": "Round number",
                "de": "Rundennummer",
                "nl": "Rondenummer",
            },
        },
        "amendments": {
            "type": "array",
            "maxItems": MAX_AMENDMENTS,
            "items": {"type": "object", "required": ["op"]},
            "default": [],
            "x-label": {
                "en": "Rule changes carried over from an earlier round",
                "de": "Regeländerungen aus einer früheren Runde",
                "nl": "Regelwijzigingen uit een eerdere ronde",
            },
        },
    },
}

INFO: Final = GameInfo(
    name="duck_pond",
    title={"en": "Duck Pond", "de": "Ententeich", "nl": "Eendenvijver"},
    summary={
        "en": "A nomic that runs for weeks: feed, hatch and scout ducks, fight for the titles, "
        "vote on new rules twice a week, and stop the Duck God before it has twelve God Eggs.",
        "de": "Ein Nomic über Wochen: füttere, brüte und schicke Enten auf Erkundung, kämpfe um "
        "die Titel, stimme zweimal pro Woche über neue Regeln ab und halte den Entengott auf, "
        "bevor er zwölf Gottes-Eier hat.",
        "nl": "Een nomic die weken duurt: voer, broed en verken met eenden, strijd om de titels, "
        "stem twee keer per week over nieuwe regels en stop de Eendengod voordat hij twaalf "
        "Godseieren heeft.",
    },
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options=OPTIONS,
    bot_levels=("random",),
    result=NO_WINNER,
    length=OPEN,
    clock=CALENDAR,
    join=ANY_TIME,
    events=(
        "proposal_made",
        "proposal_passed",
        "proposal_failed",
        "roll",
        "duck_hatched",
        "title_changed",
        "disciple_perished",
        "god_egg",
        "round_lost",
    ),
    entropy=True,
)
