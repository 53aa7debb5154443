"""Message data: what the bot posts, as plain dataclasses (no Discord import).

``cogs/ui.py`` turns a :class:`Message` into discord.py objects; the console prints it as text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Button:
    label: str
    custom_id: str | None = None
    style: str = "secondary"
    url: str | None = None
    disabled: bool = False


@dataclass
class SelectOption:
    label: str
    value: str
    description: str | None = None
    default: bool = False


@dataclass
class Select:
    custom_id: str
    options: list[SelectOption]
    placeholder: str | None = None
    min_values: int = 1
    max_values: int = 1
    disabled: bool = False


@dataclass
class Field:
    name: str
    value: str
    inline: bool = False


@dataclass
class Embed:
    title: str | None = None
    description: str | None = None
    fields: list[Field] = field(default_factory=list)
    footer: str | None = None
    url: str | None = None
    color: int | None = None
    author: str | None = None

    def total(self) -> int:
        """Characters counted against the 6000 limit (trimmed, as Discord counts them)."""
        parts = [self.title, self.description, self.footer, self.author]
        parts += [f.name for f in self.fields] + [f.value for f in self.fields]
        return sum(len(p.strip()) for p in parts if p)


Row = list[Button | Select]  # a row: up to five Buttons, or exactly one Select


@dataclass
class Message:
    """One message as the bot would post it. Mentions are always disabled when sent."""

    content: str | None = None
    embeds: list[Embed] = field(default_factory=list)
    components: list[Row] = field(default_factory=list)
    ephemeral: bool = False
    clamped: bool = False  # set by finish() if a limit had to be enforced by cutting
    #: ``None`` for a message built for one reply. A dict marks a cached, shared, read-only message:
    #: an adapter may keep its conversion of the message here instead of redoing it every send.
    memo: dict[str, Any] | None = field(default=None, compare=False, repr=False)

    @property
    def embed(self) -> Embed | None:
        return self.embeds[0] if self.embeds else None

    def buttons(self) -> list[Button]:
        return [item for row in self.components for item in row if isinstance(item, Button)]

    def selects(self) -> list[Select]:
        return [item for row in self.components for item in row if isinstance(item, Select)]

    def button(self, custom_id_prefix: str) -> Button | None:
        return next((b for b in self.buttons() if (b.custom_id or "").startswith(custom_id_prefix)), None)
