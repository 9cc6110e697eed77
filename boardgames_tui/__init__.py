"""The Textual app of the boardgames suite."""

# The one place the release is written: pyproject.toml reads it (dynamic version), and
# `boardgames --version` prints it without reading package metadata.
__version__ = "0.1.0"
