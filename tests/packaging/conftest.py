"""Helpers for the packaging tests: the repository's files, read strictly."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from tests.packaging.release import InstalledRelease

ROOT = Path(__file__).resolve().parents[2]
ADDON = ROOT / "addon"
INTEGRATION = ROOT / "custom_components" / "duck_down"


@pytest.fixture(scope="session")
def release(tmp_path_factory: pytest.TempPathFactory) -> InstalledRelease:
    """The wheel of this checkout, installed offline into a fresh venv (once a session)."""
    from tests.packaging.release import install_release

    return install_release(tmp_path_factory.getbasetemp())


def load_yaml(path: Path) -> Any:
    """A YAML file, failing (not skipping) when PyYAML is missing or a key repeats."""
    try:
        import yaml
    except ImportError:
        pytest.fail("PyYAML is missing: it belongs in the `test` extra of pyproject.toml")

    class StrictLoader(yaml.SafeLoader):
        pass

    def mapping(loader: Any, node: Any, deep: bool = False) -> dict[Any, Any]:
        out: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=deep)
            if key in out:
                raise AssertionError(f"{path}: key {key!r} appears twice")
            out[key] = loader.construct_object(value_node, deep=deep)
        return out

    StrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, mapping)
    if not path.is_file():
        pytest.fail(f"{path.relative_to(ROOT)} is missing")
    return yaml.load(path.read_text(encoding="utf-8"), Loader=StrictLoader)


def load_json(path: Path) -> Any:
    if not path.is_file():
        pytest.fail(f"{path.relative_to(ROOT)} is missing")

    def no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        keys = [k for k, _ in pairs]
        dupes = {k for k in keys if keys.count(k) > 1}
        assert not dupes, f"{path}: keys {sorted(dupes)} appear twice"
        return dict(pairs)

    return json.loads(path.read_text(encoding="utf-8"), object_pairs_hook=no_duplicates)


def repository_files() -> list[str]:
    """Every file git has or would add: tracked, plus untracked ones that are not ignored.
    This is what a clone of the repository (the Supervisor's, HACS') will hold."""
    out = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        check=True,
        capture_output=True,
    ).stdout
    return sorted(n for n in out.decode("utf-8").split("\0") if n and (ROOT / n).exists())


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    assert data[12:16] == b"IHDR", f"{path.name}: no IHDR chunk first"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
