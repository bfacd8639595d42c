"""The browser table's static files (`static/`), served by the host at `/`."""
