"""Services: one per capability; typed requests in, typed results out."""
