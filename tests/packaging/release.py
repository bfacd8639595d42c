"""The released `duckdown` package as the app's image gets it, made here without a network.

The image runs `pip install "duckdown==VERSION"` (addon/Dockerfile). Here the wheel is built
from this checkout (a copy of its package files, as a release build starts from a clean tree)
and installed with the Dockerfile's own requirement into a fresh venv, offline: from that
wheel and a wheelhouse of the runtime dependencies (`dd_ensure_wheelhouse` in scripts/lib.sh,
which fills it from the package index once). No pip configuration of this machine applies.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from tests.packaging.conftest import ADDON, ROOT, repository_files

DOCKERFILE = ADDON / "Dockerfile"
# What a release build reads: the package, its build files and the readme it names.
RELEASE_FILES = ("duckdown/", "pyproject.toml", "setup.py", "README.md")
LIST_DISTRIBUTIONS = "import importlib.metadata as m\nfor d in m.distributions(): print(d.name)"


class ReleaseError(AssertionError):
    """Building or installing the release failed; the message holds pip's output."""


def dockerfile_args(text: str) -> dict[str, str]:
    """The Dockerfile's `ARG NAME=default` lines."""
    return dict(re.findall(r"^ARG\s+([A-Za-z_][A-Za-z0-9_]*)=(\S+)\s*$", text, re.MULTILINE))


def dockerfile_pip_installs(text: str) -> list[list[str]]:
    """The words after each `pip install` in the Dockerfile's RUN lines (continuations
    joined, quotes removed, `${ARG}` replaced by the ARG's default)."""
    args = dockerfile_args(text)

    def expand(word: str) -> str:
        word = re.sub(r"\$\{(\w+)\}", lambda m: args.get(m.group(1), m.group(0)), word)
        return word.strip("'\"")

    found = []
    for run in re.findall(r"^RUN\s+(.*)$", re.sub(r"\\\n", " ", text), re.MULTILINE):
        for command in re.split(r"&&|;", run):
            words = command.split()
            if words[:2] == ["pip", "install"]:
                found.append([expand(w) for w in words[2:]])
    return found


def dockerfile_requirement() -> str:
    """The one requirement the image installs, `duckdown==VERSION`."""
    installs = dockerfile_pip_installs(DOCKERFILE.read_text(encoding="utf-8"))
    assert len(installs) == 1, f"the Dockerfile should run one `pip install`, not {installs}"
    requirements = [w for w in installs[0] if not w.startswith("-")]
    assert len(requirements) == 1, f"the image should install one package, not {requirements}"
    return requirements[0]


def offline_env() -> dict[str, str]:
    """An environment in which pip reads no configuration and asks no index."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    env.pop("PYTHONPATH", None)
    env.update(PIP_CONFIG_FILE=os.devnull, PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1")
    return env


def run(args: list[str | Path], cwd: Path, what: str, env: dict[str, str] | None = None) -> str:
    result = subprocess.run(
        [str(a) for a in args],
        cwd=cwd,
        env=offline_env() if env is None else env,
        capture_output=True,
        text=True,
        timeout=600,
        stdin=subprocess.DEVNULL,
    )
    if result.returncode != 0:
        raise ReleaseError(f"{what} failed ({result.returncode}):\n{result.stdout}{result.stderr}")
    return result.stdout


def wheelhouse() -> Path:
    """The runtime dependencies' wheels (and setuptools); filled from the index when stale."""
    run(
        ["bash", "-c", "set -euo pipefail; source scripts/lib.sh; dd_ensure_wheelhouse"],
        ROOT,
        "dd_ensure_wheelhouse",
        env=dict(os.environ),
    )
    return ROOT / ".cache" / "wheelhouse"


def copy_release_files(dest: Path, extra: tuple[str, ...] = ()) -> Path:
    """The repository's files a release build reads (plus `extra` prefixes), copied to dest."""
    prefixes = RELEASE_FILES + extra
    for name in repository_files():
        if name.startswith(prefixes) or name in prefixes:
            target = dest / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, target)
    return dest


@dataclass(frozen=True)
class InstalledRelease:
    wheel: Path
    venv: Path
    requirement: str

    @property
    def bin(self) -> Path:
        return self.venv / "bin"

    @property
    def python(self) -> Path:
        return self.bin / "python"

    def distributions(self) -> set[str]:
        """The venv's installed distributions, normalized names, without pip's own."""
        return installed_distributions(self.python)


def installed_distributions(python: Path) -> set[str]:
    out = run([python, "-c", LIST_DISTRIBUTIONS], python.parent, "listing the distributions")
    names = {re.sub(r"[-_.]+", "-", n).lower() for n in out.split()}
    return names - {"pip", "setuptools", "wheel"}


def install_release(base: Path) -> InstalledRelease:
    """Build the wheel and install it offline into a fresh venv under `base` (once: a second
    call with the same base returns the first install)."""
    home = base / "released-host"
    requirement = dockerfile_requirement()
    ready = home / "ready"
    if ready.exists():
        wheel = Path(ready.read_text())
        return InstalledRelease(wheel, home / "venv", requirement)
    if home.exists():
        shutil.rmtree(home)
    house = wheelhouse()
    src = copy_release_files(home / "src")
    dist = home / "dist"
    run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--find-links", house, "-w", dist, src],
        home,
        "building the wheel",
    )
    (wheel,) = dist.glob("duckdown-*.whl")
    venv = home / "venv"
    # no pip of its own (as quick to make as it gets); this pip installs into it
    run([sys.executable, "-m", "venv", "--without-pip", venv], home, "making a venv")
    run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            venv / "bin" / "python",
            "install",
            "--find-links",
            house,
            "--find-links",
            dist,
            requirement,
        ],
        home,
        f"pip install {requirement}",
    )
    ready.write_text(str(wheel))
    return InstalledRelease(wheel, venv, requirement)
