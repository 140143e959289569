"""gifsearch and the clipboard tools run in one desktop session, as one user."""
import subprocess


def as_user(account, command):
    """`command` run as `account` (a pwd entry; `None`: as this process), with no way back to
    root: sway refuses to start otherwise."""
    if account is None:
        return command
    return ["setpriv", "--reuid=%d" % account.pw_uid, "--regid=%d" % account.pw_gid, "--clear-groups"] + command


class Session:
    """Commands run and started in one desktop session (`environment`: its DISPLAY or
    WAYLAND_DISPLAY), as `account` (a pwd entry; `None`: as this process)."""

    def __init__(self, environment, account=None):
        self.environment = environment
        self.account = account

    def run(self, command, timeout=30, **options):
        return subprocess.run(as_user(self.account, command), env=self.environment, timeout=timeout,
                              capture_output=True, **options)

    def start_logged(self, log, command):
        with open(log, "a") as out:
            return subprocess.Popen(as_user(self.account, command), env=self.environment, stdout=out, stderr=out,
                                    start_new_session=True)

    def start(self, command, **options):
        return subprocess.Popen(as_user(self.account, command), env=self.environment, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, start_new_session=True, **options)
