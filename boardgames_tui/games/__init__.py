"""One package per game, named as its rules package, with the same module names in each.

``screen.py`` (the game screen, exported as ``SCREEN``), ``board.py`` (the board drawing),
``panels.py`` (the side column's panels), and beside them whatever pieces that game's board
needs.  ``screens/registry.py`` finds a game's screen here by the game's name.
"""
