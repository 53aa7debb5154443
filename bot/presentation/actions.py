"""What each command and each button shows: a service call, then the message builder for its result.

The Discord cogs and the offline console both call these, so the console shows exactly what the
bot would post. Decisions (defaults, validation, look-ups) belong to the services; this module
only chooses which message to build. No Discord imports; errors are :class:`~bot.errors.BotError`.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from ..catalog import t
from ..errors import BotError
from ..i18n import normalize_lang
from .changes import changes_message, history_message
from .clicks import ROUTES, Click, ClickReply, route
from .define import define_message
from .ids import CARD_IDS, RULE_IDS, TABLE_IDS, CardId, RuleId, TableId, decode, prefix_of, split_rule_arg
from .model import Message
from .notice import bot_error_message, notice_message
from .rule import rule_list_message, rule_message, rules_listing_message
from .search import search_message
from .table_clicks import table_click
from .translate import translate_message

if TYPE_CHECKING:
    from ..services import Services

MESSAGE_CACHE_SIZE = 2048


class Actions:
    def __init__(self, services: Services) -> None:
        self.services = services
        self.rules = services.rules
        self._messages: OrderedDict[tuple[Any, ...], Message] = OrderedDict()

    # --- rules -----------------------------------------------------------------------------

    async def rule(self, ref: str, lang: str, *, version: str | None = None, page: int = 0,
                   ephemeral: bool = False) -> Message:
        """A rule message, from the current release or the one effective on ``version``. Rendered
        messages are the same for every user, so they are cached; callers must treat a returned
        message as read-only."""
        lang = normalize_lang(lang)
        r = await self.rules.rule(ref, lang, version)
        key = (id(self.rules.current), r.number, lang, r.effective, page, ephemeral)
        hit = self._messages.get(key)
        if hit is not None:
            self._messages.move_to_end(key)
            return hit
        release = None if r.current else r.effective
        children = await self.rules.related(r, "children") if r.kind in ("section", "heading") else None
        defined = await self.rules.rule(r.defined_in, lang, release) if r.defined_in else None
        msg = rule_message(r, page=page, ephemeral=ephemeral, children=children, defined=defined)
        msg.memo = {}  # shared from now on: read-only
        self._messages[key] = msg
        if len(self._messages) > MESSAGE_CACHE_SIZE:
            self._messages.popitem(last=False)
        return msg

    async def rule_list(self, kind: str, number: str, lang: str, *, version: str | None = None, page: int = 0,
                        ephemeral: bool = True) -> Message:
        """Subrules (``s``), examples (``x``) or see-also rules (``a``) of a rule."""
        r = await self.rules.rule(number, normalize_lang(lang), version)
        if kind == "x":
            return rule_list_message(kind, r, list(r.examples), page=page, ephemeral=ephemeral)
        if kind not in ("s", "a"):
            raise BotError.of("bad_component", "error.unknown_list")
        items = await self.rules.related(r, "children" if kind == "s" else "see_also")
        return rule_list_message(kind, r, items, page=page, ephemeral=ephemeral)

    # --- glossary, search, translation -----------------------------------------------------

    async def define(self, term: str, lang: str, *, page: int = 0, ephemeral: bool = False) -> Message:
        d = await self.rules.define(term, normalize_lang(lang))
        return define_message(d, glossary_index=self.rules.glossary_index(d), page=page, ephemeral=ephemeral)

    async def glossary(self, index: int, lang: str, *, page: int = 0, ephemeral: bool = False) -> Message:
        d = await self.rules.glossary_entry(index, normalize_lang(lang))
        return define_message(d, glossary_index=self.rules.glossary_index(d), page=page, ephemeral=ephemeral)

    async def search(self, query: str, lang: str, *, search_lang: str = "auto", limit: int = 10,
                     ephemeral: bool = False) -> Message:
        await self.services.search.ready()  # built off the event loop, within its deadline
        s = self.services.search.search(query, search_lang, limit)
        return search_message(s, normalize_lang(lang), ephemeral=ephemeral,
                              glossary_ids=self.rules.glossary_ids())

    async def translate(self, term: str, lang: str, *, from_lang: str | None = None,
                        ephemeral: bool = False) -> Message:
        d = self.services.translate.translate(term, from_lang)
        return translate_message(d, normalize_lang(lang), ephemeral=ephemeral)

    async def autocomplete(self, partial: str, lang: str, limit: int = 25) -> list[dict[str, str]]:
        if not self.services.search.is_ready:  # typing must stay fast: no suggestions until it is built
            self.services.search.start()
            return []
        return self.services.search.autocomplete(partial, lang, limit)

    # --- changes -----------------------------------------------------------------------------

    async def changes(self, lang: str, *, from_: str | None = None, to: str | None = None, rule: str | None = None,
                      page: int = 0, ephemeral: bool = False) -> Message:
        """A diff between two releases (default: the two newest), or a rule's history when only
        ``rule`` is given."""
        lang = normalize_lang(lang)
        if rule and not from_ and not to:
            return await self.history(rule, lang, ephemeral=ephemeral)
        d = await self.rules.changes(from_, to, rule)
        return changes_message(d, lang, page=page, ephemeral=ephemeral)

    async def history(self, rule: str, lang: str, *, ephemeral: bool = False) -> Message:
        return history_message(await self.rules.history(rule), normalize_lang(lang), ephemeral=ephemeral)

    # --- the "Explain rules cited" context menu ----------------------------------------------

    async def explain(self, text: str, lang: str, *, ephemeral: bool = True) -> list[Message]:
        lang = normalize_lang(lang)
        rules, missing, more = await self.rules.explain(text, lang)
        note = t("explain.missing", lang, items=", ".join(missing)) if missing else None
        if more:
            note = (note + "\n" if note else "") + t("explain.more", lang, n=more)
        if not rules:
            return [notice_message(note or t("explain.none", lang), lang, ephemeral=ephemeral)]
        title = t("explain.title", lang, n=len(rules))
        return rules_listing_message(title, rules, lang, ephemeral=ephemeral, note=note)

    # --- components: one route per custom-id prefix ---------------------------------------------

    async def click(self, click: Click) -> ClickReply:
        """Any button or menu, from any front end: the custom id is decoded once and the handler
        :data:`.clicks.ROUTES` names for its prefix answers. An id no grammar reads, or one whose
        prefix has no handler, is a ``BotError``."""
        decoded = decode(click.custom_id)
        handler = ROUTES.get(prefix_of(click.custom_id))
        if decoded is None or handler is None:
            raise BotError.of("bad_component", "error.button_unknown")
        return await handler(self, decoded, click)

    async def component(self, custom_id: str, values: list[str] | None, *, user_id: int,
                        message_ephemeral: bool = False, message_owner: int | None = None) -> tuple[Message, str]:
        """An ``mtg:`` click as (message, mode): :meth:`click` for callers that only press rules buttons."""
        reply = await self.click(Click(custom_id, user_id, values=tuple(values or ()),
                                       message_ephemeral=message_ephemeral, message_owner=message_owner))
        if reply.message is None:
            raise BotError.of("bad_component", "error.button_unknown")
        return reply.message, reply.mode

    @route(RULE_IDS)
    async def rules_click(self, p: RuleId, click: Click) -> ClickReply:
        """An ``mtg:`` button or select.

        In a private message the view is updated in place. In a public one, a page turn by the user
        the message answered (``message_owner``: the message's interaction user) also updates it in
        place; anything else opens a new private message for the clicker, so nobody changes what
        others are reading.
        """
        action, lang, page, arg = p.action, p.lang, p.page, p.arg
        in_place = click.message_ephemeral or (p.nav and click.message_owner is not None
                                               and click.message_owner == click.user_id)
        private = click.message_ephemeral if in_place else True
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
            msg = await self._picked(click.values, lang, private)
        else:  # "n": the disabled page indicator
            raise BotError.of("bad_component", "error.button_inert")
        return ClickReply(msg, "update" if in_place else "new")

    async def _picked(self, values: tuple[str, ...], lang: str, private: bool) -> Message:
        """An ``mtg:o`` menu's option: ``r:<rule>`` or ``g:<glossary index>``."""
        kind, _, key = (values or ("",))[0].partition(":")
        if kind == "r":
            number, version = split_rule_arg(key)
            return await self.rule(number, lang, version=version, ephemeral=private)
        if kind == "g":
            return await self.glossary(_int(key), lang, ephemeral=private)
        raise BotError.of("bad_component", "error.nothing_selected")

    @route(CARD_IDS)
    async def card_click(self, p: CardId, click: Click) -> ClickReply:
        """A ``crd:`` button: a rulings page turned in place for the user the message answered,
        else a new private message; "Resolve" hands the card back for the front end to ask who plays."""
        from ..services.cards import result_for
        from .card import card_message

        service = await self.services.open_cards()
        if service is None:
            raise BotError.of("no_cards", "cards.error.no_cards")
        card = await service.by_key(p.key)
        if card is None:
            raise BotError.of("not_found", "cards.error.unknown_card")
        result = result_for(card, p.lang)
        if p.action == "v":
            return ClickReply(None, resolve=result)
        in_place = click.message_ephemeral or (click.message_owner is not None and click.message_owner == click.user_id)
        msg = card_message(result, page=p.page, ephemeral=click.message_ephemeral if in_place else True)
        return ClickReply(msg, "update" if in_place else "new")

    @route(TABLE_IDS)
    async def table_click(self, p: TableId, click: Click) -> ClickReply:
        """A ``tbl:`` button or menu of a table game (:mod:`.table_clicks`)."""
        return await table_click(self.services.table, p, click)

    def error(self, exc: BotError, lang: str) -> Message:
        return bot_error_message(exc, lang)


def _int(value: str) -> int:
    try:
        return int(value)
    except ValueError:
        raise BotError.of("bad_component", "error.button_broken") from None

