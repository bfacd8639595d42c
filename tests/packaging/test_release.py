"""The package the app's image installs: the wheel of this checkout, built and installed offline
into a fresh venv with the Dockerfile's own requirement (tests/packaging/release.py). The
add-on suite (tests/addon) runs the app's entry point with that venv."""

from __future__ import annotations

import email.parser
import re
import subprocess
import tomllib
import zipfile
from pathlib import Path

from tests.packaging.conftest import ROOT, repository_files
from tests.packaging.release import InstalledRelease, offline_env

DEV_TOOLS = {"pytest", "pytest-asyncio", "hypothesis", "playwright", "mypy", "ruff", "pyyaml"}


def project() -> dict[str, object]:
    with (ROOT / "pyproject.toml").open("rb") as f:
        data: dict[str, object] = tomllib.load(f)["project"]
    return data


def normalized(requirement: str) -> str:
    name = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", requirement)
    assert name, requirement
    return re.sub(r"[-_.]+", "-", name.group(0)).lower()


def wheel_metadata(wheel: Path) -> tuple[set[str], email.message.Message, str]:
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        meta = next(n for n in names if n.endswith(".dist-info/METADATA"))
        entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
        return (
            names,
            email.parser.Parser().parsestr(z.read(meta).decode()),
            z.read(entry_points).decode(),
        )


def test_the_wheel_holds_the_whole_package_and_nothing_else(release: InstalledRelease) -> None:
    assert release.wheel.name.endswith("-py3-none-any.whl"), "one wheel for every machine"
    names, _, entry_points = wheel_metadata(release.wheel)
    package = {n for n in repository_files() if n.startswith("duckdown/")}
    assert "duckdown/web/static/index.html" in package, "the browser table is served from here"
    assert package <= names, f"left out of the wheel: {sorted(package - names)}"
    outside = {n for n in names if not n.startswith(("duckdown/", "duckdown-"))}
    assert not outside, f"not of the package: {sorted(outside)}"
    assert not [n for n in names if n.endswith((".pyc", ".map")) or "__pycache__" in n]
    assert re.search(r"^duckdown = duckdown\.cli:main$", entry_points, re.MULTILINE)


def test_the_wheel_declares_the_projects_name_version_and_dependencies(
    release: InstalledRelease,
) -> None:
    _, meta, _ = wheel_metadata(release.wheel)
    assert meta["Name"] == "duckdown"
    assert meta["Version"] == project()["version"]
    assert meta["Requires-Python"] == project()["requires-python"]
    runtime = [r for r in meta.get_all("Requires-Dist", []) if "extra ==" not in r]
    declared = project()["dependencies"]
    assert isinstance(declared, list)
    assert sorted(map(normalized, runtime)) == sorted(map(normalized, declared))


def test_the_release_venv_holds_the_runtime_set_and_no_test_tools(
    release: InstalledRelease,
) -> None:
    installed = release.distributions()
    declared = project()["dependencies"]
    assert isinstance(declared, list)
    assert {"duckdown", *map(normalized, declared)} <= installed
    assert not installed & DEV_TOOLS, f"test tools in the image: {installed & DEV_TOOLS}"


def test_the_release_runs_from_its_venv_not_from_this_checkout(
    release: InstalledRelease, tmp_path: Path
) -> None:
    """What the Dockerfile checks (`duckdown --help`), and that the code is the wheel's."""
    where = subprocess.run(
        [release.python, "-c", "import duckdown; print(duckdown.__file__, duckdown.__version__)"],
        cwd=tmp_path,
        env=offline_env(),
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert Path(where[0]).is_relative_to(release.venv), where
    assert where[1] == project()["version"]
    help_text = subprocess.run(
        [release.bin / "duckdown", "--help"],
        cwd=tmp_path,
        env=offline_env(),
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "serve" in help_text
