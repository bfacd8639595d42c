"""The durable log: SQLite in WAL mode, one row per accepted change.

A command is acknowledged only after `commit` returns. Restarting replays each table's log,
so the tables come back with the same `seq`. When a table plays again, its finished games are
replaced by one `restore` entry in the commit of the new start, so a log holds one game at most.
With `synchronous=NORMAL` a commit survives the process being killed at any moment, and a power
cut loses at most the last second or so (a thread fsyncs the WAL every second while it holds new
commits); `sync_full=True` also survives a power cut whole, at the price of an fsync per change.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import threading
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# Checkpoints copy the WAL into the database and fsync both. While a checkpoint's writeback runs,
# a commit that touches the same pages waits for the disk, so they are kept rare: after
# CHECKPOINT_COMMITS commits, or CHECKPOINT_SECONDS after the first uncheckpointed one. In
# between, the WAL alone is fsynced every SYNC_SECONDS while it holds unsynced commits, so a
# power cut loses at most about that much (a killed process loses nothing: the WAL is written).
CHECKPOINT_SECONDS = 30.0
CHECKPOINT_COMMITS = 2000
SYNC_SECONDS = 1.0
WAL_LIMIT_BYTES = 16 * 1024 * 1024  # the WAL file is truncated to this after a checkpoint
# What a log may hold. 2: a table's log may begin with a `restore` entry (playing again). A host
# refuses a database written by a newer format instead of skipping tables it cannot replay.
LOG_FORMAT = 2

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS log(
  table_id TEXT NOT NULL, seq INTEGER NOT NULL, t INTEGER NOT NULL, entry TEXT NOT NULL,
  PRIMARY KEY(table_id, seq)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS nonces(cred TEXT PRIMARY KEY, nonce INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS clocks(table_id TEXT PRIMARY KEY, game_now INTEGER NOT NULL)
  WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS archive(
  table_id TEXT PRIMARY KEY, at INTEGER NOT NULL, reason TEXT NOT NULL, summary TEXT NOT NULL)
  WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS quarantine(
  table_id TEXT NOT NULL, seq INTEGER NOT NULL, t INTEGER NOT NULL, entry TEXT NOT NULL,
  reason TEXT NOT NULL, PRIMARY KEY(table_id, seq)) WITHOUT ROWID;
"""


class NewerLogError(RuntimeError):
    """The database was written by a newer host."""


@dataclass(frozen=True, slots=True)
class Entry:
    table_id: str
    seq: int
    t: int  # game time of the change
    data: dict[str, Any]


class Store:
    def __init__(
        self,
        path: Path | str,
        *,
        sync_full: bool = False,
        checkpoint_seconds: float = CHECKPOINT_SECONDS,
        checkpoint_commits: int = CHECKPOINT_COMMITS,
    ) -> None:
        self.path = str(path)
        self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute(f"PRAGMA synchronous={'FULL' if sync_full else 'NORMAL'}")
        self._db.execute(f"PRAGMA journal_size_limit={WAL_LIMIT_BYTES}")
        self._db.executescript(SCHEMA)
        found = self.get_meta("log_format")
        if found is not None and int(found) > LOG_FORMAT:
            self._db.close()
            raise NewerLogError(
                f"{self.path} was written by a newer Duck Down host (log format {found}; this "
                f"host reads up to {LOG_FORMAT}): update this host to serve it"
            )
        if found != str(LOG_FORMAT):
            self.set_meta("log_format", str(LOG_FORMAT))
        self.commits = 0  # since the store opened; the checkpointer compares it with its own
        self.checkpoints = 0
        self.wal_syncs = 0
        self._checkpoint_seconds = checkpoint_seconds
        self._checkpoint_commits = checkpoint_commits
        self._checkpointer: threading.Thread | None = None
        self._stop = threading.Event()
        if self.path != ":memory:":
            # checkpoints (which fsync) run in a thread of their own, never inside a commit
            self._db.execute("PRAGMA wal_autocheckpoint=0")
            self._checkpointer = threading.Thread(
                target=self._checkpoint_loop, name="duckdown-checkpoint", daemon=True
            )
            self._checkpointer.start()

    def _checkpoint_loop(self) -> None:
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        done = synced = 0  # commits already checkpointed, and already on disk
        pending_since: float | None = None
        tick = min(SYNC_SECONDS, self._checkpoint_seconds)
        try:
            while not self._stop.wait(tick):
                now = time.monotonic()
                commits = self.commits
                if commits == done:
                    continue
                if pending_since is None:
                    pending_since = now
                if (
                    commits - done < self._checkpoint_commits
                    and now - pending_since < self._checkpoint_seconds
                ):
                    if commits != synced and self._sync_wal():
                        synced = commits
                    continue
                try:
                    db.execute("PRAGMA wal_checkpoint(PASSIVE)")  # fsyncs the WAL first
                except sqlite3.Error:
                    continue
                done = synced = commits
                pending_since = None
                self.checkpoints += 1
        finally:
            db.close()

    def _sync_wal(self) -> bool:
        """fsync the WAL file: the commits in it then survive a power cut."""
        try:
            fd = os.open(self.path + "-wal", os.O_RDONLY)
        except OSError:
            return False
        try:
            os.fsync(fd)
        except OSError:
            return False
        finally:
            os.close(fd)
        self.wal_syncs += 1
        return True

    @classmethod
    def memory(cls) -> Store:
        return cls(":memory:")

    def close(self) -> None:
        self._stop.set()
        if self._checkpointer is not None:
            self._checkpointer.join(5)
        with contextlib.suppress(sqlite3.Error):
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        self._db.close()

    # --- writes: one transaction each ---------------------------------------------------

    def commit(
        self,
        entries: Iterable[Entry] = (),
        nonces: Iterable[tuple[str, int]] = (),
        clocks: Iterable[tuple[str, int]] = (),
        restore: Entry | None = None,
    ) -> None:
        """Write all of it or nothing. With `restore`, its table's entries up to `restore.seq`
        are replaced by that one entry (a new game starts: the old games' moves go)."""
        db = self._db
        rows = [_row(e) for e in entries]
        nonce_rows, clock_rows = list(nonces), list(clocks)
        self.commits += 1
        if len(rows) == 1 and not nonce_rows and not clock_rows and restore is None:
            # a bot's move: one statement is its own transaction, without BEGIN and COMMIT
            db.execute("INSERT INTO log(table_id, seq, t, entry) VALUES (?, ?, ?, ?)", rows[0])
            return
        if restore is not None:
            rows.insert(0, _row(restore))
        with self._transaction():
            if restore is not None:
                db.execute(
                    "DELETE FROM log WHERE table_id = ? AND seq <= ?",
                    (restore.table_id, restore.seq),
                )
            if rows:
                db.executemany("INSERT INTO log(table_id, seq, t, entry) VALUES (?, ?, ?, ?)", rows)
            if nonce_rows:
                db.executemany(
                    "INSERT INTO nonces(cred, nonce) VALUES (?, ?) "
                    "ON CONFLICT(cred) DO UPDATE SET nonce = excluded.nonce",
                    nonce_rows,
                )
            if clock_rows:
                db.executemany(
                    "INSERT INTO clocks(table_id, game_now) VALUES (?, ?) "
                    "ON CONFLICT(table_id) DO UPDATE SET game_now = excluded.game_now",
                    clock_rows,
                )

    def delete_table(self, table_id: str) -> None:
        with self._transaction() as db:
            db.execute("DELETE FROM log WHERE table_id = ?", (table_id,))
            db.execute("DELETE FROM archive WHERE table_id = ?", (table_id,))
            db.execute("DELETE FROM clocks WHERE table_id = ?", (table_id,))
            db.execute("DELETE FROM nonces WHERE cred LIKE ? ESCAPE '\\'", (_like(table_id),))

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        db = self._db
        db.execute("BEGIN")
        try:
            yield db
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def archive(self, table_id: str, at: int, reason: str, summary: dict[str, Any]) -> None:
        """Take a table out of service (the lobby tidies itself, docs/protocol.md): its log and
        nonces stay, for its history; a host no longer loads it."""
        text = json.dumps(summary, separators=(",", ":"), ensure_ascii=False)
        with self._transaction() as db:
            db.execute(
                "INSERT INTO archive(table_id, at, reason, summary) VALUES (?, ?, ?, ?) "
                "ON CONFLICT(table_id) DO UPDATE SET at = excluded.at, reason = excluded.reason, "
                "summary = excluded.summary",
                (table_id, at, reason, text),
            )
            db.execute("DELETE FROM clocks WHERE table_id = ?", (table_id,))

    def quarantine(self, table_id: str, reason: str) -> None:
        """Move a table's log aside (a host cannot serve it); `duckdown repair` brings it back.

        Its nonces and game clock stay, for when it comes back: it must still refuse replays.
        """
        with self._transaction() as db:
            db.execute(
                "INSERT INTO quarantine(table_id, seq, t, entry, reason) "
                "SELECT table_id, seq, t, entry, ? FROM log WHERE table_id = ?",
                (reason, table_id),
            )
            db.execute("DELETE FROM log WHERE table_id = ?", (table_id,))

    def unquarantine(self, table_id: str, entries: list[Entry]) -> None:
        """Put a quarantined table back into the log as `entries` (repaired)."""
        rows = [_row(e) for e in entries]
        with self._transaction() as db:
            db.execute("DELETE FROM quarantine WHERE table_id = ?", (table_id,))
            db.executemany("INSERT INTO log(table_id, seq, t, entry) VALUES (?, ?, ?, ?)", rows)

    def drop_quarantined(self, table_id: str) -> None:
        with self._transaction() as db:
            db.execute("DELETE FROM quarantine WHERE table_id = ?", (table_id,))
            db.execute("DELETE FROM clocks WHERE table_id = ?", (table_id,))
            db.execute("DELETE FROM nonces WHERE cred LIKE ? ESCAPE '\\'", (_like(table_id),))

    def set_meta(self, key: str, value: str) -> None:
        self._db.execute(
            "INSERT INTO meta(key, value) VALUES (?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    # --- reads ---------------------------------------------------------------------------

    def get_meta(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def table_ids(self) -> list[str]:
        """The tables in service: every table with a log, but the archived ones."""
        rows = self._db.execute(
            "SELECT DISTINCT table_id FROM log WHERE table_id NOT IN "
            "(SELECT table_id FROM archive) ORDER BY table_id"
        ).fetchall()
        return [str(r[0]) for r in rows]

    def archived(self) -> list[tuple[str, int, str, dict[str, Any]]]:
        """Archived tables, newest first: (table_id, wall ms archived, why, its summary)."""
        rows = self._db.execute(
            "SELECT table_id, at, reason, summary FROM archive ORDER BY at DESC, table_id"
        ).fetchall()
        return [(str(t), int(a), str(r), json.loads(s)) for t, a, r, s in rows]

    def is_archived(self, table_id: str) -> bool:
        row = self._db.execute("SELECT 1 FROM archive WHERE table_id = ?", (table_id,))
        return row.fetchone() is not None

    def entries(self, table_id: str) -> list[Entry]:
        rows = self._db.execute(
            "SELECT seq, t, entry FROM log WHERE table_id = ? ORDER BY seq", (table_id,)
        ).fetchall()
        return [Entry(table_id, int(s), int(t), json.loads(e)) for s, t, e in rows]

    def quarantined(self) -> dict[str, str]:
        """Quarantined table ids and why."""
        rows = self._db.execute(
            "SELECT table_id, MIN(reason) FROM quarantine GROUP BY table_id ORDER BY table_id"
        )
        return {str(t): str(r) for t, r in rows}

    def quarantined_entries(self, table_id: str) -> list[Entry]:
        rows = self._db.execute(
            "SELECT seq, t, entry FROM quarantine WHERE table_id = ? ORDER BY seq", (table_id,)
        ).fetchall()
        return [Entry(table_id, int(s), int(t), json.loads(e)) for s, t, e in rows]

    def nonces(self) -> dict[str, int]:
        return {str(c): int(n) for c, n in self._db.execute("SELECT cred, nonce FROM nonces")}

    def clocks(self) -> dict[str, int]:
        rows = self._db.execute("SELECT table_id, game_now FROM clocks")
        return {str(t): int(n) for t, n in rows}


def _row(e: Entry) -> tuple[str, int, int, str]:
    # not escaped to ASCII: SQLite's strict UTF-8 then refuses text no transport could send
    # (a lone surrogate), before anything is written, instead of storing it escaped
    return (e.table_id, e.seq, e.t, json.dumps(e.data, separators=(",", ":"), ensure_ascii=False))


def _like(table_id: str) -> str:
    escaped = table_id.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return escaped + "/%"
