"""`python -m duckdown.host serve ...`: the host's own subcommands, without the main CLI."""

from __future__ import annotations

import argparse
import sys

from duckdown.host.cli import add_subcommands


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="duckdown-host")
    sub = parser.add_subparsers(dest="command", required=True)
    add_subcommands(sub)
    args = parser.parse_args(argv)
    result: int = args.func(args)
    return result


if __name__ == "__main__":
    sys.exit(main())
