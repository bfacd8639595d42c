"""Duck Down's own analyses (`duckdown bench ceiling`, `duckdown bench headroom`).

They measure Duck Down's counting bot against `random`: an oracle shown every row card, and
every legal action scored on deals drawn from what counting knows. Both read Duck Down's state
and its bot's memory, so they belong to the game, not to the shared benchmarks.
"""
