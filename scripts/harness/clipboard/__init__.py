"""`make test-clipboard`: copying into the conversation on real clipboards (see __main__)."""
