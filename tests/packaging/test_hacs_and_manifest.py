"""`hacs.json` and the integration's `manifest.json` against the documented keys (the HACS
documentation's repository settings; Home Assistant's integration manifest, as hassfest
checks a custom integration)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.packaging.conftest import INTEGRATION, ROOT, load_json

HACS_KEYS = {
    "name",
    "content_in_root",
    "zip_release",
    "filename",
    "hide_default_branch",
    "country",
    "homeassistant",
    "hacs",
    "persistent_directory",
    "render_readme",
}

MANIFEST_REQUIRED = {"domain", "name", "version", "documentation", "issue_tracker", "codeowners"}
MANIFEST_KEYS = MANIFEST_REQUIRED | {
    "after_dependencies",
    "bluetooth",
    "config_flow",
    "dependencies",
    "dhcp",
    "homekit",
    "import_executor",
    "integration_type",
    "iot_class",
    "loggers",
    "mqtt",
    "quality_scale",
    "requirements",
    "single_config_entry",
    "ssdp",
    "usb",
    "zeroconf",
}
IOT_CLASSES = {
    "assumed_state",
    "calculated",
    "cloud_polling",
    "cloud_push",
    "local_polling",
    "local_push",
}
INTEGRATION_TYPES = {"device", "entity", "hardware", "helper", "hub", "service", "system"}
QUALITY_SCALES = {"bronze", "silver", "gold", "platinum", "internal"}
VERSION_RE = re.compile(r"^\d+\.\d+\.\d+([.-]?[0-9A-Za-z.]+)?$")


# --------------------------------------------------------------------------- hacs.json


@pytest.fixture(scope="module")
def hacs() -> dict[str, Any]:
    data = load_json(ROOT / "hacs.json")
    assert isinstance(data, dict)
    return data


def test_hacs_keys_and_types(hacs: dict[str, Any]) -> None:
    unknown = hacs.keys() - HACS_KEYS
    assert not unknown, f"hacs.json: keys HACS does not know: {sorted(unknown)}"
    assert isinstance(hacs.get("name"), str) and hacs["name"], "hacs.json needs a name"
    for key in ("content_in_root", "zip_release", "hide_default_branch", "render_readme"):
        if key in hacs:
            assert type(hacs[key]) is bool, f"hacs.json: {key} must be true or false"
    for key in ("homeassistant", "hacs"):
        if key in hacs:
            assert isinstance(hacs[key], str) and VERSION_RE.match(hacs[key]), key
    for key in ("filename", "persistent_directory"):
        if key in hacs:
            assert isinstance(hacs[key], str) and hacs[key], key
    if "country" in hacs:
        country = hacs["country"]
        codes = [country] if isinstance(country, str) else country
        assert all(isinstance(c, str) and re.fullmatch(r"[A-Z]{2}", c) for c in codes)


def test_hacs_as_the_checklist_says(hacs: dict[str, Any]) -> None:
    assert hacs["name"] == "Duck Down"
    assert hacs["homeassistant"] == "2025.4.0"  # the oldest version the tests run
    assert hacs["render_readme"] is True
    assert (ROOT / "README.md").is_file(), "render_readme shows README.md"
    # The integration lives in custom_components/, unzipped.
    assert not hacs.get("content_in_root", False)
    assert not hacs.get("zip_release", False) and "filename" not in hacs


def test_one_integration_per_repository() -> None:
    folders = [
        p.name
        for p in (ROOT / "custom_components").iterdir()
        if p.is_dir() and not p.name.startswith((".", "__"))
    ]
    assert folders == ["duck_down"]


# --------------------------------------------------------------------------- manifest.json


@pytest.fixture(scope="module")
def manifest() -> dict[str, Any]:
    data = load_json(INTEGRATION / "manifest.json")
    assert isinstance(data, dict)
    return data


def test_manifest_keys(manifest: dict[str, Any]) -> None:
    missing = MANIFEST_REQUIRED - manifest.keys()
    assert not missing, f"manifest.json lacks {sorted(missing)} (required of custom integrations)"
    unknown = manifest.keys() - MANIFEST_KEYS
    assert not unknown, f"manifest.json: unknown keys {sorted(unknown)}"


def test_manifest_types(manifest: dict[str, Any]) -> None:
    assert manifest["domain"] == INTEGRATION.name
    assert re.fullmatch(r"[a-z0-9_]+", manifest["domain"])
    assert isinstance(manifest["name"], str) and manifest["name"]
    assert isinstance(manifest["version"], str) and VERSION_RE.match(manifest["version"])
    for key in ("documentation", "issue_tracker"):
        assert isinstance(manifest[key], str) and manifest[key].startswith("https://"), key
    assert isinstance(manifest["codeowners"], list) and manifest["codeowners"]
    assert all(isinstance(c, str) and c.startswith("@") for c in manifest["codeowners"])
    for key in ("dependencies", "after_dependencies", "requirements", "loggers"):
        if key in manifest:
            value = manifest[key]
            assert isinstance(value, list) and all(isinstance(v, str) for v in value), key
            assert len(set(value)) == len(value), f"{key} repeats an entry"
    for key in ("config_flow", "single_config_entry", "import_executor"):
        if key in manifest:
            assert type(manifest[key]) is bool, key
    if "quality_scale" in manifest:
        assert manifest["quality_scale"] in QUALITY_SCALES


def test_manifest_as_the_checklist_says(manifest: dict[str, Any]) -> None:
    assert manifest["config_flow"] is True
    assert manifest["iot_class"] == "local_push" and manifest["iot_class"] in IOT_CLASSES
    assert manifest.get("integration_type") in INTEGRATION_TYPES, "integration_type, explicitly"
    assert set(manifest["dependencies"]) >= {"mqtt", "http", "frontend"}
    assert manifest["requirements"] == [], "HACS users cannot install unpublished packages"
    topics = manifest.get("mqtt")
    assert isinstance(topics, list) and topics, "an MQTT discovery topic starts the config flow"
    assert all(isinstance(t, str) and t and not t.startswith("/") for t in topics)
    assert "duckdown/host/info" in topics, "the host's retained info topic (default base)"
