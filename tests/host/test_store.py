"""The durable log on its own: commits, failed commits, restores and checkpoints."""

from __future__ import annotations

import logging
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from duckdown.cli import main
from duckdown.host.store import LOG_FORMAT, Entry, NewerLogError, Store

MOVE = {"kind": "action", "seat": 1, "action": {"type": "replace", "slot": 2}}


def wait_for(cond: Callable[[], bool], timeout: float = 10.0) -> None:
    """Poll until `cond()` holds: the store's checkpointer thread runs on real time."""
    tick = threading.Event()
    waited = 0.0
    while not cond():
        assert waited < timeout, "condition not reached"
        tick.wait(0.02)
        waited += 0.02


def rows_in_main_file(path: Path, tmp: Path) -> int:
    """Rows the database file itself holds, without its WAL: what checkpoints have copied."""
    copy = tmp / "main-only.sqlite3"
    copy.write_bytes(path.read_bytes())
    db = sqlite3.connect(copy)
    try:
        return int(db.execute("SELECT count(*) FROM log").fetchone()[0])
    except sqlite3.OperationalError:  # not even the schema has been copied yet
        return 0
    finally:
        db.close()
        copy.unlink()


def test_single_and_batched_commits_survive_a_reopen(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    store = Store(path)
    store.commit([Entry("t-1", 1, 0, {"kind": "create"})])  # one entry: the short path
    store.commit([Entry("t-1", 2, 5, MOVE)], nonces=[("t-1/owner", 7)])  # a transaction
    store.commit([Entry("t-1", 3, 9, MOVE), Entry("t-2", 1, 0, {"kind": "create"})])
    store.close()

    again = Store(path)
    try:
        assert [(e.seq, e.t, e.data) for e in again.entries("t-1")] == [
            (1, 0, {"kind": "create"}),
            (2, 5, MOVE),
            (3, 9, MOVE),
        ]
        assert again.table_ids() == ["t-1", "t-2"]
        assert again.nonces() == {"t-1/owner": 7}
    finally:
        again.close()


@pytest.mark.parametrize("with_nonce", [False, True])
def test_a_failed_commit_leaves_nothing(tmp_path: Path, with_nonce: bool) -> None:
    store = Store(tmp_path / "db.sqlite3")
    try:
        store.commit([Entry("t-1", 1, 0, {"kind": "create"})])
        nonces = [("t-1/owner", 3)] if with_nonce else []
        with pytest.raises(sqlite3.IntegrityError):
            store.commit([Entry("t-1", 1, 4, MOVE)], nonces=nonces)  # seq 1 is taken
        assert [e.data for e in store.entries("t-1")] == [{"kind": "create"}]
        assert store.nonces() == {}
        store.commit([Entry("t-1", 2, 4, MOVE)])  # and the store goes on
        assert [e.seq for e in store.entries("t-1")] == [1, 2]
    finally:
        store.close()


def test_checkpoints_after_enough_commits(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    store = Store(path, checkpoint_seconds=3600, checkpoint_commits=5)
    try:
        for seq in range(1, 5):
            store.commit([Entry("t-1", seq, 0, MOVE)])
        assert store.checkpoints == 0
        assert rows_in_main_file(path, tmp_path) == 0  # still only in the WAL
        store.commit([Entry("t-1", 5, 0, MOVE)])
        wait_for(lambda: store.checkpoints == 1)
        assert rows_in_main_file(path, tmp_path) == 5
    finally:
        store.close()


def test_checkpoints_a_quiet_store_after_its_time(tmp_path: Path) -> None:
    store = Store(tmp_path / "db.sqlite3", checkpoint_seconds=0.05, checkpoint_commits=10_000)
    try:
        store.commit([Entry("t-1", 1, 0, MOVE)])
        wait_for(lambda: store.checkpoints == 1)
        store.commit([Entry("t-1", 2, 0, MOVE)])
        wait_for(lambda: store.checkpoints == 2)
    finally:
        store.close()


def test_new_commits_reach_the_disk_within_a_second_without_a_checkpoint(tmp_path: Path) -> None:
    store = Store(tmp_path / "db.sqlite3", checkpoint_seconds=3600, checkpoint_commits=10_000)
    try:
        store.commit([Entry("t-1", 1, 0, MOVE)])
        wait_for(lambda: store.wal_syncs == 1)
        assert store.checkpoints == 0
        store.commit([Entry("t-1", 2, 0, MOVE)])
        wait_for(lambda: store.wal_syncs == 2)  # again, once there is something new
    finally:
        store.close()


def test_a_restore_replaces_its_tables_earlier_entries_in_the_same_commit(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    store = Store(path)
    store.commit([Entry("t-1", 1, 0, {"kind": "create"})])
    store.commit([Entry("t-1", seq, seq, MOVE) for seq in range(2, 6)])
    store.commit([Entry("t-2", 1, 0, {"kind": "create"}), Entry("t-2", 2, 0, MOVE)])
    restore = Entry("t-1", 5, 9, {"kind": "restore"})
    start = Entry("t-1", 6, 9, {"kind": "start"})
    store.commit([start], nonces=[("t-1/owner", 8)], restore=restore)
    store.close()

    again = Store(path)
    try:
        assert [(e.seq, e.t, e.data) for e in again.entries("t-1")] == [
            (5, 9, {"kind": "restore"}),
            (6, 9, {"kind": "start"}),
        ]
        assert [e.seq for e in again.entries("t-2")] == [1, 2]  # another table keeps its log
        assert again.nonces() == {"t-1/owner": 8}
    finally:
        again.close()


def test_a_failed_restore_commit_keeps_every_entry(tmp_path: Path) -> None:
    store = Store(tmp_path / "db.sqlite3")
    try:
        store.commit([Entry("t-1", seq, 0, MOVE) for seq in range(1, 6)])
        before = store.entries("t-1")
        restore = Entry("t-1", 4, 0, {"kind": "restore"})
        with pytest.raises(sqlite3.IntegrityError):  # seq 5 is taken: after the delete ran
            store.commit([Entry("t-1", 5, 0, MOVE)], nonces=[("t-1/owner", 3)], restore=restore)
        assert store.entries("t-1") == before
        assert store.nonces() == {}
    finally:
        store.close()


def test_a_database_from_a_newer_host_is_refused_whole(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    """Not served table by table, with the ones it cannot replay left out: refused with why."""
    store = Store(tmp_path / "duckdown.sqlite3")
    assert store.get_meta("log_format") == str(LOG_FORMAT)
    store.commit([Entry("t-1", 1, 0, {"kind": "create"})])
    store.set_meta("log_format", str(LOG_FORMAT + 1))
    store.close()
    with pytest.raises(NewerLogError, match=r"newer Duck Down host \(log format 3; this host"):
        Store(tmp_path / "duckdown.sqlite3")

    # `duckdown serve` says so and exits, without touching the data
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level  # serve configures logging for the process
    try:
        code = main(["serve", "--data", str(tmp_path), "--http", "off", "--log-level", "error"])
    finally:
        root.handlers[:] = handlers
        root.setLevel(level)
    assert code == 2
    assert "update this host to serve it" in capfd.readouterr().err
    db = sqlite3.connect(tmp_path / "duckdown.sqlite3")
    try:
        assert db.execute("SELECT value FROM meta WHERE key = 'log_format'").fetchone() == ("3",)
        assert db.execute("SELECT count(*) FROM log").fetchone() == (1,)
    finally:
        db.close()
