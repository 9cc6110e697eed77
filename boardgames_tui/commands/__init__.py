"""The ``boardgames`` sub-commands that need no Textual app; ``cli.py`` parses and dispatches."""


class UsageError(Exception):
    """A command cannot do what it was asked: ``cli.main`` prints the message, exit code 2."""
