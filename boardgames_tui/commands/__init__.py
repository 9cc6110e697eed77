"""The ``boardgames`` sub-commands that need no Textual app; ``cli.py`` parses and dispatches."""
