"""The analysis board in the browser (``connectx board``): a page served on 127.0.0.1 where you
play an agent or yourself, with every column's exact score beside the board."""
