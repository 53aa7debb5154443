"""The Discord application's process runtime: what runs the bot, not what it answers.

``runner`` (the ``MTGBot`` process and its composition root: services, extensions, error
handling, heartbeat), ``cluster`` (the supervisor of several bot processes), ``connect`` (reaching
Discord, retries and fatal closes), ``identify`` and ``gateway_pacing`` (IDENTIFY pacing across
processes), ``gateway_guard`` (malformed frames dropped) and ``lifecycle`` (signals). The cogs
(``cogs/``) are the thin adapters it loads; they know the bot only through ``cogs.host.BotHost``.
"""
