"""Typed errors the engine raises. Codes are stable strings clients may rely on."""

from __future__ import annotations


class EngineError(Exception):
    """Base class. `code` is stable; `message` is for people."""

    code = "engine_error"

    def __init__(self, message: str, code: str | None = None) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code
        self.message = message


class ConfigError(EngineError):
    """A config or game setup that cannot be played."""

    code = "invalid_config"


class IllegalAction(EngineError):
    """An action that is not legal now. The state is unchanged."""

    code = "illegal_action"
