#!/usr/bin/env python3
"""Save-to-reload latency of `specimen serve`: the time from a page edit written to disk to the reload message on
the live-reload WebSocket, which is what an open tab acts on.

    reload_latency.py --specimen BIN --content DIR --theme DIR --page REL [--runs N]

The content and theme are copied to a temporary folder, so the edits never touch the originals. Each run appends a
sentence to the page (as an editor saves it: the file rewritten in place), waits for the message, and waits for the
server to go quiet before the next run. Prints every run, then the median, the fastest and the slowest, and the
median build time the server itself reports ("Rebuilt in … ms").

Standard library only: the WebSocket client is the few lines a text frame from the server needs.
"""

import argparse
import base64
import os
import queue
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time


def read_lines(stream, lines):
    for line in iter(stream.readline, ""):
        lines.put(line.rstrip("\n"))


def wait_for(lines, pattern, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            line = lines.get(timeout=max(0.01, deadline - time.monotonic()))
        except queue.Empty:
            break
        match = re.search(pattern, line)
        if match:
            return match
    raise SystemExit(f"no line matching {pattern!r} within {timeout} s")


def open_socket(host, port, path):
    connection = socket.create_connection((host, port))
    key = base64.b64encode(os.urandom(16)).decode()
    connection.sendall((f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    response = b""
    while b"\r\n\r\n" not in response:
        chunk = connection.recv(4096)
        if not chunk:
            raise SystemExit("the server closed the WebSocket handshake")
        response += chunk
    if b" 101 " not in response.split(b"\r\n", 1)[0]:
        raise SystemExit("the server refused the WebSocket: " + response.split(b"\r\n", 1)[0].decode())
    return connection, response.split(b"\r\n\r\n", 1)[1]


def read_exactly(connection, buffered, count):
    while len(buffered) < count:
        chunk = connection.recv(65536)
        if not chunk:
            raise SystemExit("the server closed the WebSocket")
        buffered += chunk
    return buffered[:count], buffered[count:]


def read_text_frame(connection, buffered):
    """One unmasked text frame from the server, as str, and the bytes read past it."""
    header, buffered = read_exactly(connection, buffered, 2)
    length = header[1] & 0x7F
    if length == 126:
        extended, buffered = read_exactly(connection, buffered, 2)
        length = int.from_bytes(extended, "big")
    elif length == 127:
        extended, buffered = read_exactly(connection, buffered, 8)
        length = int.from_bytes(extended, "big")
    payload, buffered = read_exactly(connection, buffered, length)
    return payload.decode(), buffered


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--specimen", required=True)
    parser.add_argument("--content", required=True)
    parser.add_argument("--theme", required=True)
    parser.add_argument("--page", required=True, help="the page to edit, relative to the content folder")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--label", default="")
    arguments = parser.parse_args()

    work = tempfile.mkdtemp(prefix="specimen-reload-")
    try:
        shutil.copytree(arguments.content, os.path.join(work, "Content"))
        shutil.copytree(arguments.theme, os.path.join(work, "Theme"))
        server = subprocess.Popen(
            [arguments.specimen, "serve", "--port", "0", "--content", "Content", "--theme", "Theme", "--output", "public"],
            cwd=work, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        lines = queue.Queue()
        threading.Thread(target=read_lines, args=(server.stdout, lines), daemon=True).start()
        try:
            address = wait_for(lines, r"at http://([\d.]+):(\d+)/", 600)
            connection, buffered = open_socket(address.group(1), int(address.group(2)), "/__specimen/events")
            greeting, buffered = read_text_frame(connection, buffered)
            if '"connected"' not in greeting:
                raise SystemExit("expected the connected message, got " + greeting)
            page = os.path.join(work, "Content", arguments.page)
            latencies, builds = [], []
            for run in range(arguments.runs):
                time.sleep(0.4)
                while not lines.empty():
                    lines.get()
                with open(page, encoding="utf-8") as file:
                    text = file.read()
                start = time.perf_counter()
                with open(page, "w", encoding="utf-8") as file:
                    file.write(text + f"\n\nEdit number {run + 1}, saved by the latency benchmark.\n")
                message, buffered = read_text_frame(connection, buffered)
                latency = (time.perf_counter() - start) * 1000
                if '"reload"' not in message:
                    raise SystemExit("expected a reload, got " + message)
                build = float(wait_for(lines, r"Rebuilt in ([\d.]+) ms", 30).group(1))
                latencies.append(latency)
                builds.append(build)
                print(f"  run {run + 1:2}: {latency:7.1f} ms save to reload ({build:.1f} ms building)")
            label = arguments.label or arguments.content
            print(f"{label}: save to reload median {statistics.median(latencies):.1f} ms "
                  f"(fastest {min(latencies):.1f}, slowest {max(latencies):.1f}, {len(latencies)} runs); "
                  f"build median {statistics.median(builds):.1f} ms")
            connection.close()
        finally:
            server.terminate()
            server.wait(timeout=10)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
