"""What each command and each button does, as plain data: core calls → :mod:`bot.presentation` messages.

The Discord cogs and the offline console both call these, so the console shows exactly what the
bot would post. No Discord imports; errors are :class:`~bot.errors.BotError`.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from ..errors import BotError, NotFound
from ..i18n import normalize_lang
from ..i18n.catalog import t
from ..rules.numbers import find_references
from .changes import changes_message, history_message
from .define import define_message
from .ids import parse_custom_id, split_rule_arg
from .model import Message
from .notice import error_message, notice_message
from .rule import rule_list_message, rule_message, rules_listing_message
from .sanitize import cut
from .search import search_message
from .translate import translate_message

MAX_EXPLAIN_REFS = 25
DIFF_CACHE_SIZE = 32
VIEW_CACHE_SIZE = 8192
MESSAGE_CACHE_SIZE = 2048


class Actions:
    def __init__(self, core: Any) -> None:
        self.core = core
        self._glossary_ids: dict[str, int] | None = None
        self._glossary_book: Any = None
        self._diffs: OrderedDict[tuple[str, str, str | None], dict[str, Any]] = OrderedDict()
        self._views: OrderedDict[tuple[Any, ...], dict[str, Any]] = OrderedDict()
        self._messages: OrderedDict[tuple[Any, ...], Message] = OrderedDict()

    # --- rules -----------------------------------------------------------------------------

    async def rule_view(self, ref: str, lang: str, version: str | None = None) -> dict[str, Any]:
        """``core.rule`` with a cache: the loaded releases and the translation do not change while
        the bot runs (a new current release starts a new cache)."""
        book = await self.core.book(version) if version else self.core.library.current
        key = (id(book), " ".join(ref.split()).casefold(), lang)
        hit = self._views.get(key)
        if hit is not None:
            self._views.move_to_end(key)
            return hit
        view = await self.core.rule(ref, lang, book.effective_iso)
        self._views[key] = view
        if len(self._views) > VIEW_CACHE_SIZE:
            self._views.popitem(last=False)
        return view

    async def rule(self, ref: str, lang: str, *, version: str | None = None, page: int = 0,
                   ephemeral: bool = False) -> Message:
        """A rule message, from the current release or the one effective on ``version``. Rendered
        messages are the same for every user, so they are cached too; callers must treat a
        returned message as read-only."""
        lang = normalize_lang(lang)
        r = await self.rule_view(ref, lang, version)
        version = None if r["current"] else r["effective"]
        key = (id(self.core.library.current), r["number"], lang, version, page, ephemeral)
        hit = self._messages.get(key)
        if hit is not None:
            self._messages.move_to_end(key)
            return hit
        children = None
        if r.get("kind") in ("section", "heading"):
            children = [await self.rule_view(n, lang, version) for n in r.get("children", [])]
        defined = await self.rule_view(r["defined_in"], lang, version) if r.get("defined_in") else None
        msg = rule_message(r, page=page, ephemeral=ephemeral, children=children, defined=defined)
        msg.memo = {}  # shared from now on: read-only
        self._messages[key] = msg
        if len(self._messages) > MESSAGE_CACHE_SIZE:
            self._messages.popitem(last=False)
        return msg

    async def rule_list(self, kind: str, number: str, lang: str, *, version: str | None = None, page: int = 0,
                        ephemeral: bool = True) -> Message:
        lang = normalize_lang(lang)
        r = await self.rule_view(number, lang, version)
        version = None if r["current"] else r["effective"]
        items: list[Any]
        if kind == "x":
            items = list(r.get("examples", []))
        elif kind == "s":
            items = [await self.rule_view(n, lang, version) for n in r.get("children", [])]
        elif kind == "a":
            items = []
            for n in r.get("see_also", []):
                try:
                    items.append(await self.rule_view(n, lang, version))
                except BotError:
                    continue
        else:
            raise BotError("bad_component", "Unknown list.")
        return rule_list_message(kind, r, items, page=page, ephemeral=ephemeral)

    # --- glossary, search, translation -------------------------------------------------------------

    def glossary_ids(self) -> dict[str, int]:
        """Every glossary name, alias and Spanish term (casefolded) → its index in the current glossary."""
        book = self.core.library.current
        if self._glossary_ids is None or self._glossary_book is not book:
            ids: dict[str, int] = {}
            translations = getattr(self.core, "translations", None)
            for i, entry in enumerate(book.glossary):
                names = [entry.name, entry.headword, *entry.terms]
                if translations is not None:
                    _, es_term = translations.glossary(entry)
                    if es_term:
                        names.append(es_term)
                for name in names:
                    ids.setdefault(name.casefold(), i)
            self._glossary_ids, self._glossary_book = ids, book
        return self._glossary_ids

    def glossary_names(self, lang: str) -> list[str]:
        """Display names of glossary entries for autocomplete (Spanish terms first in Spanish)."""
        book = self.core.library.current
        key = (id(book), normalize_lang(lang))
        cache = self.__dict__.setdefault("_names_cache", {})
        if key not in cache:
            names: list[str] = []
            seen: set[str] = set()
            translations = getattr(self.core, "translations", None)
            for entry in book.glossary:
                candidates = [entry.name]
                if key[1] == "es" and translations is not None:
                    _, es_term = translations.glossary(entry)
                    if es_term:
                        candidates.insert(0, es_term)
                for name in candidates:
                    if name.casefold() not in seen:
                        seen.add(name.casefold())
                        names.append(name)
            cache[key] = names
        return cache[key]

    def _glossary_index(self, d: dict[str, Any]) -> int | None:
        english = (d.get("english") or {}).get("term") or d.get("term", "")
        return self.glossary_ids().get(english.casefold())

    async def define(self, term: str, lang: str, *, page: int = 0, ephemeral: bool = False) -> Message:
        d = await self.core.define(term, normalize_lang(lang))
        return define_message(d, glossary_index=self._glossary_index(d), page=page,
                                     ephemeral=ephemeral)

    async def glossary(self, index: int, lang: str, *, page: int = 0,
                       ephemeral: bool = False) -> Message:
        glossary = self.core.library.current.glossary
        if not 0 <= index < len(glossary):
            raise NotFound("That glossary entry no longer exists.")
        d = await self.core.define(glossary[index].name, normalize_lang(lang))
        return define_message(d, glossary_index=self._glossary_index(d), page=page,
                                     ephemeral=ephemeral)

    async def search(self, query: str, lang: str, *, search_lang: str = "auto", limit: int = 10,
                     ephemeral: bool = False) -> Message:
        s = await self.core.search(query, search_lang or "auto", limit)
        return search_message(s, lang, ephemeral=ephemeral, glossary_ids=self.glossary_ids())

    async def translate(self, term: str, lang: str, *, from_lang: str | None = None,
                        ephemeral: bool = False) -> Message:
        # The core finds the term in either language; ``from_lang`` only says which to try first.
        d = await self.core.translate(term, from_lang if from_lang in ("en", "es") else "en")
        return translate_message(d, normalize_lang(lang), ephemeral=ephemeral)

    async def autocomplete(self, partial: str, lang: str, limit: int = 25) -> list[dict[str, str]]:
        """At most 25 ``{"name", "value"}`` suggestions, each ≤ 100 characters."""
        items = await self.core.autocomplete(partial or "", normalize_lang(lang), min(limit, 25))
        out = []
        for item in items[:25]:
            name = cut(str(item.get("name", "")), 100)
            value = str(item.get("value", ""))[:100]
            if name and value:
                out.append({"name": name, "value": value})
        return out

    # --- changes ------------------------------------------------------------------------------

    async def _diff(self, from_: str, to: str, rule: str | None) -> dict[str, Any]:
        key = (from_, to, rule)
        if key in self._diffs:
            self._diffs.move_to_end(key)
            return self._diffs[key]
        d = await self.core.diff(from_, to, rule)
        self._diffs[key] = d
        if len(self._diffs) > DIFF_CACHE_SIZE:
            self._diffs.popitem(last=False)
        return d

    async def changes(self, lang: str, *, from_: str | None = None, to: str | None = None, rule: str | None = None,
                      page: int = 0, ephemeral: bool = False) -> Message:
        """A diff between two releases (default: the two newest), or a rule's history when only
        ``rule`` is given."""
        lang = normalize_lang(lang)
        versions = self.core.versions()
        if rule and not from_ and not to:
            return await self.history(rule, lang, ephemeral=ephemeral)
        if not from_ or not to:
            if len(versions) < 2:
                raise BotError("not_enough_versions",
                               t("discord.changes.one_version", lang, version=versions[0] if versions else "—"),
                               versions)
            from_ = from_ or (versions[-2] if to in (None, versions[-1]) else versions[0])
            to = to or versions[-1]
        number = None
        if rule:
            from ..rules.numbers import parse_reference

            number = parse_reference(rule) if _looks_numeric(rule) else self.core.library.lookup(rule).number
        d = await self._diff(from_, to, number)
        return changes_message(d, lang, rule=number, page=page, ephemeral=ephemeral)

    async def history(self, rule: str, lang: str, *, ephemeral: bool = False) -> Message:
        """Where a current rule was in each earlier release: moved, changed, unchanged or added."""
        lang = normalize_lang(lang)
        number = self.core.library.lookup(rule).number
        versions = self.core.versions()
        entries: list[dict[str, Any]] = []
        current = number
        pairs = list(zip(versions, versions[1:]))
        for old, new in reversed(pairs):
            try:
                d = await self._diff(old, new, current)
            except NotFound:
                entries.append({"event": "added", "to": new, "number": current})
                break
            moved = next((m for m in d.get("moved", []) if m["to"] == current), None)
            if moved:
                entries.append({"event": "moved_changed" if moved.get("changed") else "moved", "to": new,
                                "from": old, "from_number": moved["from"], "number": current,
                                "old": moved.get("old"), "new": moved.get("new")})
                current = moved["from"]
                continue
            changed = next((c for c in d.get("changed", []) if c["number"] == current), None)
            if changed:
                entries.append({"event": "changed", "to": new, "from": old, "number": current,
                                "old": changed["old"], "new": changed["new"]})
                continue
            if current in d.get("added", []):
                entries.append({"event": "added", "to": new, "number": current})
                break
            entries.append({"event": "unchanged", "to": new, "from": old, "number": current})
        else:
            if versions:
                entries.append({"event": "present", "to": versions[0], "number": current})
        if len(versions) < 2:
            entries = []
        return history_message(number, entries, lang, ephemeral=ephemeral)

    # --- the "Explain rules cited" context menu ---------------------------------------------------

    async def explain(self, text: str, lang: str, *, ephemeral: bool = True) -> list[Message]:
        lang = normalize_lang(lang)
        refs = find_references(text or "")
        if not refs:
            return [notice_message(t("discord.explain.none", lang), lang, ephemeral=ephemeral)]
        rules, missing = [], []
        for number in refs[:MAX_EXPLAIN_REFS]:
            try:
                rules.append(await self.core.rule(number, lang))
            except BotError:
                missing.append(number)
        note = None
        extra = refs[MAX_EXPLAIN_REFS:]
        if missing:
            note = t("discord.explain.missing", lang, items=", ".join(missing))
        if extra:
            note = (note + "\n" if note else "") + t("discord.explain.more", lang, n=len(extra))
        if not rules:
            return [notice_message(note or t("discord.explain.none", lang), lang, ephemeral=ephemeral)]
        title = t("discord.explain.title", lang, n=len(rules))
        return rules_listing_message(title, rules, lang, ephemeral=ephemeral, note=note)

    # --- components ----------------------------------------------------------------------------

    async def component(self, custom_id: str, values: list[str] | None, *, user_id: int,
                        message_ephemeral: bool = False, message_owner: int | None = None) -> tuple[Message, str]:
        """A click on an ``mtg:`` button or select → (message, ``"update"`` or ``"new"``).

        In a private message the view is updated in place. In a public one, a page turn by the user
        the message answered (``message_owner``: the message's interaction user) also updates it in
        place; anything else opens a new private message for the clicker, so nobody changes what
        others are reading.
        """
        p = parse_custom_id(custom_id)
        if p is None or p["kind"] != "mtg":
            raise BotError("bad_component", "This button is not recognised.")
        action, lang, page, arg = p["action"], p["lang"], p["page"], p["arg"]
        in_place = message_ephemeral or (p["nav"] and message_owner is not None and message_owner == user_id)
        private = message_ephemeral if in_place else True
        if action == "r":
            number, version = split_rule_arg(arg)
            msg = await self.rule(number, lang, version=version, page=page, ephemeral=private)
        elif action in ("s", "x", "a"):
            number, version = split_rule_arg(arg)
            msg = await self.rule_list(action, number, lang, version=version, page=page, ephemeral=private)
        elif action == "g":
            msg = await self.glossary(_int(arg), lang, page=page, ephemeral=private)
        elif action == "q":
            msg = await self.search(arg, lang, ephemeral=private)
        elif action == "c":
            from_, _, rest = arg.partition("|")
            to, _, rule = rest.partition("|")
            msg = await self.changes(lang, from_=from_, to=to, rule=rule or None, page=page, ephemeral=private)
        elif action == "o":
            value = (values or [""])[0]
            kind, _, key = value.partition(":")
            if kind == "r":
                number, version = split_rule_arg(key)
                msg = await self.rule(number, lang, version=version, ephemeral=private)
            elif kind == "g":
                msg = await self.glossary(_int(key), lang, ephemeral=private)
            else:
                raise BotError("bad_component", "Nothing was selected.")
        else:  # "n": the disabled page indicator
            raise BotError("bad_component", "This button does nothing.")
        return msg, ("update" if in_place else "new")

    def error(self, exc: BotError, lang: str) -> Message:
        return error_message(exc.code, exc.message, lang, exc.suggestions)


def _int(value: str) -> int:
    try:
        return int(value)
    except ValueError:
        raise BotError("bad_component", "This button is broken.") from None


def _looks_numeric(text: str) -> bool:
    from ..rules.numbers import looks_like_reference

    return looks_like_reference(text)
