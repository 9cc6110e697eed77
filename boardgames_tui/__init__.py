"""The Textual app of the boardgames suite."""
