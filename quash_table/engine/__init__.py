"""Game-agnostic engine: contract, cards, dice, randomness, matches and saves. Never imports pygame."""
