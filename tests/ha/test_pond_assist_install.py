"""The integration installs its Assist sentences itself (`sentences.py`): at setup they are in
`<config>/custom_sentences/<language>/`, and Home Assistant's own conversation agent answers
Duck Pond's questions with them, even if it had loaded its sentences before; a file the user
changed is left alone, and one the integration wrote before is updated."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from homeassistant.components import conversation
from homeassistant.core import Context, HomeAssistant
from homeassistant.setup import async_setup_component

from custom_components.duck_down import sentences
from custom_components.duck_down.sentences import MARKER, SOURCE

from .conftest import make_entry
from .fake_host import FakeHost

LANGUAGES = ("de", "en", "nl")
OURS = {lang: (SOURCE / lang / "duck_pond.yaml").read_bytes() for lang in LANGUAGES}
# a household's own version of the English file: its own way of asking who holds a title
EDITED = OURS["en"].replace(b'"who is [the] {title}"', b'"which player is [the] {title}"')
assert OURS["en"] != EDITED


def folder(hass: HomeAssistant) -> Path:
    return Path(hass.config.path("custom_sentences"))


async def ask(hass: HomeAssistant, text: str, lang: str = "en") -> str:
    result = await conversation.async_converse(hass, text, None, Context(), language=lang)
    return str(result.response.speech["plain"]["speech"])


async def assist(hass: HomeAssistant) -> None:
    for component in ("homeassistant", "conversation", "intent"):
        assert await async_setup_component(hass, component, {})
    await hass.async_block_till_done()


async def set_up(hass: HomeAssistant) -> None:
    entry = make_entry()
    entry.add_to_hass(hass)
    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done()


async def test_setup_installs_the_sentences_and_assist_answers_with_them(
    hass: HomeAssistant, host: FakeHost, caplog: pytest.LogCaptureFixture
) -> None:
    # Assist is running and has loaded English before the integration comes
    await assist(hass)
    assert await ask(hass, "who is the duck king") != "No Duck Pond is being played."
    assert not folder(hass).exists()
    with caplog.at_level(logging.INFO, logger=sentences.__name__):
        await set_up(hass)
    for lang in LANGUAGES:
        assert (folder(hass) / lang / "duck_pond.yaml").read_bytes() == OURS[lang]
    marker = json.loads((folder(hass) / MARKER).read_text())
    assert sorted(marker) == [f"{lang}/duck_pond.yaml" for lang in LANGUAGES]
    logged = [r for r in caplog.records if r.name == sentences.__name__]
    assert [r.levelno for r in logged] == [logging.INFO]
    assert "en/duck_pond.yaml (new)" in logged[0].getMessage()
    # the agent reloaded English: the question reaches Duck Pond's intent
    assert await ask(hass, "who is the duck king") == "No Duck Pond is being played."
    assert await ask(hass, "wer ist der Entenkönig", "de") == "Es läuft kein Duck Pond."


async def test_a_file_the_user_changed_is_left_alone_and_ours_are_updated(
    hass: HomeAssistant, host: FakeHost, caplog: pytest.LogCaptureFixture
) -> None:
    root = folder(hass)
    (root / "en").mkdir(parents=True)
    (root / "en" / "duck_pond.yaml").write_bytes(EDITED)
    # Dutch as an older version of ours wrote it (its hash in the marker)
    older = OURS["nl"].replace(b"wie is", b"wie was")
    assert older != OURS["nl"]
    (root / "nl").mkdir()
    (root / "nl" / "duck_pond.yaml").write_bytes(older)
    digest = sentences._digest(older)
    (root / MARKER).write_text(json.dumps({"nl/duck_pond.yaml": digest}))
    with caplog.at_level(logging.INFO, logger=sentences.__name__):
        await set_up(hass)
    assert (root / "en" / "duck_pond.yaml").read_bytes() == EDITED
    assert (root / "nl" / "duck_pond.yaml").read_bytes() == OURS["nl"]
    assert (root / "de" / "duck_pond.yaml").read_bytes() == OURS["de"]
    said = " ".join(r.getMessage() for r in caplog.records if r.name == sentences.__name__)
    assert "nl/duck_pond.yaml (updated)" in said and "de/duck_pond.yaml (new)" in said
    assert "left as they are" in said and "en/duck_pond.yaml" in said
    # the household's sentence is the one Assist knows
    await assist(hass)
    assert await ask(hass, "which player is the duck king") == "No Duck Pond is being played."
    assert await ask(hass, "who is the duck king") != "No Duck Pond is being played."
    # the next start changes nothing and keeps the user's file, and says so again
    marker = (root / MARKER).read_text()
    again = sentences.install(SOURCE, root)
    assert (again.written, again.updated, again.kept) == ([], [], ["en/duck_pond.yaml"])
    assert (root / MARKER).read_text() == marker
    assert (root / "en" / "duck_pond.yaml").read_bytes() == EDITED
