"""`duckdown bench host`'s in-process measures still run against the host they measure (a
benchmark that breaks is found by the tests, not on the day it is needed)."""

from __future__ import annotations

from duckdown.host.bench import memory_per_idle_table


def test_memory_per_idle_table_measures_several_tables() -> None:
    # each table is created, joined, given bots and started, as in a household
    per_table = memory_per_idle_table(3)
    assert 0 < per_table < 1_000_000
