"""The app (add-on) folder against the Supervisor's documented configuration keys.

The key sets and value types are those of the Home Assistant developer documentation
("App configuration" / add-on `config.yaml`, `translations`, `repository.yaml`), as the
Supervisor validates them; hassfest-like checks we run ourselves, since the Supervisor's
validator is not a package we can install."""

from __future__ import annotations

import re
import stat
import tomllib
from pathlib import Path
from typing import Any

import pytest

from tests.addon.conftest import load_entry_module
from tests.packaging.conftest import ADDON, ROOT, load_yaml, png_size, repository_files
from tests.packaging.release import dockerfile_pip_installs, dockerfile_requirement

REQUIRED_KEYS = {"name", "version", "slug", "description", "arch"}
OPTIONAL_KEYS = {
    "advanced",
    "apparmor",
    "audio",
    "auth_api",
    "backup",
    "backup_exclude",
    "backup_post",
    "backup_pre",
    "boot",
    "breaking_versions",
    "codenotary",
    "devices",
    "devicetree",
    "discovery",
    "docker_api",
    "environment",
    "full_access",
    "gpio",
    "hassio_api",
    "hassio_role",
    "homeassistant",
    "homeassistant_api",
    "host_dbus",
    "host_ipc",
    "host_network",
    "host_pid",
    "host_uts",
    "image",
    "ingress",
    "ingress_entry",
    "ingress_port",
    "ingress_stream",
    "init",
    "journald",
    "kernel_modules",
    "legacy",
    "machine",
    "map",
    "options",
    "panel_admin",
    "panel_icon",
    "panel_title",
    "ports",
    "ports_description",
    "privileged",
    "realtime",
    "schema",
    "services",
    "stage",
    "startup",
    "stdin",
    "timeout",
    "tmpfs",
    "uart",
    "udev",
    "ulimits",
    "url",
    "usb",
    "video",
    "watchdog",
    "webui",
}
BOOL_KEYS = {
    "advanced",
    "audio",
    "auth_api",
    "docker_api",
    "full_access",
    "gpio",
    "hassio_api",
    "homeassistant_api",
    "host_dbus",
    "host_ipc",
    "host_network",
    "host_pid",
    "host_uts",
    "ingress",
    "ingress_stream",
    "init",
    "journald",
    "kernel_modules",
    "legacy",
    "panel_admin",
    "realtime",
    "stdin",
    "tmpfs",
    "uart",
    "udev",
    "usb",
    "video",
    "devicetree",
}
ARCHES = {"armhf", "armv7", "aarch64", "amd64", "i386"}
STARTUP = {"initialize", "system", "services", "application", "once"}
BOOT = {"auto", "manual", "manual_only"}
BACKUP = {"hot", "cold"}
STAGE = {"stable", "experimental", "deprecated"}
SERVICE_RE = re.compile(r"^(mqtt|mysql):(provide|want|need)$")
PORT_KEY_RE = re.compile(r"^\d{1,5}/(tcp|udp)$")
# One schema type, as the Supervisor's option validator reads it, with `?` for optional.
SCHEMA_TYPE_RE = re.compile(
    r"^(?:bool|email|url|port"
    r"|device(?:\(subsystem=[a-z]+\))?"
    r"|str(?:\((\d+)?,(\d+)?\))?"
    r"|password(?:\((\d+)?,(\d+)?\))?"
    r"|int(?:\((\d+)?,(\d+)?\))?"
    r"|float(?:\((-?\d+(?:\.\d+)?)?,(-?\d+(?:\.\d+)?)?\))?"
    r"|match\((.+)\)"
    r"|list\(([^|()]+(?:\|[^|()]+)*)\))\??$"
)

CONFIG = ADDON / "config.yaml"
ENTRY = ADDON / "rootfs" / "usr" / "bin" / "duckdown-addon"


@pytest.fixture(scope="module")
def config() -> dict[str, Any]:
    data = load_yaml(CONFIG)
    assert isinstance(data, dict), "config.yaml must be a mapping"
    return data


@pytest.fixture(scope="module")
def entry() -> Any:
    return load_entry_module()


def test_keys_are_documented_and_required_ones_present(config: dict[str, Any]) -> None:
    missing = REQUIRED_KEYS - config.keys()
    assert not missing, f"config.yaml lacks {sorted(missing)}"
    unknown = config.keys() - REQUIRED_KEYS - OPTIONAL_KEYS
    assert not unknown, f"config.yaml has keys the Supervisor does not know: {sorted(unknown)}"


def test_scalar_types(config: dict[str, Any]) -> None:
    for key in ("name", "version", "slug", "description", "url", "panel_icon", "panel_title"):
        assert isinstance(config.get(key), str) and config[key].strip(), f"{key} must be text"
    for key in BOOL_KEYS & config.keys():
        assert type(config[key]) is bool, f"{key} must be true or false"
    assert re.fullmatch(r"[a-z0-9_]+", config["slug"]), "slug: lower case, digits, _"
    assert re.fullmatch(r"\d+\.\d+\.\d+([.-]?[0-9A-Za-z.]+)?", config["version"])
    assert config["url"].startswith("https://")
    assert config["panel_icon"].startswith("mdi:")
    assert config.get("startup") in STARTUP
    assert config.get("boot", "auto") in BOOT
    assert config.get("backup", "hot") in BACKUP
    assert config.get("stage", "stable") in STAGE
    if "timeout" in config:
        assert type(config["timeout"]) is int and config["timeout"] > 0, "timeout: seconds"


def test_what_the_checklist_asks_for(config: dict[str, Any]) -> None:
    assert config["name"] == "Duck Down"
    assert config["slug"] == "duck_down"
    assert isinstance(config["arch"], list)
    assert all(isinstance(a, str) and a in ARCHES for a in config["arch"]), config["arch"]
    assert sorted(config["arch"]) == ["aarch64", "amd64"]
    assert config["startup"] == "application"
    assert config["init"] is False  # the base image's s6-overlay is the init
    assert config["services"] == ["mqtt:need"]
    assert all(SERVICE_RE.match(s) for s in config["services"])
    assert config["ingress"] is True
    assert config["panel_icon"] == "mdi:cards-playing"
    assert "image" not in config, "with `image` the Supervisor pulls instead of building"
    assert "webui" not in config, "the UI is the ingress panel"
    # The app needs no special access.
    for key in ("host_network", "privileged", "full_access", "docker_api", "hassio_api"):
        assert not config.get(key), f"{key} is not needed"


def test_ports(config: dict[str, Any], entry: Any) -> None:
    ports = config.get("ports", {})
    assert isinstance(ports, dict)
    for key, value in ports.items():
        assert isinstance(key, str) and PORT_KEY_RE.match(key), f"ports key {key!r}"
        assert value is None or (type(value) is int and 1 <= value <= 65535), f"{key}: {value!r}"
    # the LAN port is the host's web port, and off until the user picks a host port
    assert ports == {f"{entry.DEFAULT_WEB_PORT}/tcp": None}
    descriptions = config.get("ports_description", {})
    assert isinstance(descriptions, dict)
    assert set(descriptions) == set(ports)
    assert all(isinstance(v, str) and v for v in descriptions.values())


def test_ingress_port_is_the_entry_points(config: dict[str, Any], entry: Any) -> None:
    port = config["ingress_port"]
    assert type(port) is int and 1 <= port <= 65535
    assert port == entry.DEFAULT_INGRESS_PORT
    assert f"{port}/tcp" not in config.get("ports", {}), "the ingress port is never published"
    assert entry.DEFAULT_INGRESS_ALLOW == "172.30.32.2"


def _schema_accepts(kind: str, value: Any) -> bool:
    kind = kind.removesuffix("?")
    if m := re.fullmatch(r"list\((.+)\)", kind):
        return value in m.group(1).split("|")
    if m := re.fullmatch(r"match\((.+)\)", kind):
        return isinstance(value, str) and re.fullmatch(m.group(1), value) is not None
    if m := re.fullmatch(r"(int|float)(?:\((-?[\d.]*),(-?[\d.]*)\))?", kind):
        if type(value) is bool or not isinstance(value, (int, float)):
            return False
        if m.group(1) == "int" and type(value) is not int:
            return False
        low, high = m.group(2), m.group(3)
        return (not low or value >= float(low)) and (not high or value <= float(high))
    if kind == "bool":
        return type(value) is bool
    if kind == "port":
        return type(value) is int and 1 <= value <= 65535
    if kind.startswith(("str", "password", "email", "url")):
        return isinstance(value, str)
    raise AssertionError(f"no check for schema type {kind!r}")


def test_options_and_schema(config: dict[str, Any], entry: Any) -> None:
    options, schema = config["options"], config["schema"]
    assert isinstance(options, dict) and isinstance(schema, dict)
    for key, kind in schema.items():
        assert isinstance(kind, str) and SCHEMA_TYPE_RE.match(kind), f"schema {key}: {kind!r}"
    required = {k for k, v in schema.items() if not v.endswith("?")}
    assert required <= options.keys(), f"no default for {sorted(required - options.keys())}"
    assert options.keys() <= schema.keys(), "an option without a schema entry"
    for key, value in options.items():
        assert _schema_accepts(schema[key], value), f"default {key}={value!r} vs {schema[key]}"
    # The entry point reads exactly these options, with the same defaults and limits.
    assert options == entry.OPTION_DEFAULTS
    assert schema["log_level"] == "list(" + "|".join(entry.LOG_LEVELS) + ")"
    assert schema["base_topic"] == f"match({entry.BASE_TOPIC_RE.pattern})"
    assert schema["bot_delay_ms"] == f"int(0,{entry.BOT_DELAY_MAX_MS})"
    for bad in ("a/#", "/a", "a/", "a b", "+", ""):
        assert not _schema_accepts(schema["base_topic"], bad), bad


def test_translations_cover_options_and_ports(config: dict[str, Any]) -> None:
    en = load_yaml(ADDON / "translations" / "en.yaml")
    assert set(en) <= {"configuration", "network"}
    assert set(en["configuration"]) == set(config["options"]) | set(config["schema"])
    for key, text in en["configuration"].items():
        assert set(text) <= {"name", "description"}, key
        assert isinstance(text.get("name"), str) and text["name"], key
        assert isinstance(text.get("description"), str) and text["description"], key
    assert set(en.get("network", {})) == set(config.get("ports", {}))


def test_dockerfile_names_its_base_image() -> None:
    text = (ADDON / "Dockerfile").read_text(encoding="utf-8")
    froms = re.findall(r"^FROM\s+(\S+)", text, re.MULTILINE)
    assert froms == ["${DUCKDOWN_BASE_IMAGE}"], froms
    m = re.search(
        r"^ARG DUCKDOWN_BASE_IMAGE=ghcr\.io/home-assistant/base-python:"
        r"(\d+)\.(\d+)-alpine(\d+)\.(\d+)$",
        text,
        re.MULTILINE,
    )
    assert m, "the base image is written out as ghcr.io/home-assistant/base-python:X.Y-alpineA.B"
    with (ROOT / "pyproject.toml").open("rb") as f:
        requires = tomllib.load(f)["project"]["requires-python"]
    low = tuple(int(x) for x in re.search(r">=\s*(\d+)\.(\d+)", requires).groups())  # type: ignore[union-attr]
    assert (int(m.group(1)), int(m.group(2))) >= low, "the image's Python is too old"
    # build.yaml is deprecated; BUILD_FROM would let an old Supervisor swap the base
    assert not re.search(r"^ARG BUILD_FROM|\$\{?BUILD_FROM", text, re.MULTILINE)
    for name in ("build.yaml", "build.yml", "build.json"):
        assert not (ADDON / name).exists(), f"addon/{name} is deprecated"


def test_dockerfile_copies_only_from_its_folder() -> None:
    text = (ADDON / "Dockerfile").read_text(encoding="utf-8")
    sources = re.findall(r"^COPY\s+(?!--from)(\S+)\s+\S+$", text, re.MULTILINE)
    for src in sources:
        path = (ADDON / src).resolve()
        assert path.is_relative_to(ADDON.resolve()), f"COPY {src} leaves the build context"
        assert path.exists(), f"COPY {src}: missing"
    assert sources == ["rootfs"], "the image gets the entry point from here, the host from pip"
    assert not re.search(r"^(ADD|COPY --from)", text, re.MULTILINE)
    cmd = re.search(r'^CMD \["([^"]+)"\]$', text, re.MULTILINE)
    assert cmd and cmd.group(1) == "/usr/bin/duckdown-addon"
    assert re.search(r"^ENTRYPOINT", text, re.MULTILINE) is None, "keep the base image's /init"


def test_dockerfile_installs_the_released_package_from_the_index() -> None:
    """A pinned release from the package index the builder's pip is set up with; no index,
    host, URL, local path or unpinned name in the Dockerfile."""
    text = (ADDON / "Dockerfile").read_text(encoding="utf-8")
    (words,) = dockerfile_pip_installs(text)
    assert [w for w in words if not w.startswith("-")] == [dockerfile_requirement()]
    assert re.fullmatch(r"duckdown==\d+\.\d+\.\d+", dockerfile_requirement())
    options = {w.split("=")[0] for w in words if w.startswith("-")}
    assert options <= {"--prefer-binary", "--no-cache-dir"}, options
    install = re.search(r"^RUN pip install .*?(?<!\\)$", text, re.MULTILINE | re.DOTALL)
    assert install, "no RUN pip install"
    for pattern in (r"://", r"--(extra-)?index-url", r"-i\s", r"--find-links", r"git\+"):
        assert not re.search(pattern, install.group(0)), f"{pattern} in the pip install line"
    assert "PIP_INDEX_URL" not in text and "PIP_EXTRA_INDEX_URL" not in text


def test_addon_folder_holds_no_package_source() -> None:
    """Metadata, rootfs/ and the Dockerfile: the host comes from its release."""
    files = [n.removeprefix("addon/") for n in repository_files() if n.startswith("addon/")]
    metadata = {
        ".dockerignore",
        "CHANGELOG.md",
        "DOCS.md",
        "Dockerfile",
        "config.yaml",
        "icon.png",
        "logo.png",
    }
    others = [
        f
        for f in files
        if f not in metadata
        and not re.fullmatch(r"translations/[a-z_-]+\.yaml", f)
        and not f.startswith("rootfs/")
    ]
    assert not others, f"addon/ holds more than metadata, rootfs/ and the Dockerfile: {others}"
    assert not [f for f in files if f.endswith((".py", ".toml")) or "duckdown/" in f]


def test_entry_point_is_an_executable_python_script() -> None:
    assert ENTRY.is_file()
    assert ENTRY.stat().st_mode & stat.S_IXUSR, "chmod +x addon/rootfs/usr/bin/duckdown-addon"
    assert ENTRY.read_text(encoding="utf-8").startswith("#!/usr/bin/env python3\n")
    compile(ENTRY.read_text(encoding="utf-8"), str(ENTRY), "exec")


def test_icon_and_logo() -> None:
    assert png_size(ADDON / "icon.png") == (128, 128)
    assert png_size(ADDON / "logo.png") == (250, 100)


def test_docs_and_changelog(config: dict[str, Any]) -> None:
    docs = (ADDON / "DOCS.md").read_text(encoding="utf-8")
    assert docs.startswith("# "), "DOCS.md starts with a title"
    for option in config["options"]:
        assert f"`{option}`" in docs, f"DOCS.md does not explain {option}"
    changelog = (ADDON / "CHANGELOG.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## \[?([^\]\s]+)", changelog, re.MULTILINE)
    assert headings and headings[0] == config["version"], "CHANGELOG.md's first entry"


def test_repository_yaml() -> None:
    repo = load_yaml(ROOT / "repository.yaml")
    assert isinstance(repo, dict)
    assert set(repo) <= {"name", "url", "maintainer"}
    assert isinstance(repo.get("name"), str) and repo["name"]
    assert isinstance(repo.get("url"), str) and repo["url"].startswith("https://")
    assert isinstance(repo.get("maintainer"), str) and repo["maintainer"]


def test_no_other_file_is_an_addon_config() -> None:
    """The Supervisor takes every `config.yaml|yml|json` in the repository for an app."""
    found = [
        name
        for name in repository_files()
        if Path(name).name.lower() in {"config.yaml", "config.yml", "config.json"}
    ]
    assert found == ["addon/config.yaml"], found
