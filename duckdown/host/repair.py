"""`duckdown repair`: the tables a host quarantined at start, listed, restored or dropped.

A host sets a table aside when what it would publish of it cannot be sent (docs/protocol.md,
"Quarantine"). Restoring replaces each lone surrogate in its log with U+FFFD (the Unicode
replacement character, as any decoder shows bad text) and puts the table back if it then
replays and publishes. Run it while the host is stopped: the host reads its log at start.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from duckdown.host.store import Entry, Store

REPLACEMENT = "\ufffd"


def repaired(value: Any) -> Any:
    """`value` with every surrogate code point in its text (keys too) replaced by U+FFFD."""
    if isinstance(value, str):
        return "".join(REPLACEMENT if "\ud800" <= c <= "\udfff" else c for c in value)
    if isinstance(value, dict):
        return {repaired(k): repaired(v) for k, v in value.items()}
    if isinstance(value, list):
        return [repaired(v) for v in value]
    return value


def restore(store: Store, table_id: str) -> None:
    """Put a quarantined table back, repaired; ValueError (nothing changed) if it still fails."""
    from duckdown.host.service import replay, unservable

    entries = store.quarantined_entries(table_id)
    if not entries:
        raise ValueError(f"no quarantined table {table_id}")
    fixed = [Entry(e.table_id, e.seq, e.t, repaired(e.data)) for e in entries]
    try:
        table = replay(table_id, fixed)
    except Exception as err:
        raise ValueError(f"{table_id} does not replay once repaired ({err}); drop it") from None
    problem = unservable(table, 0)
    if problem is not None:
        raise ValueError(f"{table_id} still cannot be served: {problem}; drop it")
    store.unquarantine(table_id, fixed)


def cmd_repair(args: argparse.Namespace) -> int:
    from duckdown.host.app import DB_FILE

    store = Store(args.data / DB_FILE)
    try:
        if args.restore:
            restore(store, args.restore)
            print(f"{args.restore} restored; start the host to serve it")
        elif args.drop:
            if args.drop not in store.quarantined():
                raise ValueError(f"no quarantined table {args.drop}")
            store.drop_quarantined(args.drop)
            print(f"{args.drop} dropped")
        else:
            found = store.quarantined()
            for table_id, reason in found.items():
                print(f"{table_id}: {reason}")
            if not found:
                print("no quarantined tables")
    except ValueError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    finally:
        store.close()
    return 0
