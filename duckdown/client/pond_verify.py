"""`duckdown pond verify`: recompute every roll of a Duck Pond period from its revealed seed.

The host commits to each period's seed (its SHA-256) when the period starts and reveals the
seed when it ends (Duck Pond ruling 9). Anyone holding a period's published record (the
period, its commitment, its revealed seed and its roll log, as the table's public history
gives it) can check that every roll came from that seed: nothing here trusts the host.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from duckdown.engine.duck_pond.dice import verify_period

JSON = dict[str, Any]


def verify_record(record: Mapping[str, Any]) -> JSON:
    """One period's record to its verdict: `ok`, the counts and every mismatch."""
    label = record.get("period")
    seed = record.get("seed")
    rolls = record.get("roll_log")
    if not isinstance(label, str) or not isinstance(rolls, list):
        return {
            "period": label,
            "ok": False,
            "problems": [{"n": None, "problem": "not a period record"}],
        }
    if not isinstance(seed, str):
        return {
            "period": label,
            "ok": False,
            "rolls": len(rolls),
            "problems": [{"n": None, "problem": "the seed is not revealed yet: the period runs"}],
        }
    commitment = record.get("commitment")
    problems = verify_period(
        seed, label, rolls, commitment if isinstance(commitment, str) else None
    )
    return {"period": label, "ok": not problems, "rolls": len(rolls), "problems": problems}


def load_records(path: Path) -> list[Mapping[str, Any]]:
    """A file holding one period record, a list of them, or `{"periods": [...]}`."""
    data = json.loads(path.read_text("utf-8"))
    if isinstance(data, Mapping) and isinstance(data.get("periods"), list):
        data = data["periods"]
    if isinstance(data, Mapping):
        data = [data]
    if not isinstance(data, list) or not all(isinstance(r, Mapping) for r in data):
        raise ValueError(f"{path}: expected a period record or a list of them")
    return data


def cmd_pond_verify(args: Any) -> int:
    try:
        records = load_records(args.file)
    except (OSError, ValueError) as err:
        raise SystemExit(f"duckdown pond verify: {err}") from None
    verdicts = [verify_record(r) for r in records]
    if args.json:
        print(json.dumps({"ok": all(v["ok"] for v in verdicts), "periods": verdicts}))
    else:
        for v in verdicts:
            if v["ok"]:
                print(f"{v['period']}: all {v['rolls']} rolls check out")
            else:
                print(f"{v['period']}: {len(v['problems'])} problem(s)")
                for p in v["problems"]:
                    print(f"  roll {p.get('n')}: {p['problem']}")
    return 0 if all(v["ok"] for v in verdicts) else 1
