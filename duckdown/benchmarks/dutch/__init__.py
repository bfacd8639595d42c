"""Dutch's own analyses (`duckdown bench ceiling --game dutch`): its counting bot shown every
card, against the levels a table can get. They read Dutch's state, so they belong to the game."""
