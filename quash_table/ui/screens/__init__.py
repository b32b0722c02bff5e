"""The menu screens, one file each; `base.py` holds what they share. Only the Navigator
(`ui/navigator.py`) imports them and knows which comes next."""
