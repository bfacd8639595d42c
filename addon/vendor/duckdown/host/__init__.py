"""The game host: tables over MQTT and WebSocket, durable and safe on a shared broker.

See docs/protocol.md.
"""
