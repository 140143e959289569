"""Waiting on a condition with a deadline: the harness's one way to wait for a file, a window, a
process or a server."""
import time


def wait_for(condition, timeout, step=0.05, what=None):
    """Calls condition every `step` seconds until it returns something true, and returns that.
    After `timeout` seconds: raises TimeoutError naming `what` when given, else returns the last
    (false) value, for callers that report the failure themselves."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value or time.monotonic() > deadline:
            break
        time.sleep(step)
    if not value and what is not None:
        raise TimeoutError(f"{what} within {timeout:g} s")
    return value
