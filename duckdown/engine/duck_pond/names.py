"""Names (rulings 7, 12-14): matching, and the checks software can judge.

Two names match when equal after trimming, NFKC, casefolding and removing spaces, punctuation
and invisible format characters (so "Jef-fery" and a zero-width space cannot dodge a ban).
Subtler impersonation and names against household standards are the Judge's to strip.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

DISPLAY_MAX = 40  # ruling 7
_DROP = ("P", "Z", "Cf")  # punctuation, separators (spaces), format characters


def key(name: str) -> str:
    """The form two names are compared in (ruling 12)."""
    text = unicodedata.normalize("NFKC", name.strip()).casefold()
    text = unicodedata.normalize("NFKC", text)
    return "".join(c for c in text if not unicodedata.category(c).startswith(_DROP))


def shape_problem(name: str, low: int, high: int, what: str = "A duck's name") -> str | None:
    """Why `name` cannot be a name at all (length, control characters), or None."""
    trimmed = name.strip()
    if any(unicodedata.category(c) in ("Cc", "Zl", "Zp") for c in name):
        return f"{what} may not hold control characters or line breaks."
    if len(trimmed) < low:
        return f"{what} needs at least {low} character{'s' if low != 1 else ''}."
    if len(trimmed) > high:
        return f"{what} may have at most {high} characters; this one has {len(trimmed)}."
    if not key(trimmed):
        return f"{what} needs a letter or digit, not only spaces and punctuation."
    return None


def banned_match(name_key: str, banned: Iterable[str]) -> str | None:
    """The banned name `name_key` matches, if any."""
    for word in banned:
        if key(word) == name_key:
            return word
    return None


def text_problem(text: object, high: int, what: str, *, lines: bool = True) -> str | None:
    """Why `text` cannot be a free text (a proposal, a request, a reason), or None. Line breaks
    and tabs are fine where `lines`; other control characters never are."""
    if not isinstance(text, str):
        return f"{what} must be text."
    allowed = "\n\r\t" if lines else ""
    if any(unicodedata.category(c) == "Cc" and c not in allowed for c in text):
        return f"{what} may not hold control characters."
    trimmed = text.strip()
    if not trimmed:
        return f"{what} may not be empty."
    if len(trimmed) > high:
        return f"{what} may have at most {high} characters; this one has {len(trimmed)}."
    return None
