"""Discord adapters (cogs) over the core in ``bot/``. Each cog only translates between Discord
interactions and the core's plain results; no rules logic lives here."""
