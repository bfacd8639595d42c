"""Real parts for the end-to-end tests: Home Assistant, a Duck Down host, a browser login.

Everything here is synchronous (the browser tests use Playwright's sync API). REST calls use
urllib; Home Assistant's WebSocket API runs on a private event loop in a background thread.
Nothing sleeps for a fixed time: every wait polls a condition with a deadline.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

REPO = Path(__file__).resolve().parents[2]
#: The integration HA loads (another build of it can be tested by pointing this elsewhere).
INTEGRATION = Path(
    os.environ.get("DUCKDOWN_E2E_INTEGRATION", REPO / "custom_components" / "duck_down")
)
LOOPBACK = "127.0.0.1"

T = TypeVar("T")


class HarnessError(RuntimeError):
    """A part did not come up, or answered something unexpected."""


def free_port() -> int:
    """A TCP port on the loopback that nobody listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((LOOPBACK, 0))
        return int(s.getsockname()[1])


def wait_until(
    predicate: Callable[[], T | None],
    timeout: float = 30.0,
    interval: float = 0.05,
    what: str = "condition",
    on_timeout: Callable[[], str] | None = None,
) -> T:
    """Poll `predicate` until it returns something truthy, and return that."""
    deadline = time.monotonic() + timeout
    last_exc: BaseException | None = None
    while True:
        try:
            value = predicate()
        except Exception as exc:  # a part still starting refuses connections
            last_exc = exc
            value = None
        if value:
            return value
        if time.monotonic() > deadline:
            extra = on_timeout() if on_timeout else ""
            raise HarnessError(
                f"timed out after {timeout:.0f}s waiting for {what}"
                + (f" (last error: {last_exc!r})" if last_exc else "")
                + (f"\n{extra}" if extra else "")
            )
        time.sleep(interval)


def port_open(port: int, host: str = LOOPBACK) -> bool:
    """True when something accepts TCP connections on the port."""
    try:
        with socket.create_connection((host, port), timeout=0.5):
            return True
    except OSError:
        return False


def tail(path: Path, lines: int = 60) -> str:
    """The last lines of a log file, for error messages."""
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no log)"


def _stop_process(proc: subprocess.Popen[bytes] | None, timeout: float = 20.0) -> None:
    """SIGTERM the process (its own session), then SIGKILL if it lingers."""
    if proc is None or proc.poll() is not None:
        return
    try:
        os.killpg(proc.pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)


# ---------------------------------------------------------------------------------- Duck Down host


class DuckDownHost:
    """`duckdown serve` from the main venv, speaking MQTT to the broker.

    Bots wait `bot_delay_ms` before each move (the host's default is 800 ms, for people to
    follow; the tests wait less).
    """

    def __init__(self, workdir: Path, mqtt_port: int, bot_delay_ms: int = 100) -> None:
        self.workdir = workdir
        self.mqtt_port = mqtt_port
        self.http_port = free_port()
        self.data = workdir / "host-data"
        self.log = workdir / "host.log"
        self.bot_delay_ms = bot_delay_ms
        self.proc: subprocess.Popen[bytes] | None = None

    @staticmethod
    def command() -> list[str] | None:
        """How to run the host: the `duckdown` script, else the host package's own CLI."""
        venv = REPO / ".venv" / "bin"
        if (REPO / "duckdown" / "cli.py").exists() and (venv / "duckdown").exists():
            return [str(venv / "duckdown")]
        if (REPO / "duckdown" / "host" / "__main__.py").exists():
            return [str(venv / "python"), "-m", "duckdown.host"]
        return None

    @classmethod
    def available(cls) -> str | None:
        """None when `duckdown serve` can run here, else why not."""
        if not (REPO / ".venv" / "bin" / "python").exists():
            return "no main venv (.venv)"
        if cls.command() is None:
            return "the host's command line does not exist yet"
        return None

    def start(self) -> DuckDownHost:
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.data.mkdir(parents=True, exist_ok=True)
        base = self.command()
        assert base is not None
        cmd = [
            *base,
            "serve",
            "--mqtt",
            f"mqtt://{LOOPBACK}:{self.mqtt_port}",
            "--data",
            str(self.data),
            "--http",
            f"{LOOPBACK}:{self.http_port}",
            "--bot-delay-ms",
            str(self.bot_delay_ms),
        ]
        env = dict(os.environ)
        env["PYTHONPATH"] = str(REPO)
        with self.log.open("wb") as out:
            self.proc = subprocess.Popen(
                cmd,
                stdout=out,
                stderr=subprocess.STDOUT,
                cwd=self.workdir,
                env=env,
                start_new_session=True,
            )

        def up() -> bool:
            if self.proc is not None and self.proc.poll() is not None:
                raise HarnessError(f"duckdown serve exited:\n{tail(self.log)}")
            return port_open(self.http_port)

        wait_until(up, timeout=30, what="duckdown serve", on_timeout=lambda: tail(self.log))
        return self

    def stop(self) -> None:
        _stop_process(self.proc)


# ---------------------------------------------------------------------------------- Home Assistant


@dataclass
class Tokens:
    """An HA user's OAuth tokens, as `/auth/token` returns them."""

    access_token: str
    refresh_token: str
    expires_in: int
    client_id: str
    hass_url: str
    received: float = field(default_factory=time.time)

    def hass_tokens(self) -> dict[str, Any]:
        """What HA's frontend keeps in localStorage under `hassTokens`."""
        return {
            "access_token": self.access_token,
            "token_type": "Bearer",
            "expires_in": self.expires_in,
            "hassUrl": self.hass_url,
            "clientId": self.client_id,
            "expires": int((self.received + self.expires_in) * 1000),
            "refresh_token": self.refresh_token,
        }


@dataclass
class HAUser:
    """A person with a Home Assistant login."""

    name: str
    username: str
    password: str
    user_id: str = ""
    tokens: Tokens | None = None

    @property
    def token(self) -> str:
        assert self.tokens is not None, f"{self.username} is not logged in"
        return self.tokens.access_token


class HomeAssistant:
    """A real `hass` process with its frontend, on a free loopback port."""

    def __init__(self, workdir: Path, python: str | None = None) -> None:
        self.workdir = workdir
        self.config_dir = workdir / "ha-config"
        self.port = free_port()
        self.python = python or os.environ.get(
            "DUCKDOWN_HA_PYTHON", str(REPO / ".venv-ha" / "bin" / "python")
        )
        self.log = workdir / "home-assistant.log"
        self.proc: subprocess.Popen[bytes] | None = None
        self.started_in: float | None = None

    @property
    def url(self) -> str:
        return f"http://{LOOPBACK}:{self.port}"

    @property
    def client_id(self) -> str:
        """The OAuth client id HA's own frontend uses when served from `url`."""
        return f"{self.url}/"

    @staticmethod
    def available(python: str | None = None) -> str | None:
        """None when a Home Assistant with its frontend can run here, else why not."""
        py = python or os.environ.get(
            "DUCKDOWN_HA_PYTHON", str(REPO / ".venv-ha" / "bin" / "python")
        )
        if not Path(py).exists():
            return f"no Home Assistant Python at {Path(py).name} (set DUCKDOWN_HA_PYTHON)"
        probe = subprocess.run(
            [py, "-c", "import homeassistant, hass_frontend"],
            capture_output=True,
            timeout=120,
        )
        if probe.returncode:
            return (
                "homeassistant or home-assistant-frontend is missing: "
                + probe.stderr.decode(errors="replace").strip().splitlines()[-1:][0]
            )
        return None

    # -------------------------------------------------------------- process

    def write_config(self, extra: str = "", link_integration: bool = True) -> None:
        """A config dir with the frontend, HTTP on the loopback and our integration."""
        self.config_dir.mkdir(parents=True, exist_ok=True)
        (self.config_dir / "configuration.yaml").write_text(
            "homeassistant:\n"
            "  name: Duck Down test home\n"
            "  time_zone: UTC\n"
            "  unit_system: metric\n"
            "  country: NL\n"
            "  language: en\n"
            "frontend:\n"
            "config:\n"
            "http:\n"
            f"  server_host: {LOOPBACK}\n"
            f"  server_port: {self.port}\n"
            "logger:\n"
            "  default: warning\n"
            "  logs:\n"
            "    custom_components.duck_down: debug\n"
            "    homeassistant.components.mqtt: info\n" + extra
        )
        if link_integration:
            cc = self.config_dir / "custom_components"
            cc.mkdir(exist_ok=True)
            link = cc / "duck_down"
            if not link.exists():
                link.symlink_to(INTEGRATION, target_is_directory=True)

    def start(self, timeout: float = 120.0) -> HomeAssistant:
        if not (self.config_dir / "configuration.yaml").exists():
            self.write_config()
        t0 = time.monotonic()
        env = dict(os.environ)
        env.pop("PYTHONPATH", None)
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        with self.log.open("wb") as out:
            self.proc = subprocess.Popen(
                [self.python, "-m", "homeassistant", "-c", str(self.config_dir), "--skip-pip"],
                stdout=out,
                stderr=subprocess.STDOUT,
                cwd=self.workdir,
                env=env,
                start_new_session=True,
            )

        def up() -> bool:
            if self.proc is not None and self.proc.poll() is not None:
                raise HarnessError(f"Home Assistant exited:\n{tail(self.log)}")
            status, _ = self.rest("GET", "/api/onboarding")
            return status == 200

        wait_until(
            up,
            timeout=timeout,
            interval=0.2,
            what="Home Assistant's HTTP server",
            on_timeout=lambda: tail(self.log),
        )
        self.started_in = time.monotonic() - t0
        return self

    def stop(self) -> None:
        _stop_process(self.proc, timeout=30)

    def log_text(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    # -------------------------------------------------------------- REST

    def rest(
        self,
        method: str,
        path: str,
        token: str | None = None,
        json_body: Any = None,
        form: dict[str, str] | None = None,
        timeout: float = 30.0,
    ) -> tuple[int, Any]:
        """One HTTP request; returns (status, decoded JSON or text)."""
        headers = {}
        data: bytes | None = None
        if token:
            headers["Authorization"] = f"Bearer {token}"
        if json_body is not None:
            data = json.dumps(json_body).encode()
            headers["Content-Type"] = "application/json"
        elif form is not None:
            data = urllib.parse.urlencode(form).encode()
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        req = urllib.request.Request(self.url + path, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(req, timeout=timeout) as resp:
                status, raw = resp.status, resp.read()
        except urllib.error.HTTPError as err:
            status, raw = err.code, err.read()
        text = raw.decode(errors="replace")
        try:
            return status, json.loads(text)
        except ValueError:
            return status, text

    def rest_ok(self, method: str, path: str, **kw: Any) -> Any:
        status, body = self.rest(method, path, **kw)
        if status >= 400:
            raise HarnessError(f"{method} {path} -> {status}: {body}")
        return body

    def _token_from_code(self, code: str) -> Tokens:
        body = self.rest_ok(
            "POST",
            "/auth/token",
            form={"grant_type": "authorization_code", "code": code, "client_id": self.client_id},
        )
        return Tokens(
            access_token=body["access_token"],
            refresh_token=body["refresh_token"],
            expires_in=int(body["expires_in"]),
            client_id=self.client_id,
            hass_url=self.url,
        )

    def onboard(self, owner: HAUser) -> HAUser:
        """Create the owner through onboarding and finish every onboarding step."""
        body = self.rest_ok(
            "POST",
            "/api/onboarding/users",
            json_body={
                "client_id": self.client_id,
                "name": owner.name,
                "username": owner.username,
                "password": owner.password,
                "language": "en",
            },
        )
        owner.tokens = self._token_from_code(body["auth_code"])
        tok = owner.token
        self.rest_ok("POST", "/api/onboarding/core_config", token=tok, json_body={})
        self.rest_ok("POST", "/api/onboarding/analytics", token=tok, json_body={})
        self.rest_ok(
            "POST",
            "/api/onboarding/integration",
            token=tok,
            json_body={"client_id": self.client_id, "redirect_uri": self.client_id},
        )
        with self.websocket(tok) as ws:
            me = ws.call("auth/current_user")
        owner.user_id = me["id"]
        return owner

    def login(self, user: HAUser) -> HAUser:
        """The login flow a browser goes through: username and password give tokens."""
        flow = self.rest_ok(
            "POST",
            "/auth/login_flow",
            json_body={
                "client_id": self.client_id,
                "handler": ["homeassistant", None],
                "redirect_uri": self.client_id,
            },
        )
        result = self.rest_ok(
            "POST",
            f"/auth/login_flow/{flow['flow_id']}",
            json_body={
                "client_id": self.client_id,
                "username": user.username,
                "password": user.password,
            },
        )
        if result.get("type") != "create_entry":
            raise HarnessError(f"login of {user.username} failed: {result}")
        user.tokens = self._token_from_code(result["result"])
        return user

    def create_user(self, owner: HAUser, user: HAUser, admin: bool = False) -> HAUser:
        """A new HA person with a username and password, then logged in."""
        with self.websocket(owner.token) as ws:
            created = ws.call(
                "config/auth/create",
                name=user.name,
                group_ids=["system-admin" if admin else "system-users"],
                local_only=False,
            )
            user.user_id = created["user"]["id"]
            ws.call(
                "config/auth_provider/homeassistant/create",
                user_id=user.user_id,
                username=user.username,
                password=user.password,
            )
        return self.login(user)

    def add_config_entry(self, token: str, handler: str, *steps: dict[str, Any]) -> dict[str, Any]:
        """Run a config flow over REST, answering each form with the next dict of `steps`."""
        result = self.rest_ok(
            "POST",
            "/api/config/config_entries/flow",
            token=token,
            json_body={"handler": handler, "show_advanced_options": False},
        )
        answers = list(steps)
        while result.get("type") == "form":
            if not answers:
                raise HarnessError(f"{handler} flow asks for more: {result}")
            result = self.rest_ok(
                "POST",
                f"/api/config/config_entries/flow/{result['flow_id']}",
                token=token,
                json_body=answers.pop(0),
            )
        if result.get("type") != "create_entry":
            raise HarnessError(f"{handler} flow ended with {result}")
        return result

    def add_mqtt(self, token: str, port: int) -> dict[str, Any]:
        """HA's own MQTT integration, connected to the test broker."""
        return self.add_config_entry(token, "mqtt", {"broker": LOOPBACK, "port": port})

    def add_duck_down(self, token: str, timeout: float = 30.0) -> dict[str, Any]:
        """The Duck Down integration: confirm the host's MQTT discovery, or add it by hand."""

        def discovered() -> dict[str, Any] | None:
            with self.websocket(token) as ws:
                flows = ws.call("config_entries/flow/progress")
            return next((f for f in flows if f.get("handler") == "duck_down"), None)

        deadline = time.monotonic() + timeout
        while True:
            flow = discovered()
            if flow is not None:
                result = self.rest_ok(
                    "POST",
                    f"/api/config/config_entries/flow/{flow['flow_id']}",
                    token=token,
                    json_body={},
                )
            else:
                result = self.rest_ok(
                    "POST",
                    "/api/config/config_entries/flow",
                    token=token,
                    json_body={"handler": "duck_down", "show_advanced_options": False},
                )
                if result.get("type") == "form":
                    result = self.rest_ok(
                        "POST",
                        f"/api/config/config_entries/flow/{result['flow_id']}",
                        token=token,
                        json_body={"base_topic": "duckdown"},
                    )
            if result.get("type") == "create_entry":
                return result
            if result.get("reason") == "already_configured":
                return self.config_entries(token, "duck_down")[0]
            if time.monotonic() > deadline:
                raise HarnessError(f"could not add Duck Down: {result}\n{tail(self.log)}")
            time.sleep(0.2)

    def config_entries(self, token: str, domain: str | None = None) -> list[dict[str, Any]]:
        q = f"?domain={domain}" if domain else ""
        return list(self.rest_ok("GET", f"/api/config/config_entries/entry{q}", token=token))

    def states(self, token: str) -> list[dict[str, Any]]:
        return list(self.rest_ok("GET", "/api/states", token=token))

    def wait_entry_loaded(self, token: str, domain: str, timeout: float = 30.0) -> dict[str, Any]:
        def loaded() -> dict[str, Any] | None:
            for entry in self.config_entries(token, domain):
                if entry.get("state") == "loaded":
                    return entry
            return None

        return wait_until(
            loaded,
            timeout=timeout,
            interval=0.1,
            what=f"a loaded {domain} config entry",
            on_timeout=lambda: tail(self.log),
        )

    def save_dashboard(self, token: str, url_path: str, title: str, config: dict[str, Any]) -> None:
        """A storage-mode dashboard (made once) holding `config`."""
        with self.websocket(token) as ws:
            existing = ws.call("lovelace/dashboards/list")
            if not any(d["url_path"] == url_path for d in existing):
                ws.call(
                    "lovelace/dashboards/create",
                    url_path=url_path,
                    title=title,
                    icon="mdi:cards-playing",
                    show_in_sidebar=True,
                    require_admin=False,
                    mode="storage",
                )
            ws.call("lovelace/config/save", url_path=url_path, config=config)

    def websocket(self, token: str) -> HAWebSocket:
        return HAWebSocket(f"ws://{LOOPBACK}:{self.port}/api/websocket", token)


class HAWebSocket:
    """A synchronous client of HA's WebSocket API (aiohttp on a background thread)."""

    def __init__(self, url: str, token: str) -> None:
        self.url = url
        self.token = token
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._next_id = 1
        self._pending: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self._subscribers: dict[int, Callable[[Any], None]] = {}
        self._session: Any = None
        self._ws: Any = None
        self._reader: asyncio.Task[None] | None = None

    def __enter__(self) -> HAWebSocket:
        self._thread.start()
        self._run(self._connect())
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _run(self, coro: Any, timeout: float = 30.0) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(timeout)

    async def _connect(self) -> None:
        import aiohttp

        self._session = aiohttp.ClientSession()
        self._ws = await self._session.ws_connect(self.url, max_msg_size=0)
        hello = await self._ws.receive_json()
        assert hello["type"] == "auth_required", hello
        await self._ws.send_json({"type": "auth", "access_token": self.token})
        answer = await self._ws.receive_json()
        if answer["type"] != "auth_ok":
            raise HarnessError(f"WebSocket auth failed: {answer}")
        self._reader = asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        async for msg in self._ws:
            data = json.loads(msg.data)
            for item in data if isinstance(data, list) else [data]:
                mid = item.get("id")
                if item.get("type") == "event" and mid in self._subscribers:
                    self._subscribers[mid](item["event"])
                elif mid in self._pending:
                    fut = self._pending.pop(mid)
                    if not fut.done():
                        fut.set_result(item)

    async def _send(self, payload: dict[str, Any]) -> dict[str, Any]:
        mid = self._next_id
        self._next_id += 1
        fut: asyncio.Future[dict[str, Any]] = self._loop.create_future()
        self._pending[mid] = fut
        await self._ws.send_json({"id": mid, **payload})
        result = await fut
        result["_id"] = mid
        return result

    def call(self, type_: str, timeout: float = 30.0, **payload: Any) -> Any:
        """One command; returns its `result` or raises with HA's error."""
        answer = self._run(self._send({"type": type_, **payload}), timeout)
        if not answer.get("success"):
            raise HarnessError(f"{type_} failed: {answer.get('error')}")
        return answer.get("result")

    def subscribe(self, type_: str, callback: Callable[[Any], None], **payload: Any) -> int:
        """A subscription command; `callback` gets each event (on the client's thread)."""

        async def go() -> dict[str, Any]:
            mid = self._next_id
            self._subscribers[mid] = callback
            return await self._send({"type": type_, **payload})

        answer = self._run(go())
        if not answer.get("success"):
            raise HarnessError(f"{type_} failed: {answer.get('error')}")
        return int(answer["_id"])

    def close(self) -> None:
        async def shut() -> None:
            if self._reader:
                self._reader.cancel()
            if self._ws is not None:
                await self._ws.close()
            if self._session is not None:
                await self._session.close()

        if self._thread.is_alive():
            try:
                self._run(shut(), timeout=10)
            finally:
                self._loop.call_soon_threadsafe(self._loop.stop)
                self._thread.join(timeout=10)
        self._loop.close()


# ---------------------------------------------------------------------------------- browser

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

PHONE = {"width": 390, "height": 844}
TABLET = {"width": 1280, "height": 800}


def login_script(ha: HomeAssistant, user: HAUser) -> str:
    """An init script that logs HA's frontend in as `user` (tokens in localStorage)."""
    assert user.tokens is not None
    tokens = json.dumps(user.tokens.hass_tokens())
    origin = json.dumps(ha.url)
    return (
        "(() => { try { if (location.origin === " + origin + ") {"
        " localStorage.setItem('hassTokens', JSON.stringify(" + tokens + "));"
        " } } catch (e) {} })();"
    )


def new_context(browser: Any, ha: HomeAssistant, user: HAUser, **kwargs: Any) -> Any:
    """A browser context logged in to HA as `user`. kwargs go to `browser.new_context`."""
    kwargs.setdefault("viewport", TABLET)
    ctx = browser.new_context(**kwargs)
    ctx.add_init_script(script=login_script(ha, user))
    return ctx


HASS_USER_JS = "() => document.querySelector('home-assistant')?.hass?.user?.name ?? null"
