"""The fixture server (ProviderFixtureServer) for the harness's programs: started on a free port,
waited on until it answers, stopped cleanly. The shell scripts' twin is fixture-server.sh."""
import json
import os
import shutil
import subprocess
import tempfile
import urllib.request

from harness.wait import wait_for

STOP_SECONDS = 5


class FixtureServer:
    """ProviderFixtureServer BINARY on a free port of 127.0.0.1 with OPTIONS (say `--api-key KEY`),
    for the length of a with block: `url` once it answers, within `timeout` seconds (else
    RuntimeError, the server stopped); stopped on leaving (SIGTERM, SIGKILL after STOP_SECONDS)."""

    def __init__(self, binary, *options, timeout=30):
        self.folder = tempfile.mkdtemp(prefix="fixture-server-")
        port_file = os.path.join(self.folder, "port")
        self.process = subprocess.Popen([binary, "--port", "0", "--port-file", port_file, *options],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            self.url = self._answering(port_file, timeout)
        except BaseException:
            self.stop()
            raise

    def _answering(self, port_file, timeout):
        """The server's URL once it answers; the port file appears (by a rename) once it listens."""
        wait_for(lambda: os.path.exists(port_file) or self.process.poll() is not None, timeout)
        if self.process.poll() is not None:
            raise RuntimeError(f"the fixture server exited {self.process.returncode}")
        if not os.path.exists(port_file):
            raise RuntimeError(f"the fixture server did not start within {timeout:g} s")
        with open(port_file) as file:
            url = "http://127.0.0.1:" + file.read().strip()
        if not wait_for(lambda: answers(url), timeout):
            raise RuntimeError(f"the fixture server did not answer within {timeout:g} s")
        return url

    def log(self):
        """The paths of the requests the server has seen, oldest first."""
        with urllib.request.urlopen(self.url + "/__log") as response:
            return [entry["path"] for entry in json.load(response)]

    def stop(self):
        """Ends the server and removes its folder; nothing more once it has stopped."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(STOP_SECONDS)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.stop()


def answers(url):
    """Whether the server at url answers its statistics (a request it does not log)."""
    try:
        with urllib.request.urlopen(url + "/__stats", timeout=2) as response:
            return response.status == 200
    except OSError:
        return False
