"""Host benchmark: move-to-update latency through Mosquitto, snapshot size, memory per table.

python bench/host_latency.py --json        (same as `duckdown bench host --json`)
"""

from __future__ import annotations

import sys

from duckdown.host.bench import main

if __name__ == "__main__":
    sys.exit(main())
