"""Board, map and deck data and the in-app rules text, one folder per game."""
