"""The app's screens: title, new game, one per game, help, handover and game over."""
