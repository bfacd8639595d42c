"""One version number everywhere: the Python package, the app (add-on) and the host release its
image installs, the integration and the card. A release changes them together; this test fails
on the first one forgotten."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from tests.packaging.conftest import ADDON, INTEGRATION, ROOT, load_json, load_yaml
from tests.packaging.release import dockerfile_args, dockerfile_requirement

# A version constant a card bundle or its source may carry, in the forms a build leaves:
# `const VERSION = "0.1.0"`, `VERSION:"0.1.0"`, `CARD_VERSION="0.1.0"`.
CARD_VERSION_RE = re.compile(
    r"""\b(?:[A-Z_]*VERSION)\s*[:=]\s*["'`](\d+\.\d+\.\d+[0-9A-Za-z.+-]*)["'`]"""
)
CARD_FILES = [
    *sorted((INTEGRATION / "frontend").glob("*.js")),
    *sorted((ROOT / "frontend" / "src").rglob("*.ts")),
]


def pyproject_version() -> str:
    path = ROOT / "pyproject.toml"
    if not path.is_file():
        pytest.fail("pyproject.toml is missing")
    with path.open("rb") as f:
        version = tomllib.load(f)["project"]["version"]
    assert isinstance(version, str)
    return version


def package_version() -> str:
    text = (ROOT / "duckdown" / "__init__.py").read_text(encoding="utf-8")
    m = re.search(r"""^__version__\s*=\s*["']([^"']+)["']""", text, re.MULTILINE)
    assert m, "duckdown/__init__.py has no __version__"
    return m.group(1)


def test_pyproject_version_is_semver() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", pyproject_version())


def test_package_dunder_version() -> None:
    assert package_version() == pyproject_version()


def test_addon_version() -> None:
    config = load_yaml(ADDON / "config.yaml")  # fails when the file is missing
    assert isinstance(config["version"], str), "quote the version in addon/config.yaml"
    assert config["version"] == pyproject_version()


def test_the_image_installs_the_package_of_the_addons_version() -> None:
    """The Dockerfile pins the host release; the pin is the app's (and the package's) version."""
    assert dockerfile_requirement() == f"duckdown=={pyproject_version()}"
    text = (ADDON / "Dockerfile").read_text(encoding="utf-8")
    assert dockerfile_args(text)["DUCKDOWN_VERSION"] == load_yaml(ADDON / "config.yaml")["version"]


def test_integration_manifest_version() -> None:
    path = INTEGRATION / "manifest.json"
    if path.exists():
        assert load_json(path)["version"] == pyproject_version()


def test_frontend_package_version() -> None:
    for path in (ROOT / "frontend" / "package.json", INTEGRATION / "frontend" / "package.json"):
        if path.exists():
            assert load_json(path)["version"] == pyproject_version(), path.relative_to(ROOT)


def test_card_version_constants() -> None:
    """A version constant in the card's bundle or its source, where there is one."""
    wrong: list[str] = []
    for path in CARD_FILES:
        for m in CARD_VERSION_RE.finditer(path.read_text(encoding="utf-8", errors="replace")):
            if m.group(1) != pyproject_version():
                wrong.append(f"{Path(path).relative_to(ROOT)}: {m.group(0)}")
    assert not wrong, "card version constants differ:\n" + "\n".join(wrong)


def test_addon_changelog_names_the_version() -> None:
    text = (ADDON / "CHANGELOG.md").read_text(encoding="utf-8")
    assert re.search(rf"^## \[?{re.escape(pyproject_version())}\b", text, re.MULTILINE)
