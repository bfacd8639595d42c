"""The host as an operator meets it: a bad `--http` or a port in use is one clear line and exit
status 2, a second host on the same data folder is refused, and the help speaks to users."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from duckdown.host.app import Host, HostOptions
from duckdown.host.lock import DataInUse

ROOT = Path(__file__).resolve().parents[2]
MAIN = "import sys; from duckdown.cli import main; sys.exit(main())"


def duckdown(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-c", MAIN, *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=timeout,
    )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def listening(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.2):
            return True
    except OSError:
        return False


def one_error_line(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 2, result
    assert "Traceback" not in result.stderr, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("duckdown serve: error: "), lines
    return lines[0]


@pytest.mark.parametrize("http", ["nonsense", "127.0.0.1:99999", "host:port", "8080:"])
def test_a_bad_http_address_is_one_clear_line_and_status_2(tmp_path: Path, http: str) -> None:
    line = one_error_line(duckdown("serve", "--http", http, "--data", str(tmp_path / "d")))
    assert f"--http {http!r} is not HOST:PORT" in line
    assert not (tmp_path / "d").exists()  # refused before anything was made


def test_a_port_in_use_is_one_clear_line_and_status_2(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = duckdown("serve", "--http", f"127.0.0.1:{port}", "--data", str(tmp_path / "d"))
    line = one_error_line(result)
    assert f"port {port} is in use" in line and "--http :8081" in line


def start_host(data: Path, port: int) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    args = ["serve", "--http", f"127.0.0.1:{port}", "--data", str(data), "--log-level", "error"]
    proc = subprocess.Popen(
        [sys.executable, "-c", MAIN, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )
    deadline = time.monotonic() + 30
    while not listening(port):
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "the host did not start"
        time.sleep(0.05)
    return proc


def stop(proc: subprocess.Popen[str]) -> None:
    proc.terminate()
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(5)


def test_a_second_host_on_the_same_data_folder_is_refused(tmp_path: Path) -> None:
    data = tmp_path / "d"
    first = start_host(data, free_port())
    try:
        second = duckdown("serve", "--http", f"127.0.0.1:{free_port()}", "--data", str(data))
        line = one_error_line(second)
        assert f"another Duck Down host (process {first.pid}) is serving {data}" in line
        assert "--data DIR" in line
        assert first.poll() is None  # the first serves on
    finally:
        stop(first)
    # once it stopped, the folder is free again: another host starts and listens on it
    stop(start_host(data, free_port()))


def test_in_process_a_second_host_is_refused_and_the_lock_goes_with_the_first(
    tmp_path: Path,
) -> None:
    options = HostOptions(data=tmp_path / "d", http=None)
    first = Host(options)
    with pytest.raises(DataInUse):
        Host(options)
    first.store.close()
    first.lock.release()
    Host(options).lock.release()  # free again


def test_the_help_is_written_for_users_with_the_defaults() -> None:
    top = duckdown("--help")
    assert top.returncode == 0
    for words in ("duckdown serve", "port 8080", "--http :8081", "How to play"):
        assert words in top.stdout, words
    serve = duckdown("serve", "--help")
    assert serve.returncode == 0
    text = " ".join(serve.stdout.split())  # argparse wraps lines
    assert "Start the Duck Down host" in text and "How to play" in text
    for default in (
        "(default: 0.0.0.0:8080",
        "(default: no MQTT, browser play only)",
        "(default: Duck Down)",
        "(default: duckdown)",
        "(default: 800)",
        "(default: 2)",
        "(default: info)",
        "(default: off)",
        "(default: from --http and this machine's LAN address)",
        "(default: the terminal only)",
    ):
        assert default in text, default
    assert "(default: " + str(Path.home()) in text  # the data folder


def test_the_readme_and_the_scripts_say_the_same_install_times() -> None:
    """The host's install, as `scripts/serve` announces it and the README's first screen and its
    install section say it: one figure."""
    import re

    readme = (ROOT / "README.md").read_text()
    script = (ROOT / "scripts" / "lib.sh").read_text()
    said = re.search(r"installing the host and its runtime dependencies \(about (\d+) s\)", script)
    assert said is not None
    first = re.search(r"installs the host \(about (\d+) s, the first time\)", readme)
    section = re.search(r"`\./scripts/serve`'s\s+`\.venv` alone (\d+) s", readme)
    assert first is not None and section is not None
    assert said.group(1) == first.group(1) == section.group(1)
    # the first screen says how to pick a port and where the rules are
    top = readme[: readme.index("## Using Duck Down")]
    assert "--http :8081" in top and "How to play" in top
    for option in ("--web-url", "--bot-workers", "--log-file"):
        assert f"| `{option}" in readme, option
