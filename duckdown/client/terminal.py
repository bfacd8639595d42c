"""`duckdown play`: a small terminal client built on `duckdown.client`."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from typing import Any

from duckdown.client import Client, Credential, ProtocolError, SeatWatch

JSON = dict[str, Any]

HELP = """actions: ready | draw | take | throw | double | call | replace N | peek N |
swap N SEAT M (your slot N with SEAT's slot M) | quit"""


def card(c: Any) -> str:
    return "??" if c is None else str(c)


def render(view: JSON, names: list[str]) -> str:
    lines = [
        f"round {view['round']}/{view['rounds']}  phase {view['phase']}  "
        f"deck {view['deck']}  pile top {card(view['pile'][-1]) if view['pile'] else '-'}"
    ]
    for seat, row in enumerate(view["rows"]):
        name = names[seat] if seat < len(names) else f"seat {seat}"
        mark = "*" if (view.get("turn") or {}).get("seat") == seat else " "
        me = " (you)" if seat == view["seat"] else ""
        lines.append(
            f" {mark} {name:<12}{me:<6} "
            + " ".join(f"{card(c):>6}" for c in row)
            + f"   total {view['totals'][seat]}"
        )
    held = view.get("held")
    if held:
        lines.append(f"   held by seat {held['seat']}: {card(held.get('card'))}")
    if view.get("winners") is not None:
        lines.append(f"   game over; winners: {', '.join(names[s] for s in view['winners'])}")
    lines.append(f"   you may: {', '.join(view['legal']) or '(wait)'}")
    return "\n".join(lines)


def parse(line: str) -> JSON | None:
    words = line.split()
    if not words:
        return None
    kind, args = words[0], [int(w) for w in words[1:] if w.lstrip("-").isdigit()]
    action: JSON = {"type": kind}
    if kind in ("replace", "peek") and args:
        action["slot"] = args[0]
    elif kind == "swap" and len(args) == 3:
        action.update(slot=args[0], other_seat=args[1], other_slot=args[2])
    return action


async def _input(prompt: str) -> str:
    return await asyncio.to_thread(input, prompt)


async def play(args: argparse.Namespace) -> int:
    client = Client(args.mqtt, base_topic=args.base_topic)
    await client.connect()
    saved: JSON = {}
    if args.credentials and args.credentials.exists():
        saved = json.loads(args.credentials.read_text())
    try:
        if saved.get("seat"):
            me = Credential.from_json(saved["seat"])
            owner = Credential.from_json(saved["owner"]) if saved.get("owner") else None
            await client.reconnect(me)
        else:
            owner = None
            table_id = args.table
            if table_id is None:
                table_id, owner = await client.create_table(f"{args.name}'s table")
            me = await client.join(table_id, args.name)
            if owner is not None:
                for _ in range(args.bots):
                    await client.add_bot(owner, args.level)
        if args.credentials:
            args.credentials.write_text(
                json.dumps({"seat": me.to_json(), "owner": owner.to_json() if owner else None})
            )
        assert me.table_id is not None
        print(f"table {me.table_id}, seat {me.seat}")
        watch: SeatWatch = await client.watch_seat(me)
        table = await client.watch_table(me.table_id)
        if owner is not None and (table.snapshot or {}).get("status", "lobby") == "lobby":
            await _input("press Enter to start the game ")
            await client.start(owner, args.rounds)
        print(HELP)
        while True:
            view = await watch.wait_for(lambda v: v is not None, limit_s=3600)
            assert view is not None
            shown = watch.seq  # the change this view belongs to; later ones must be rendered
            names = [s["name"] or "-" for s in (table.snapshot or {}).get("seats", [])]
            print(render(view, names))
            if view["phase"] == "over":
                if owner is None:
                    print("the table's owner can start another game with the same seats")
                    return 0
                try:
                    again = await _input("Enter to play again with the same seats, or quit: ")
                except EOFError:
                    return 0
                if again.strip() == "quit":
                    return 0
                try:
                    started = await client.start(owner, args.rounds)
                except ProtocolError as err:  # started from another screen already, say
                    print(f"refused: {err.code}: {err.message}", file=sys.stderr)
                    continue  # show the table as it is now, and ask again if it is still over
                await watch.wait_seq(int(started["seq"]), limit_s=60)
                continue
            if not view["legal"]:
                await watch.wait_seq(shown + 1, limit_s=3600)
                continue
            line = await _input("> ")
            if line.strip() == "quit":
                await client.leave(me)
                return 0
            action = parse(line)
            if action is None:
                continue
            try:
                # wait for our own move's view, not "the next one": a bot may have moved already
                seq = await client.act(me, action, expect_seq=shown)
                await watch.wait_seq(seq, limit_s=60)
            except ProtocolError as err:
                if err.code == "stale":  # someone moved while you typed: nothing was played
                    print("the table changed before your move arrived; here it is again")
                else:
                    print(f"refused: {err.code}: {err.message}", file=sys.stderr)
    finally:
        await client.close()
