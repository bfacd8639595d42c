"""The host's code in the app image: addon/vendor/ must be exactly what scripts/sync-addon
writes from duckdown/ and pyproject.toml, and must build into a working wheel, since the
Dockerfile pip-installs it."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

from tests.packaging.conftest import ADDON, ROOT

SYNC = ROOT / "scripts" / "sync-addon"


def run_sync(*args: str, root: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SYNC), *args, "--root", str(root)],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_vendored_copy_is_in_sync() -> None:
    result = run_sync("--check")
    assert result.returncode == 0, (
        "addon/vendor is stale: run scripts/sync-addon and commit the result\n" + result.stderr
    )


def test_vendored_copy_holds_the_web_table_and_no_junk() -> None:
    vendor = ADDON / "vendor"
    files = [p.relative_to(vendor).as_posix() for p in vendor.rglob("*") if p.is_file()]
    assert "duckdown/__init__.py" in files
    assert "duckdown/web/static/index.html" in files, "the browser table is served from here"
    assert not [f for f in files if f.endswith((".pyc", ".map")) or "__pycache__" in f]
    assert not [f for f in files if f.startswith(("tests/", "frontend/", "custom_components/"))]


def test_vendored_pyproject_matches_the_root() -> None:
    with (ROOT / "pyproject.toml").open("rb") as f:
        root = tomllib.load(f)["project"]
    with (ADDON / "vendor" / "pyproject.toml").open("rb") as f:
        vendored = tomllib.load(f)["project"]
    for key in ("name", "version", "dependencies", "scripts", "requires-python"):
        assert vendored[key] == root[key], key
    assert "optional-dependencies" not in vendored, "the image installs no test tools"


def test_sync_repairs_and_check_detects(tmp_path: Path) -> None:
    """On a scratch copy: a stale copy fails the check, a sync repairs it."""
    root = tmp_path / "repo"
    (root / "scripts").mkdir(parents=True)
    shutil.copy(ROOT / "pyproject.toml", root / "pyproject.toml")
    shutil.copytree(
        ROOT / "duckdown", root / "duckdown", ignore=shutil.ignore_patterns("__pycache__", "*.pyc")
    )
    assert run_sync(root=root).returncode == 0
    assert run_sync("--check", root=root).returncode == 0
    vendor = root / "addon" / "vendor"
    (root / "duckdown" / "new_module.py").write_text("X = 1\n")
    (vendor / "duckdown" / "__init__.py").write_text("# edited by hand\n")
    (vendor / "duckdown" / "stray.txt").write_text("left behind\n")
    check = run_sync("--check", root=root)
    assert check.returncode == 1
    for line in (
        "missing   duckdown/new_module.py",
        "differs   duckdown/__init__.py",
        "extra     duckdown/stray.txt",
    ):
        assert line in check.stderr
    assert run_sync(root=root).returncode == 0
    assert run_sync("--check", root=root).returncode == 0
    assert (vendor / "duckdown" / "__init__.py").read_bytes() == (
        root / "duckdown" / "__init__.py"
    ).read_bytes()
    assert not (vendor / "duckdown" / "stray.txt").exists()


def test_vendored_package_builds_a_complete_wheel(tmp_path: Path) -> None:
    """What the Dockerfile's `pip install vendor` builds (dependencies are not fetched)."""
    src = tmp_path / "vendor"
    shutil.copytree(ADDON / "vendor", src)
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "-q",
            "-w",
            str(tmp_path / "dist"),
            str(src),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    (wheel,) = (tmp_path / "dist").glob("duckdown-*.whl")
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
        console = z.read(entry_points).decode()
    expected = {p.relative_to(src).as_posix() for p in (src / "duckdown").rglob("*") if p.is_file()}
    assert expected <= names, f"left out of the wheel: {sorted(expected - names)}"
    assert "duckdown = " in console
