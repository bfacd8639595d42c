"""Install the games' Assist sentences where Home Assistant reads them.

Home Assistant's conversation agent reads custom sentences only from
`<config>/custom_sentences/<language>/*.yaml`, and offers integrations no supported way to
add sentences for their intents. So at setup the integration copies its own
`custom_sentences/<language>/*.yaml` there: a file that is missing is written; a file the
integration wrote before (its content hash is in a small marker) is replaced when ours differ
(an update); a file anyone else wrote or changed is never touched. The file I/O runs in the
executor. When something was written, the conversation agent reloads the languages concerned,
so no restart is needed.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from homeassistant.core import HomeAssistant
from homeassistant.exceptions import HomeAssistantError

_LOGGER = logging.getLogger(__name__)

#: Our sentences, by language folder, shipped with the integration.
SOURCE: Final = Path(__file__).parent / "custom_sentences"
#: Home Assistant's folder of custom sentences, under the configuration folder.
TARGET: Final = "custom_sentences"
#: The hashes of what the integration wrote, by path under TARGET (outside the language
#: folders, so the agent never reads it).
MARKER: Final = ".duck_down.json"


@dataclass(slots=True)
class Installed:
    """What one install did, by path under `custom_sentences/`."""

    written: list[str] = field(default_factory=list)  # missing before
    updated: list[str] = field(default_factory=list)  # ours, older
    kept: list[str] = field(default_factory=list)  # changed by someone: left alone

    @property
    def languages(self) -> list[str]:
        return sorted({p.split("/", 1)[0] for p in self.written + self.updated})


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _read_marker(path: Path) -> dict[str, str]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # none yet, or unreadable: nothing there counts as ours
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)}


def install(source: Path, target: Path) -> Installed:
    """Copy every `<language>/*.yaml` of `source` into `target` (blocking: run in the executor)."""
    done = Installed()
    marker_path = target / MARKER
    marker = _read_marker(marker_path)
    before = dict(marker)
    for src in sorted(source.glob("*/*.yaml")):
        rel = src.relative_to(source).as_posix()
        ours = src.read_bytes()
        dest = target / rel
        if not dest.exists():
            done.written.append(rel)
        else:
            theirs = _digest(dest.read_bytes())
            if theirs == _digest(ours):
                marker[rel] = theirs  # the same as ours: ours from now on
                continue
            if marker.get(rel) != theirs:
                done.kept.append(rel)  # edited, or never ours
                continue
            done.updated.append(rel)
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(ours)
        marker[rel] = _digest(ours)
    if marker != before:
        target.mkdir(parents=True, exist_ok=True)
        marker_path.write_text(json.dumps(marker, indent=2, sort_keys=True) + "\n", "utf-8")
    return done


async def async_install_sentences(hass: HomeAssistant) -> Installed:
    """Install or update the sentences; reload the conversation agent's languages if needed."""
    target = Path(hass.config.path(TARGET))
    try:
        done = await hass.async_add_executor_job(install, SOURCE, target)
    except OSError as err:  # a read-only config folder: Assist just lacks our sentences
        _LOGGER.warning("Could not install the Assist sentences into %s: %s", target, err)
        return Installed()
    if done.written or done.updated:
        _LOGGER.info(
            "Assist sentences installed into %s: %s",
            target,
            ", ".join(
                [f"{p} (new)" for p in done.written] + [f"{p} (updated)" for p in done.updated]
            ),
        )
    if done.kept:
        _LOGGER.info(
            "Assist sentences left as they are in %s, changed there: %s (delete a file to "
            "get the integration's again)",
            target,
            ", ".join(done.kept),
        )
    if done.languages and hass.services.has_service("conversation", "reload"):
        # the agent keeps what it loaded; a language it has not loaded yet loads ours anyway
        for language in done.languages:
            try:
                await hass.services.async_call(
                    "conversation", "reload", {"language": language}, blocking=True
                )
            except HomeAssistantError as err:  # Assist then reads them at its next start
                _LOGGER.warning("Assist did not reload its %s sentences: %s", language, err)
    return done
