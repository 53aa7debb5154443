"""Front ends without Discord: the command line (cli.py) and the offline console (console.py)."""
