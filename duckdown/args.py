"""The command-line argument every game-aware `duckdown` command shares: `--game NAME`."""

from __future__ import annotations

import argparse

from duckdown.engine import ConfigError, get_ruleset, rulesets

DEFAULT_GAME = "duck_down"


def game_name(text: str) -> str:
    """argparse type: a registered game's name; anything else is refused with the list."""
    try:
        get_ruleset(text)
    except ConfigError as err:
        raise argparse.ArgumentTypeError(err.message) from None
    return text


def add_game_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--game",
        type=game_name,
        default=DEFAULT_GAME,
        metavar="NAME",
        help=f"the game (default {DEFAULT_GAME}; games: {', '.join(rulesets())})",
    )
