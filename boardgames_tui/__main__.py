"""``python -m boardgames_tui``: the ``boardgames`` command."""

import sys

from boardgames_tui.cli import main

sys.exit(main())
