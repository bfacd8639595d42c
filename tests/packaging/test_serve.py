"""`scripts/serve` installs what the host needs to run, and nothing for the tests.

It runs for real, in a copy of the repository's release files and scripts, offline: pip finds
only the wheelhouse of the runtime dependencies, so an install that asked for a test tool
would fail. `duckdown serve --help` stands in for serving.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.packaging.release import (
    InstalledRelease,
    copy_release_files,
    installed_distributions,
    offline_env,
    wheelhouse,
)


def serve(clone: Path) -> subprocess.CompletedProcess[str]:
    env = {**offline_env(), "PIP_FIND_LINKS": str(wheelhouse())}
    return subprocess.run(
        ["bash", str(clone / "scripts" / "serve"), "--help"],
        cwd=clone,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        stdin=subprocess.DEVNULL,
    )


def lib(clone: Path, script: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", "-c", f"source scripts/lib.sh && {script}"],
        cwd=clone,
        env=offline_env(),
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_serve_installs_the_runtime_set_and_scripts_test_adds_the_dev_extra(
    release: InstalledRelease, tmp_path: Path
) -> None:
    clone = copy_release_files(tmp_path / "clone", extra=("scripts/",))
    first = serve(clone)
    assert first.returncode == 0, first.stdout + first.stderr
    assert "usage: duckdown serve" in first.stdout
    assert ".venv: pip install -e .\n" in first.stderr, first.stderr  # no extra
    # exactly what the released package brings, as the app's image has it
    assert installed_distributions(clone / ".venv" / "bin" / "python") == release.distributions()

    # scripts/test would now install the dev extra into the same .venv ...
    key = 'py=$(dd_python311) && k=$(_dd_inputs_key "$py") && dd_venv_current .venv "$py"'
    assert lib(clone, f'{key} "host $k"').returncode == 0
    assert lib(clone, f'{key} "dev $k"').returncode == 1
    # ... after which serve installs nothing again (the dev extra holds the runtime set)
    stamp = clone / ".venv" / ".duckdown-stamp"
    host_stamp = stamp.read_text()
    assert host_stamp.endswith(" host " + host_stamp.rsplit(" ", 1)[1])
    stamp.write_text(host_stamp.replace(" host ", " dev "))
    assert lib(clone, f'{key} "dev $k"').returncode == 0
    again = serve(clone)
    assert again.returncode == 0, again.stdout + again.stderr
    assert "pip install" not in again.stderr
