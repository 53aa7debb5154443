"""Presentation: service results turned into message data (content, embeds, components).

No Discord import here. One module per kind of message; each builder returns a
:class:`~bot.presentation.model.Message` that obeys Discord's limits by construction (long texts
are paged, never cut mid-rule) and passes through :func:`~bot.presentation.limits.finish`.
``cogs/ui.py`` turns message data into discord.py objects, the console into text.
"""

from .changes import changes_message, history_message
from .define import define_message
from .ids import mtg_id, parse_custom_id, split_rule_arg, table_id
from .limits import SELECT_OPTIONS_MAX, finish, validate
from .model import Button, Embed, Field, Message, Select, SelectOption
from .notice import bot_error_message, error_message, notice_message
from .paging import paginate
from .resolve import resolution_messages
from .rule import rule_list_message, rule_message, rules_listing_message
from .sanitize import clip, cut, escape_user, neutralize
from .search import search_message
from .settings import settings_message
from .table import table_answer_line, table_prompt_message, table_status_message
from .translate import translate_message

__all__ = [
    "SELECT_OPTIONS_MAX", "Button", "Embed", "Field", "Message", "Select", "SelectOption", "changes_message",
    "bot_error_message", "clip", "cut",
    "define_message", "error_message", "escape_user", "finish", "history_message", "mtg_id", "neutralize",
    "notice_message", "paginate", "parse_custom_id", "resolution_messages", "rule_list_message",
    "rule_message", "rules_listing_message", "search_message", "settings_message", "split_rule_arg",
    "table_answer_line", "table_id", "table_prompt_message", "table_status_message", "translate_message",
    "validate",
]
