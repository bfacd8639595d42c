"""A refused action is the user's mistake, not a fault: keep it out of the error log.

Home Assistant's WebSocket `call_service` (how the card and the UI call actions) logs every
`ServiceValidationError` at ERROR before it sends the error back, so each mistaken tap of a
family member would read as a fault of the system. A filter on that one logger drops the
ERROR record of a refusal raised by this integration (the actions log it at debug
themselves); other integrations' refusals, and real faults (`HomeAssistantError`, logged there
with their traceback), are left alone.
"""

from __future__ import annotations

import logging
import sys
from typing import Final

from homeassistant.exceptions import ServiceValidationError

from .const import DOMAIN

#: The logger of Home Assistant's WebSocket connections (2025.4 to 2026.x).
WEBSOCKET_LOGGER: Final = "homeassistant.components.websocket_api.http.connection"


class RefusalFilter(logging.Filter):
    """Drops the ERROR record logged while one of our refusals is being handled."""

    def filter(self, record: logging.LogRecord) -> bool:
        """False for the record of a refusal of this integration."""
        if record.levelno < logging.ERROR:
            return True
        # the logger is called inside the `except ServiceValidationError` block: the
        # exception being handled is the refusal the record reports
        err = sys.exc_info()[1]
        return not (isinstance(err, ServiceValidationError) and err.translation_domain == DOMAIN)


_FILTER: Final = RefusalFilter()


def quiet_refusals_in_websocket_log() -> None:
    """Install the filter (once: a logger keeps a filter object only once)."""
    logging.getLogger(WEBSOCKET_LOGGER).addFilter(_FILTER)
