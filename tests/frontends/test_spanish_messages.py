"""The CLI speaks the reader's language in their own messages (issue 24, review A35)."""

from __future__ import annotations

from bot.catalog import t
from bot.errors import BotError
from bot.frontends.cli import ArgumentParser, _argparse_detail


def test_argparse_messages_are_translated_and_usage_is_said_once():
    parser = ArgumentParser(prog="python -m bot")
    parser.add_argument("ref")
    try:
        parser.parse_args(["101.4", "--bogus"])
    except BotError as err:
        es = err.text("es")
        assert es.startswith("argumentos no reconocidos: --bogus. Uso: python -m bot") and "usage:" not in es
        assert err.text("en").startswith("unrecognized arguments: --bogus. Usage: python -m bot")
    else:
        raise AssertionError("--bogus was accepted")
    assert t("error.bad_arguments", "es", detail=_argparse_detail("the following arguments are required: ref"),
             usage="x").startswith("faltan estos argumentos: ref.")
    assert _argparse_detail("something argparse never said") == "something argparse never said"

