"""Continental on screen: its game screen, board drawing and panels."""
