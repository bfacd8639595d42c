"""Benchmarks run from the CLI (`duckdown bench ...`)."""
