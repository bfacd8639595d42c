"""`duckdown play`: a person plays whole games from a terminal, against a bot, over MQTT."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from tests.host.conftest import HostRig

# what a person types for each kind of decision (the client prints the legal action types)
ANSWERS = [
    ("ready", "ready"),
    ("draw", "draw"),
    ("throw", "throw"),
    ("replace", "replace 0"),
    ("peek", "peek 0"),
    ("swap", "swap 0 1 0"),
    ("double", "double"),
]


def answer(legal: list[str]) -> str:
    for kind, line in ANSWERS:
        if kind in legal:
            return line
    raise AssertionError(f"no answer for {legal}")


async def test_a_person_plays_two_games_to_the_end_from_a_terminal(
    rig: HostRig, tmp_path: Path
) -> None:
    creds = tmp_path / "seat.json"
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        "import sys; from duckdown.cli import main; sys.exit(main())",
        "play",
        "--mqtt",
        rig.broker.url,
        "--base-topic",
        rig.base,
        "--name",
        "Tess",
        "--bots",
        "1",
        "--level",
        "random",
        "--rounds",
        "1",
        "--credentials",
        str(creds),
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(b"\n")  # "press Enter to start the game"
    seen: list[str] = []
    moves = 0
    games = 0
    try:
        async with asyncio.timeout(120):
            while line := (await proc.stdout.readline()).decode():
                seen.append(line)
                if "game over; winners:" in line:
                    games += 1  # the owner plays again once, then quits
                    proc.stdin.write(b"\n" if games == 1 else b"quit\n")
                    await proc.stdin.drain()
                elif "you may:" in line and "(wait)" not in line:
                    legal = line.split("you may:")[1].strip().split(", ")
                    proc.stdin.write((answer(legal) + "\n").encode())
                    await proc.stdin.drain()
                    moves += 1
            assert await proc.wait() == 0
    except (TimeoutError, AssertionError):
        if proc.returncode is None:
            proc.kill()
        raise AssertionError("the terminal showed:\n" + "".join(seen[-40:])) from None
    text = "".join(seen)
    assert games == 2, text[-2000:]  # a game, then another with the same seats
    assert "refused" not in text, text[-2000:]
    assert moves >= 2  # at least the opening look and one turn were played by hand
    # the seat's credential was kept, so the player could come back to the table
    assert '"seat"' in creds.read_text()
    # the public table ended too
    c = await rig.client()
    listing = await c.list_tables()
    assert [t["status"] for t in listing] == ["over"]
