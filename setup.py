"""Optional native build of the engine's hot path.

`DUCKDOWN_COMPILE=1 pip install --no-build-isolation .` (with mypy installed) compiles the
engine's state machine with mypyc, about 2.2x faster. Without it the package is pure Python,
which is what development and the tests run, so an edit to a .py file always takes effect.
"""

import os

from setuptools import setup

HOT_MODULES = [
    "duckdown/engine/duck_down/cards.py",
    "duckdown/engine/duck_down/actions.py",
    "duckdown/engine/duck_down/state.py",
    "duckdown/engine/duck_down/game.py",
]

ext_modules = []
if os.environ.get("DUCKDOWN_COMPILE") == "1":
    from mypyc.build import mypycify

    # only these modules are compiled, so the config's sections for the others go unused
    ext_modules = mypycify(["--no-warn-unused-configs", *HOT_MODULES], opt_level="3")

setup(ext_modules=ext_modules)
