"""Checks standing in for hassfest: manifest, translations, services.yaml and icons agree."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any

import pytest
from homeassistant.core import HomeAssistant
from homeassistant.helpers import service as service_helper
from homeassistant.helpers.translation import async_get_translations
from homeassistant.util.yaml import load_yaml
from PIL import Image

from custom_components.duck_down import (
    PLATFORMS,
    binary_sensor,
    calendar,
    const,
    event,
    games,
    sensor,
    todo,
)
from custom_components.duck_down.meta import LOBBY_EVENTS, TURN_EVENT, GameMeta

ROOT = Path(__file__).resolve().parents[2]
INTEGRATION = ROOT / "custom_components" / "duck_down"
LANGUAGES = ("en", "de", "nl")


def load(name: str) -> Any:
    return json.loads((INTEGRATION / name).read_text(encoding="utf-8"))


def translations(lang: str = "en") -> dict[str, Any]:
    return load(f"translations/{lang}.json")


def services_yaml() -> dict[str, Any]:
    return load_yaml(str(INTEGRATION / "services.yaml"))


def flatten(obj: Any, prefix: str = "") -> dict[str, str]:
    if isinstance(obj, dict):
        out: dict[str, str] = {}
        for key, value in obj.items():
            out.update(flatten(value, f"{prefix}.{key}" if prefix else key))
        return out
    return {prefix: obj}


def source(name: str) -> str:
    return (INTEGRATION / name).read_text(encoding="utf-8")


def test_manifest() -> None:
    manifest = load("manifest.json")
    assert manifest["domain"] == const.DOMAIN == INTEGRATION.name
    assert manifest["name"] == "Duck Down"
    assert manifest["version"] == "0.1.0"
    assert manifest["config_flow"] is True
    assert manifest["iot_class"] == "local_push"
    assert manifest["integration_type"] == "hub"
    assert manifest["dependencies"] == ["mqtt", "http", "frontend"]
    assert manifest["requirements"] == []
    assert manifest["mqtt"] == ["duckdown/host/info"]
    assert manifest["codeowners"] and all(c.startswith("@") for c in manifest["codeowners"])
    for key in ("documentation", "issue_tracker"):
        assert manifest[key].startswith("https://")
    # hassfest's rule: domain and name first, then the rest sorted
    assert list(manifest)[:2] == ["domain", "name"]
    assert list(manifest)[2:] == sorted(list(manifest)[2:])


def test_no_core_only_files_and_brand_images() -> None:
    assert not (INTEGRATION / "strings.json").exists()
    for folder in (INTEGRATION, ROOT / "tests" / "ha", ROOT / "blueprints"):
        assert not list(folder.glob("**/config.yaml")), "the Supervisor reads any config.yaml"
    for name, size in (("icon.png", (256, 256)), ("icon@2x.png", (512, 512))):
        with Image.open(INTEGRATION / "brand" / name) as img:
            assert img.size == size and img.mode == "RGBA"
    for name in ("logo.png", "logo@2x.png"):
        with Image.open(INTEGRATION / "brand" / name) as img:
            assert img.mode == "RGBA"
    hacs = json.loads((ROOT / "hacs.json").read_text())
    assert hacs["name"] == "Duck Down" and hacs["homeassistant"] == "2025.4.0"


def test_config_flow_translations() -> None:
    code = source("config_flow.py")
    steps = set(re.findall(r'step_id="(\w+)"', code))
    errors = set(re.findall(r'return "(\w+)"', code)) - {"None"}
    aborts = set(re.findall(r'reason="(\w+)"', code)) | {
        "already_configured",
        "reconfigure_successful",
    }
    assert steps == {"user", "confirm", "reconfigure"}
    assert errors == {"invalid_base_topic", "no_host", "unsupported_protocol"}
    for lang in LANGUAGES:
        config = translations(lang)["config"]
        assert set(config["step"]) == steps
        for step in ("user", "reconfigure"):
            assert set(config["step"][step]["data"]) == {const.CONF_BASE_TOPIC}
            assert set(config["step"][step]["data_description"]) == {const.CONF_BASE_TOPIC}
        assert set(config["error"]) == errors
        assert set(config["abort"]) == aborts
        assert "{name}" in config["step"]["confirm"]["description"]


def test_options_flow_translations() -> None:
    code = source("options_flow.py")
    assert set(re.findall(r'step_id="(\w+)"', code)) == {"init"}
    for lang in LANGUAGES:
        init = translations(lang)["options"]["step"]["init"]
        assert set(init["data"]) == set(init["data_description"]) == {"satellite", "user"}
        assert "{mapped}" in init["description"]


MODULES = [*games.MODULES.values(), games.GENERIC]
#: every event type a Game event entity of a game with a module can fire (the turn: every game)
EVENT_TYPES = {*LOBBY_EVENTS, TURN_EVENT}.union(*(m.events for m in MODULES))


def _descriptions() -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = [("binary_sensor", binary_sensor.HOST_CONNECTIVITY)]
    for module in MODULES:
        out += [("binary_sensor", d) for d in module.binary_sensors]
        out += [("sensor", d) for d in module.sensors]
        out += [("sensor", d) for d in module.player_sensors]
        if module.calendar is not None:
            out += [("calendar", calendar.CALENDAR)]
        if module.todo is not None:
            out += [("todo", todo.TODO)]
    meta = GameMeta(name="all", events=tuple(sorted(EVENT_TYPES - set(LOBBY_EVENTS))))
    out += [("event", event.game_events_description(meta))]
    return out


def test_entity_translations_and_icons() -> None:
    platforms = {"binary_sensor", "calendar", "sensor", "event", "todo"}
    assert {p.value for p in PLATFORMS} == platforms
    icons = load("icons.json")["entity"]
    used: dict[str, set[str]] = {}
    for platform, description in _descriptions():
        key = description.translation_key
        used.setdefault(platform, set()).add(key)
        assert key in icons[platform], key
        for lang in LANGUAGES:
            entry = translations(lang)["entity"][platform][key]
            assert entry["name"]
            if getattr(description, "options", None):
                assert set(entry["state"]) == set(description.options)
                assert set(icons[platform][key]["state"]) == set(description.options)
            if platform == "event":
                states = entry["state_attributes"]["event_type"]["state"]
                assert set(states) == set(description.event_types) == EVENT_TYPES
    for lang in LANGUAGES:
        assert {p: set(v) for p, v in translations(lang)["entity"].items()} == used
    assert {p: set(v) for p, v in icons.items()} == used


def test_services_yaml_icons_translations_agree() -> None:
    services = services_yaml()
    service_helper._SERVICES_SCHEMA(services)  # the schema HA loads services.yaml with
    registered = {v for k, v in vars(const).items() if k.startswith("SERVICE_")}
    assert set(services) == registered
    assert set(load("icons.json")["services"]) == registered
    selectors = {
        field["selector"]["select"]["translation_key"]
        for service in services.values()
        for field in service.get("fields", {}).values()
        if "select" in field.get("selector", {})
    }
    for lang in LANGUAGES:
        tr = translations(lang)
        assert set(tr["services"]) == registered
        for name, service in services.items():
            assert tr["services"][name]["name"] and tr["services"][name]["description"]
            fields = set(service.get("fields", {}))
            assert set(tr["services"][name].get("fields", {})) == fields, (lang, name)
            for field in fields:
                assert tr["services"][name]["fields"][field]["name"]
                assert tr["services"][name]["fields"][field]["description"]
        assert set(tr["selector"]) == selectors
        for key in selectors:
            options = {
                o
                for s in services.values()
                for f in s.get("fields", {}).values()
                if f.get("selector", {}).get("select", {}).get("translation_key") == key
                for o in f["selector"]["select"]["options"]
            }
            assert set(tr["selector"][key]["options"]) == options


def test_action_schemas_match_services_yaml() -> None:
    from custom_components.duck_down import services as actions

    schemas = {
        const.SERVICE_CREATE_TABLE: actions.CREATE_SCHEMA,
        const.SERVICE_JOIN: actions.JOIN_SCHEMA,
        const.SERVICE_LEAVE: actions.TABLE_SCHEMA,
        const.SERVICE_ADD_BOT: actions.ADD_BOT_SCHEMA,
        const.SERVICE_START: actions.START_SCHEMA,
        const.SERVICE_DELETE_TABLE: actions.TABLE_SCHEMA,
        const.SERVICE_HAND_TO_BOT: actions.HAND_TO_BOT_SCHEMA,
        const.SERVICE_TAKE_BACK: actions.TAKE_BACK_SCHEMA,
        const.SERVICE_REMOVE_BOT: actions.REMOVE_BOT_SCHEMA,
        const.SERVICE_PLAY: actions.PLAY_SCHEMA,
        const.SERVICE_MY_VIEW: actions.TABLE_SCHEMA,
    }
    for name, service in services_yaml().items():
        assert {str(k) for k in schemas[name].schema} == set(service.get("fields", {})), name
    code = source("services.py")
    assert code.count("register(SERVICE_") == len(schemas)


def _keys_used(pattern: str) -> set[str]:
    found: set[str] = set()
    for path in INTEGRATION.rglob("*.py"):
        found |= set(re.findall(pattern, path.read_text(encoding="utf-8")))
    return found


def test_exception_and_issue_translations() -> None:
    used = _keys_used(r'_error\(\s*"(\w+)"') | _keys_used(
        r'translation_domain=DOMAIN,\s*translation_key="(\w+)"'
    )
    assert used, "no translated exceptions found"
    issues = {const.ISSUE_HOST_OFFLINE, const.ISSUE_PROTOCOL_MISMATCH}
    for lang in LANGUAGES:
        tr = translations(lang)
        assert used <= set(tr["exceptions"]) | issues, used - set(tr["exceptions"])
        assert set(tr["exceptions"]) <= used
        assert set(tr["issues"]) == issues
        for issue in tr["issues"].values():
            assert issue["title"] and issue["description"]


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_languages_match_english(lang: str) -> None:
    en = flatten(translations("en"))
    other = flatten(translations(lang))
    assert set(other) == set(en)
    for key, text in en.items():
        assert set(re.findall(r"\{\w+\}", text)) == set(re.findall(r"\{\w+\}", other[key])), key


async def test_home_assistant_loads_the_translations(hass: HomeAssistant) -> None:
    from homeassistant.loader import async_get_integration

    await async_get_integration(hass, const.DOMAIN)
    for lang in LANGUAGES:
        loaded = await async_get_translations(hass, lang, "services", [const.DOMAIN])
        assert loaded[f"component.{const.DOMAIN}.services.play.name"]
        loaded = await async_get_translations(hass, lang, "exceptions", [const.DOMAIN])
        assert loaded[f"component.{const.DOMAIN}.exceptions.not_seated.message"]


def test_parallel_updates_and_no_polling() -> None:
    for module in (sensor, binary_sensor, event, calendar, todo):
        assert module.PARALLEL_UPDATES == 0


def test_quality_scale_is_complete() -> None:
    scale = load_yaml(str(INTEGRATION / "quality_scale.yaml"))
    rules = scale["rules"]
    for rule in (
        "action-setup",
        "config-flow",
        "entity-unique-id",
        "has-entity-name",
        "runtime-data",
        "test-before-configure",
        "unique-config-entry",
        "action-exceptions",
        "config-entry-unloading",
        "entity-unavailable",
        "log-when-unavailable",
        "parallel-updates",
        "test-coverage",
        "devices",
        "diagnostics",
        "discovery",
        "dynamic-devices",
        "entity-category",
        "entity-translations",
        "exception-translations",
        "icon-translations",
        "reconfiguration-flow",
        "repair-issues",
        "stale-devices",
    ):
        assert rule in rules, rule
    for rule, value in rules.items():
        status = value if isinstance(value, str) else value["status"]
        assert status in ("done", "todo", "exempt"), rule
        if status == "exempt":
            assert isinstance(value, dict) and value.get("comment"), rule


def test_integration_never_imports_duckdown() -> None:
    for path in INTEGRATION.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                assert not any(a.name.split(".")[0] == "duckdown" for a in node.names), path
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                assert node.module.split(".")[0] != "duckdown", path
