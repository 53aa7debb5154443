"""The card model: one card per Oracle name, its faces, rulings and Spanish printed text.

Plain frozen dataclasses, no I/O. ``to_dict``/``from_dict`` give the JSON that storage keeps, so
a backend never needs to know the fields.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

#: Between the faces of a split, double-faced, adventure or flip card, as on Scryfall and MTGJSON.
FACE_SEPARATOR = " // "


@dataclass(frozen=True, slots=True)
class Ruling:
    date: str  # ISO date, as MTGJSON gives it
    text: str

    def to_dict(self) -> dict[str, str]:
        return {"date": self.date, "text": self.text}


@dataclass(frozen=True, slots=True)
class Printed:
    """A face's printed text in one language other than English (not authoritative: Oracle is)."""

    name: str
    text: str = ""
    type_line: str = ""


@dataclass(frozen=True, slots=True)
class Face:
    name: str
    mana_cost: str = ""
    type_line: str = ""
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    #: language code ("es") → that language's printed face
    printed: dict[str, Printed] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"name": self.name, "mana_cost": self.mana_cost, "type_line": self.type_line,
                               "oracle_text": self.oracle_text}
        for key in ("power", "toughness", "loyalty"):
            if getattr(self, key) is not None:
                out[key] = getattr(self, key)
        if self.printed:
            out["printed"] = {lang: {"name": p.name, "text": p.text, "type_line": p.type_line}
                              for lang, p in self.printed.items()}
        return out

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Face:
        printed = {lang: Printed(p["name"], p.get("text", ""), p.get("type_line", ""))
                   for lang, p in (d.get("printed") or {}).items()}
        return cls(d["name"], d.get("mana_cost", ""), d.get("type_line", ""), d.get("oracle_text", ""),
                   d.get("power"), d.get("toughness"), d.get("loyalty"), printed)


@dataclass(frozen=True, slots=True)
class Card:
    """One card as MTGJSON's AtomicCards keys it: ``name`` is the full Oracle name
    ("Fire // Ice" for a split card)."""

    name: str
    layout: str
    faces: tuple[Face, ...]
    rulings: tuple[Ruling, ...] = ()

    @property
    def mana_cost(self) -> str:
        return FACE_SEPARATOR.join(f.mana_cost for f in self.faces if f.mana_cost)

    @property
    def type_line(self) -> str:
        return FACE_SEPARATOR.join(f.type_line for f in self.faces)

    @property
    def oracle_text(self) -> str:
        """One face's text, or each face headed by its name (a split card's halves are separate)."""
        if len(self.faces) == 1:
            return self.faces[0].oracle_text
        return "\n\n".join(f"{f.name}\n{f.oracle_text}".rstrip() for f in self.faces)

    def printed_name(self, lang: str) -> str | None:
        names = [f.printed[lang].name for f in self.faces if lang in f.printed]
        if len(names) != len(self.faces):
            return None
        return FACE_SEPARATOR.join(names)

    def printed_text(self, lang: str) -> str | None:
        if not all(lang in f.printed for f in self.faces):
            return None
        if len(self.faces) == 1:
            return self.faces[0].printed[lang].text
        return "\n\n".join(f"{f.printed[lang].name}\n{f.printed[lang].text}".rstrip() for f in self.faces)

    def names(self) -> list[tuple[str, str]]:
        """Every name a player may call this card by, as ``(name, lang)``: the full name, each
        face, the Spanish printed names (full and per face)."""
        out: list[tuple[str, str]] = [(self.name, "en")]
        if len(self.faces) > 1:
            out += [(f.name, "en") for f in self.faces]
        langs = {lang for f in self.faces for lang in f.printed}
        for lang in sorted(langs):
            full = self.printed_name(lang)
            if full:
                out.append((full, lang))
            if len(self.faces) > 1:
                out += [(f.printed[lang].name, lang) for f in self.faces if lang in f.printed]
        return list(dict.fromkeys(out))

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "layout": self.layout, "faces": [f.to_dict() for f in self.faces],
                "rulings": [r.to_dict() for r in self.rulings]}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Card:
        return cls(d["name"], d.get("layout", "normal"), tuple(Face.from_dict(f) for f in d["faces"]),
                   tuple(Ruling(r["date"], r["text"]) for r in d.get("rulings", [])))


@dataclass(frozen=True, slots=True)
class CardText:
    """What the resolver needs from a card found by name: its Oracle text (authoritative) and, in
    Spanish, the printed text beside it for display."""

    name: str
    oracle_text: str
    type_line: str
    mana_cost: str
    lang: str
    printed_name: str | None = None
    printed_text: str | None = None
    faces: tuple[Face, ...] = ()


#: The resolver's card lookup, injected so the resolver never imports storage or services: a
#: name (English or Spanish, exact or fuzzy) and a language → the card's text, or ``None``.
#: :meth:`bot.services.cards.CardsService.oracle_text_for` is one.
CardLookup = Callable[[str, str], Awaitable[CardText | None]]
