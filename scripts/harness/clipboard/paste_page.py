"""The page Chromium shows in `make test-clipboard`, served from 127.0.0.1: its paste handler posts
back what a paste gave it (when, in ms since the epoch; the types, the files with their bytes, the
text). A text area has the keyboard, as a chat's message box does."""
import http.server
import json
import os
import threading
import urllib.parse

from harness.wait import wait_for

PASTE_PAGE = b"""<!doctype html><html><body><h1 id=s>paste here</h1><script>
document.addEventListener('paste', async (e) => {
  const files = Array.from(e.clipboardData.files);
  const report = {at: Date.now(), types: Array.from(e.clipboardData.types),
    files: files.map(f => ({name: f.name, type: f.type, size: f.size})),
    text: e.clipboardData.getData('text/plain')};
  for (const f of files) {
    await fetch('/file?name=' + encodeURIComponent(f.name), {method: 'POST', body: await f.arrayBuffer()});
  }
  await fetch('/report', {method: 'POST', body: JSON.stringify(report)});
  document.getElementById('s').textContent = 'pasted';
});
</script></body></html>"""


class PastePage:
    """The page Chromium shows, and what its paste handler posts back."""

    def __init__(self, folder):
        self.folder = folder
        page = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                self.send_response(200)
                self.send_header("Content-Type", "text/html")
                self.send_header("Content-Length", str(len(PASTE_PAGE)))
                self.end_headers()
                self.wfile.write(PASTE_PAGE)

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                url = urllib.parse.urlparse(self.path)
                if url.path == "/report":
                    name = "report.json"
                else:
                    name = "file-" + os.path.basename(urllib.parse.parse_qs(url.query)["name"][0])
                with open(os.path.join(page.folder, name), "wb") as out:
                    out.write(body)
                self.send_response(204)
                self.end_headers()

            def log_message(self, *arguments):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = "http://127.0.0.1:%d/" % self.server.server_address[1]

    def clear(self):
        for name in os.listdir(self.folder):
            os.remove(os.path.join(self.folder, name))

    def report(self, seconds=15):
        path = os.path.join(self.folder, "report.json")
        if not wait_for(lambda: os.path.exists(path), seconds):
            return None
        with open(path) as report:
            return json.load(report)

    def file(self, name):
        with open(os.path.join(self.folder, "file-" + name), "rb") as pasted:
            return pasted.read()
