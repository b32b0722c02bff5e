"""Small statistics for simulate/arena tables: 95% intervals without numpy."""

import math

Z95 = 1.959963984540054


def wilson(successes, n):
    """95% Wilson score interval for a proportion: (low, high)."""
    if n == 0:
        return (0.0, 0.0)
    p = successes / n
    den = 1 + Z95 * Z95 / n
    centre = (p + Z95 * Z95 / (2 * n)) / den
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 * Z95 / (4 * n * n)) / den
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_ci(values):
    """Mean and the half-width of its 95% interval (normal approximation)."""
    n = len(values)
    if n == 0:
        return (0.0, 0.0)
    m = sum(values) / n
    if n == 1:
        return (m, 0.0)
    var = sum((v - m) ** 2 for v in values) / (n - 1)
    return (m, Z95 * math.sqrt(var / n))


def percentile(values, q):
    """q in [0, 100]; nearest-rank on a sorted copy."""
    if not values:
        return 0.0
    s = sorted(values)
    k = max(0, min(len(s) - 1, int(math.ceil(q / 100 * len(s))) - 1))
    return s[k]
