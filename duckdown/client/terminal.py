"""`duckdown play`: a small terminal client built on `duckdown.client`, for any game with a
terminal board (`duckdown.client.boards.<game>`)."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from typing import Any

from duckdown.bots import levels
from duckdown.client import Client, Credential, ProtocolError, SeatWatch
from duckdown.client.boards import Board, board

JSON = dict[str, Any]


async def _input(prompt: str) -> str:
    return await asyncio.to_thread(input, prompt)


def no_board(game: str) -> str:
    return f"duckdown play: {game} has no terminal board; play it at the browser table"


def refusal(args: argparse.Namespace) -> str | None:
    """Why `args` cannot be played, before anything is sent: no terminal board for the game,
    or bots for a new table of a level its tables are not offered."""
    if board(args.game) is None:
        return no_board(args.game)
    if args.table is None and args.bots > 0:
        offered = levels(args.game)
        if args.level not in offered:
            return (
                f"duckdown play: {args.game} tables have no bot level {args.level!r}; "
                f"choose from {', '.join(offered)}"
            )
    return None


async def play(args: argparse.Namespace) -> int:
    """Play at a table of `args.game` (or of the table joined, whatever its game)."""
    problem = refusal(args)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    game: str = args.game
    found = board(game)
    assert found is not None  # refusal() checked
    shown: Board = found
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
                table_id, owner = await client.create_table(
                    f"{args.name}'s table", ruleset=args.game
                )
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
        helped = False
        while True:
            view = await watch.wait_for(lambda v: v is not None, limit_s=3600)
            assert view is not None
            if view.get("ruleset", game) != game:  # a table joined by id plays another game
                game = str(view["ruleset"])
                found = board(game)
                if found is None:
                    print(no_board(game), file=sys.stderr)
                    return 2
                shown = found
            if not helped:
                print(shown.HELP)
                helped = True
            seq = watch.seq  # the change this view belongs to; later ones must be rendered
            names = [s["name"] or "-" for s in (table.snapshot or {}).get("seats", [])]
            print(shown.render(view, names))
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
            if not view.get("legal"):
                await watch.wait_seq(seq + 1, limit_s=3600)
                continue
            line = await _input("> ")
            if line.strip() == "quit":
                await client.leave(me)
                return 0
            action = shown.parse(line)
            if action is None:
                continue
            try:
                # wait for our own move's view, not "the next one": a bot may have moved already
                moved = await client.act(me, action, expect_seq=seq)
                await watch.wait_seq(moved, limit_s=60)
            except ProtocolError as err:
                if err.code == "stale":  # someone moved while you typed: nothing was played
                    print("the table changed before your move arrived; here it is again")
                else:
                    print(f"refused: {err.code}: {err.message}", file=sys.stderr)
    finally:
        await client.close()
