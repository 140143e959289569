"""`make test-terminals` (its program: __main__): pictures and screenshots
(`pictures`), the X server and windows (`display`), the terminal emulators (`emulators`) and a
run in one of them (`session`)."""
