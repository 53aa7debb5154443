"""The ``tbl:`` handler: a table game's buttons and menus (open my prompt, turn its page, pick,
confirm, choose nothing, cancel), the same for Discord and any front end that shows the buttons.

Strangers and players out of turn get a private notice and the session is unchanged (the
session's own checks raise :class:`~bot.services.table_session.TableError`).
"""

from __future__ import annotations

from ..catalog import t
from ..services.table import TableService
from ..services.table_session import TableError, TableSession
from .clicks import Click, ClickReply
from .ids import TableId
from .limits import SELECT_OPTIONS_MAX
from .model import Message
from .notice import notice_message
from .table import table_prompt_message


async def table_click(tables: TableService, tid: TableId, click: Click) -> ClickReply:
    session = tables.get(tid.session)
    if session is None or not session.is_open:
        return ClickReply(notice_message(t("table.ended", click.lang), click.lang))
    try:
        return await _act(session, tid, click)
    except TableError as exc:
        return ClickReply(notice_message(exc.text(click.lang), click.lang))


async def _act(session: TableSession, tid: TableId, click: Click) -> ClickReply:
    user, seq, lang = click.user_id, tid.seq, session.lang
    if tid.action == "open":
        return ClickReply(table_prompt_message(session.check_turn(user), lang))
    if tid.action == "page":
        return ClickReply(table_prompt_message(session.check_turn(user, seq), lang, page=_page(tid.arg)), "update")
    if tid.action == "pick":
        prompt = session.check_turn(user, seq)
        page = _page(tid.arg)
        if len(prompt.options) > SELECT_OPTIONS_MAX and prompt.max_count > 1:  # a draft across pages
            page_keys = [o.key for o in prompt.options[page * SELECT_OPTIONS_MAX:(page + 1) * SELECT_OPTIONS_MAX]]
            session.set_draft(user, seq, page_keys, list(click.values))
            return ClickReply(table_prompt_message(session.check_turn(user, seq), lang, page=page), "update")
        return _submit(session, list(click.values), click, seq)
    if tid.action == "confirm":
        view = session.prompt_view()
        return _submit(session, list(view.draft) if view else [], click, seq)
    if tid.action == "none":
        return _submit(session, [], click, seq)
    if tid.action == "cancel":
        await session.cancel(user, force=click.can_manage)
        return ClickReply(notice_message(t("table.cancelled", click.lang), click.lang))
    return ClickReply(notice_message(t("table.not_waiting", click.lang), click.lang))


def _submit(session: TableSession, keys: list[str], click: Click, seq: int) -> ClickReply:
    """Say what was chosen in place of the prompt, then play the answer: the next status (or the
    result) is posted by the session's listener; a refusal at that point is a private follow-up."""
    labels = session.validate(click.user_id, keys, seq)
    lang = session.lang
    text = t("table.you_chose", lang, items=", ".join(labels)) if labels else t("table.you_chose_nothing", lang)

    async def play() -> Message | None:
        try:
            await session.submit(click.user_id, keys, seq)
        except TableError as exc:
            return notice_message(exc.text(lang), lang)
        return None

    return ClickReply(notice_message(text, lang), "update", after=play)


def _page(arg: str | None) -> int:
    try:
        return max(0, int(arg or 0))
    except ValueError:
        return 0
