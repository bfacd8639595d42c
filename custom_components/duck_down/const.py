"""Constants for the Duck Down integration."""

from __future__ import annotations

from typing import Final

DOMAIN: Final = "duck_down"

CONF_BASE_TOPIC: Final = "base_topic"
CONF_HOST_ID: Final = "host_id"
#: options: the Assist satellites that speak for a HA user (device id -> user id)
CONF_SATELLITES: Final = "satellites"
DEFAULT_BASE_TOPIC: Final = "duckdown"

#: The protocol version this integration speaks (docs/protocol.md).
PROTOCOL_VERSION: Final = 1

#: Seconds to wait for the host's answer to a request.
REQUEST_TIMEOUT: Final = 10.0
#: Seconds to wait for the host's retained info while setting up.
DISCOVERY_TIMEOUT: Final = 5.0
#: Seconds between presence heartbeats (`seat/reconnect`) while a seat's view is watched.
HEARTBEAT_INTERVAL: Final = 20

#: The game a table is of when a request or a snapshot names none (the protocol's default).
DEFAULT_GAME: Final = "duck_down"

ISSUE_HOST_OFFLINE: Final = "host_offline"
ISSUE_PROTOCOL_MISMATCH: Final = "protocol_mismatch"

# Actions
SERVICE_CREATE_TABLE: Final = "create_table"
SERVICE_JOIN: Final = "join"
SERVICE_LEAVE: Final = "leave"
SERVICE_ADD_BOT: Final = "add_bot"
SERVICE_START: Final = "start"
SERVICE_DELETE_TABLE: Final = "delete_table"
SERVICE_HAND_TO_BOT: Final = "hand_to_bot"
SERVICE_TAKE_BACK: Final = "take_back"
SERVICE_REMOVE_BOT: Final = "remove_bot"
SERVICE_PLAY: Final = "play"
SERVICE_MY_VIEW: Final = "my_view"

ATTR_CONFIG_ENTRY_ID: Final = "config_entry_id"
ATTR_DEVICE_ID: Final = "device_id"
ATTR_TABLE_ID: Final = "table_id"
ATTR_NAME: Final = "name"
ATTR_MAX_SEATS: Final = "max_seats"
ATTR_GAME: Final = "game"
ATTR_OPTIONS: Final = "options"
ATTR_SEAT: Final = "seat"
ATTR_LEVEL: Final = "level"
ATTR_ROUNDS: Final = "rounds"
ATTR_ACTION: Final = "action"
#: `play` as the table's owner, not as a seat (the game's owner actions: Dutch's deal).
ATTR_OWNER: Final = "owner"
