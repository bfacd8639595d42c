"""Hypothesis profiles for the engine tests.

HYPOTHESIS_PROFILE=ci (the default) keeps the whole engine suite well under a minute on a busy
two-core machine; HYPOTHESIS_PROFILE=thorough runs many more and longer games.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci",
    max_examples=25,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    print_blob=True,
)
settings.register_profile(
    "thorough",
    max_examples=600,
    stateful_step_count=200,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    print_blob=True,
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
