"""Static compatibility: every Home Assistant symbol the integration uses exists in the HA we
test on (installed, 2025.4.x) and in the newest HA release, read from its wheel without
importing it (it needs a newer Python).

Checked: every `from homeassistant... import name`, every `module.attr` used on an imported
Home Assistant module, the keyword arguments passed to those functions and classes, and the
methods the integration calls on Home Assistant base classes. A name that exists only through
a module `__getattr__` (HA's deprecation shim) counts as missing.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import zipfile
from functools import cache
from pathlib import Path

import homeassistant
import pytest

ROOT = Path(__file__).resolve().parents[2]
INTEGRATION = ROOT / "custom_components" / "duck_down"
CACHE = ROOT / ".cache" / "ha-wheels"
PIP = [sys.executable, "-m", "pip"]

#: Methods of HA classes the integration relies on (module, class, attribute).
METHODS = [
    ("config_entries", "ConfigFlow", "async_set_unique_id"),
    ("config_entries", "ConfigFlow", "_abort_if_unique_id_configured"),
    ("config_entries", "ConfigFlow", "_abort_if_unique_id_mismatch"),
    ("config_entries", "ConfigFlow", "_get_reconfigure_entry"),
    ("config_entries", "ConfigFlow", "async_update_reload_and_abort"),
    ("config_entries", "ConfigFlow", "_set_confirm_only"),
    ("config_entries", "ConfigFlow", "async_step_mqtt"),
    ("config_entries", "ConfigFlow", "async_create_entry"),
    ("data_entry_flow", "FlowHandler", "async_show_form"),
    ("data_entry_flow", "FlowHandler", "async_abort"),
    ("data_entry_flow", "FlowHandler", "add_suggested_values_to_schema"),
    ("config_entries", "ConfigEntry", "async_on_unload"),
    ("config_entries", "ConfigEntries", "async_forward_entry_setups"),
    ("config_entries", "ConfigEntries", "async_unload_platforms"),
    ("config_entries", "ConfigEntries", "async_entries"),
    ("helpers.entity", "Entity", "async_on_remove"),
    ("helpers.entity", "Entity", "async_write_ha_state"),
    ("components.event", "EventEntity", "_trigger_event"),
    ("helpers.storage", "Store", "async_load"),
    ("helpers.storage", "Store", "async_save"),
    ("helpers.storage", "Store", "async_remove"),
    ("helpers.device_registry", "DeviceRegistry", "async_get_or_create"),
    ("helpers.device_registry", "DeviceRegistry", "async_update_device"),
    ("helpers.device_registry", "DeviceRegistry", "async_get_device"),
    ("components.websocket_api.connection", "ActiveConnection", "send_result"),
    ("components.websocket_api.connection", "ActiveConnection", "send_error"),
    ("components.websocket_api.connection", "ActiveConnection", "send_message"),
    ("core", "ServiceRegistry", "async_register"),
    ("core", "HomeAssistant", "async_create_background_task"),
]


class Source:
    """Python sources of one `homeassistant` package: installed dir or a wheel."""

    def __init__(self, label: str, read: dict[str, str]) -> None:
        self.label = label
        self.files = read  # "homeassistant/x/y.py" -> text

    @classmethod
    def installed(cls) -> Source:
        base = Path(homeassistant.__file__).parent
        files = {
            "homeassistant/" + str(p.relative_to(base)): p.read_text(encoding="utf-8")
            for p in base.rglob("*.py")
            if "/tests/" not in str(p)
        }
        from homeassistant.const import __version__

        return cls(f"installed {__version__}", files)

    @classmethod
    def wheel(cls, path: Path) -> Source:
        files = {}
        with zipfile.ZipFile(path) as zf:
            for name in zf.namelist():
                if name.startswith("homeassistant/") and name.endswith(".py"):
                    files[name] = zf.read(name).decode("utf-8")
        return cls(path.name, files)

    def module_file(self, module: str) -> str | None:
        rel = module.replace(".", "/")
        for candidate in (f"{rel}.py", f"{rel}/__init__.py"):
            if candidate in self.files:
                return candidate
        return None

    def is_module(self, module: str) -> bool:
        return self.module_file(module) is not None

    @cache  # noqa: B019 (a handful of instances for the test session)
    def tree(self, module: str) -> ast.Module | None:
        path = self.module_file(module)
        if path is None:
            return None
        try:
            return ast.parse(self.files[path])
        except SyntaxError:  # newer syntax than this interpreter; fall back to text
            return None

    def text(self, module: str) -> str:
        path = self.module_file(module)
        return self.files[path] if path else ""

    def _top_level(self, body: list[ast.stmt]) -> dict[str, ast.AST]:
        names: dict[str, ast.AST] = {}
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names[node.name] = node
            elif isinstance(node, ast.Assign):
                for target in node.targets:
                    for sub in ast.walk(target):
                        if isinstance(sub, ast.Name):
                            names[sub.id] = node
            elif isinstance(node, (ast.AnnAssign, ast.AugAssign)) and isinstance(
                node.target, ast.Name
            ):
                names[node.target.id] = node
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                for alias in node.names:
                    names[(alias.asname or alias.name).split(".")[0]] = node
            elif hasattr(ast, "TypeAlias") and isinstance(node, ast.TypeAlias):
                names[node.name.id] = node
            elif isinstance(node, ast.If):
                names.update(self._top_level(node.body))
                names.update(self._top_level(node.orelse))
            elif isinstance(node, ast.Try):
                names.update(self._top_level(node.body))
                for handler in node.handlers:
                    names.update(self._top_level(handler.body))
        return names

    def definition(self, module: str, name: str) -> ast.AST | bool | None:
        """The AST node defining `name` in `module`; True if it exists otherwise; None if not."""
        if self.is_module(f"{module}.{name}"):
            return True
        tree = self.tree(module)
        if tree is None:
            text = self.text(module)
            pattern = (
                rf"^(?:async def|def|class)\s+{name}\b|^{name}\s*[:=]|^type\s+{name}\b"
                rf"|\bimport\b[^\n]*\b{name}\b|^\s+{name},$"
            )
            return True if re.search(pattern, text, re.M) else None
        node = self._top_level(tree.body).get(name)
        if isinstance(node, ast.ImportFrom) and node.level:  # follow a relative re-export
            package = (
                module
                if self.module_file(module).endswith("__init__.py")
                else module.rsplit(".", 1)[0]
            )
            for _ in range(node.level - 1):
                package = package.rsplit(".", 1)[0]
            origin = f"{package}.{node.module}" if node.module else package
            alias = next(a for a in node.names if (a.asname or a.name) == name)
            return self.definition(origin, alias.name) or True
        if (
            isinstance(node, ast.ImportFrom)
            and node.module
            and node.module.startswith("homeassistant")
        ):
            alias = next(a for a in node.names if (a.asname or a.name) == name)
            return self.definition(node.module, alias.name) or True
        return node

    def class_has(self, module: str, cls: str, attr: str, depth: int = 0) -> bool:
        node = self.definition(module, cls)
        if node is True:
            return attr in self.text(module)
        if not isinstance(node, ast.ClassDef) or depth > 6:
            return False
        if attr in self._top_level(node.body):
            return True
        for sub in ast.walk(node):  # instance attributes: self.attr = ... in a method
            if isinstance(sub, (ast.Assign, ast.AnnAssign)) and any(
                isinstance(t, ast.Attribute)
                and t.attr == attr
                and getattr(t.value, "id", "") == "self"
                for t in (sub.targets if isinstance(sub, ast.Assign) else [sub.target])
            ):
                return True
        tree = self.tree(module)
        imports = self._top_level(tree.body) if tree else {}
        for base in node.bases:
            base_name = base.id if isinstance(base, ast.Name) else getattr(base, "attr", None)
            if isinstance(base, ast.Subscript):
                base_name = getattr(base.value, "id", None)
            if base_name is None:
                continue
            origin = module
            imp = imports.get(base_name)
            if isinstance(imp, ast.ImportFrom):
                if imp.level:
                    pkg = (
                        module
                        if (self.module_file(module) or "").endswith("__init__.py")
                        else module.rsplit(".", 1)[0]
                    )
                    origin = f"{pkg}.{imp.module}" if imp.module else pkg
                elif imp.module:
                    origin = imp.module
            if origin.startswith("homeassistant") and self.class_has(
                origin, base_name, attr, depth + 1
            ):
                return True
        return False

    def params(self, module: str, name: str) -> set[str] | None:
        """Parameter names of a function or a class's __init__; None for **kwargs or unknown."""
        node = self.definition(module, name)
        if isinstance(node, ast.ClassDef):
            init = self._top_level(node.body).get("__init__")
            if not isinstance(init, ast.FunctionDef):
                return None
            node = init
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return None
        args = node.args
        if args.kwarg is not None:
            return None
        return {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs}


AWAITED: set[tuple[str, str]] = set()  # functions the integration awaits (filled by the scan)


def used_symbols() -> tuple[set[tuple[str, str]], dict[tuple[str, str], set[str]]]:
    """(module, name) pairs the integration uses, and the keywords it passes to each."""
    symbols: set[tuple[str, str]] = set()
    keywords: dict[tuple[str, str], set[str]] = {}
    for path in INTEGRATION.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        aliases: dict[str, tuple[str, str]] = {}  # local name -> (module, name) or (module, "")
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.ImportFrom)
                and node.module
                and node.module.startswith("homeassistant")
                and not node.level
            ):
                for alias in node.names:
                    symbols.add((node.module, alias.name))
                    aliases[alias.asname or alias.name] = (node.module, alias.name)
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.startswith("homeassistant"):
                        parent, _, leaf = alias.name.rpartition(".")
                        symbols.add((parent or alias.name, leaf))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id in aliases
            ):
                module, name = aliases[node.value.id]
                submodule = f"{module}.{name}"
                if name and node.value.id[0].islower():  # a module alias such as mqtt, dr, cv
                    symbols.add((submodule, node.attr))
                    aliases.setdefault(f"{node.value.id}.{node.attr}", (submodule, node.attr))
            if isinstance(node, ast.Await) and isinstance(node.value, ast.Call):
                func = node.value.func
                if (
                    isinstance(func, ast.Attribute)
                    and isinstance(func.value, ast.Name)
                    and func.value.id in aliases
                    and func.value.id[0].islower()
                ):
                    module, name = aliases[func.value.id]
                    AWAITED.add((f"{module}.{name}", func.attr))
                elif isinstance(func, ast.Name) and func.id in aliases:
                    AWAITED.add(aliases[func.id])
            if isinstance(node, ast.Call) and node.keywords:
                target: tuple[str, str] | None = None
                func = node.func
                if isinstance(func, ast.Name) and func.id in aliases:
                    target = aliases[func.id]
                elif (
                    isinstance(func, ast.Attribute)
                    and isinstance(func.value, ast.Name)
                    and func.value.id in aliases
                ):
                    module, name = aliases[func.value.id]
                    if func.value.id[0].islower():
                        target = (f"{module}.{name}", func.attr)
                if target:
                    keywords.setdefault(target, set()).update(k.arg for k in node.keywords if k.arg)
    return symbols, keywords


def newest_version() -> str:
    out = subprocess.run(
        [
            *PIP,
            "index",
            "versions",
            "homeassistant",
            "--python-version",
            "3.14.2",
            "--only-binary=:all:",
        ],
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    match = re.search(r"homeassistant \(([\d.]+)\)", out.stdout)
    if not match:
        cached = sorted(CACHE.glob("homeassistant-*.whl"))
        if cached:  # offline: the newest one we have
            return cached[-1].name.split("-")[1]
        pytest.fail(f"cannot find the newest Home Assistant release: {out.stderr[-500:]}")
    return match.group(1)


@pytest.fixture(scope="module")
def newest() -> Source:
    version = newest_version()
    wheel = CACHE / f"homeassistant-{version}-py3-none-any.whl"
    if not wheel.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [
                *PIP,
                "download",
                "--no-deps",
                "--only-binary=:all:",
                "--python-version",
                "3.14.2",
                f"homeassistant=={version}",
                "-d",
                str(CACHE),
            ],
            check=True,
            capture_output=True,
            timeout=600,
        )
    return Source.wheel(wheel)


@pytest.fixture(scope="module")
def installed() -> Source:
    return Source.installed()


def test_the_scan_finds_what_we_use() -> None:
    symbols, keywords = used_symbols()
    for expected in (
        ("homeassistant.components.mqtt", "async_subscribe"),
        ("homeassistant.components.mqtt", "async_publish"),
        ("homeassistant.helpers.service_info.mqtt", "MqttServiceInfo"),
        ("homeassistant.components.websocket_api", "async_register_command"),
        ("homeassistant.helpers.storage", "Store"),
        ("homeassistant.helpers.issue_registry", "async_create_issue"),
    ):
        assert expected in symbols
    assert {"qos", "retain"} <= keywords[("homeassistant.components.mqtt", "async_publish")]
    assert ("homeassistant.components.mqtt", "async_subscribe") in AWAITED


@pytest.mark.parametrize("which", ["installed", "newest"])
def test_symbols_exist(which: str, request: pytest.FixtureRequest) -> None:
    src: Source = request.getfixturevalue(which)
    symbols, keywords = used_symbols()
    missing = [f"{m}.{n}" for m, n in sorted(symbols) if src.definition(m, n) is None]
    assert not missing, f"missing in {src.label}: {missing}"
    bad_kwargs = []
    for (module, name), kws in sorted(keywords.items()):
        params = src.params(module, name)
        if params is not None and not kws <= params:
            bad_kwargs.append(f"{module}.{name}({', '.join(sorted(kws - params))}=)")
    assert not bad_kwargs, f"unknown keyword arguments in {src.label}: {bad_kwargs}"
    not_async = [
        f"{m}.{n}" for m, n in sorted(AWAITED) if isinstance(src.definition(m, n), ast.FunctionDef)
    ]
    assert not not_async, f"awaited but not coroutines in {src.label}: {not_async}"
    missing_methods = [
        f"{m}.{c}.{a}" for m, c, a in METHODS if not src.class_has(f"homeassistant.{m}", c, a)
    ]
    assert not missing_methods, f"missing in {src.label}: {missing_methods}"


def test_checker_notices_missing_names(installed: Source) -> None:
    assert installed.definition("homeassistant.components.mqtt", "async_subscribe") is not None
    assert installed.definition("homeassistant.components.mqtt", "no_such_thing") is None
    assert not installed.class_has("homeassistant.config_entries", "ConfigFlow", "no_such_method")
    assert installed.params("homeassistant.components.mqtt", "async_publish") >= {"qos", "retain"}
