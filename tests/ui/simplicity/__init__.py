"""Simplicity's screen, board and panels, driven through the real app."""
