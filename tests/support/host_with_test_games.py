"""`python -m tests.support.host_with_test_games serve ...`: the host, with the games that live
in the tests registered, for tests that run the host as a process of its own."""

from __future__ import annotations

import sys

from duckdown.host.__main__ import main
from tests.support.guess_game.bots import ensure_registered

# at import, not under __main__: the bot workers (spawned) import this module as theirs too
ensure_registered()

if __name__ == "__main__":
    sys.exit(main())
