#!/usr/bin/python3
# snippet_cell.py — runs one of the page's lecture snippets (web/src/pytorch/lecture_code.js) as the notebook
# cell it is: first the lecture's data cells (the shipped public/names.txt, the lecture's split,
# n_embd 10, block_size 3), then the snippet, then prints the variables it names as one JSON object.
#   /usr/bin/python3 tests/pytorch/snippet_cell.py cell.py first_loss lossi > out.json
# With --after script.py (the page's "copy as PyTorch" script) the script's definitions run first
# (not its main) and the cell reads names.txt of the current directory itself.
# Tensors are printed as their mean and unbiased std ({"mean": m, "std": s}); numbers and lists as they are.
#
#   /usr/bin/python3 tests/pytorch/snippet_cell.py --serve [--timeout SECONDS]
# runs many of them in one process (tests/pytorch/python.mjs drives it): torch is imported, one thread
# set and (at the first cell that needs them) the lecture's data cells run once; then each request,
# one JSON line on stdin — {"argv": [the arguments above], "cwd": dir}, or {"argv": [script.py, arg...],
# "script": true, "cwd": dir} to run a script as __main__ — runs in a child made by os.fork(), with
# its own globals and torch's RNG as after the import, stdin at /dev/null and its stdout and stderr
# kept. The answer, one JSON line on stdout: {"status", "signal", "timedOut", "stdout", "stderr"} —
# the exit status (a Python exception: 1, its traceback in stderr), or the signal that ended the
# child, or timedOut when it ran past the timeout (default 600 s) and was killed with its process group.
import ctypes
import json
import os
import pathlib
import runpy
import select
import shutil
import signal
import sys
import tempfile
import traceback

import torch
import torch.nn.functional as F

sys.dont_write_bytecode = True
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "reference"))
from common import BLOCK_SIZE, lecture_split, read_names  # noqa: E402

_lecture = None  # the data cells' tensors, made once a process


def lecture_globals():
    """A new cell's globals after the lecture's data cells (their tensors made at the first call)."""
    global _lecture
    if _lecture is None:
        _, words = read_names()
        _, stoi, (xtr, ytr), _, _ = lecture_split(words)
        _lecture = {"Xtr": torch.tensor(xtr), "Ytr": torch.tensor(ytr), "vocab_size": len(stoi)}
    return {"torch": torch, "F": F, **_lecture, "n_embd": 10, "block_size": BLOCK_SIZE}


def value(v):
    if isinstance(v, torch.Tensor):
        return {"mean": v.mean().item(), "std": v.std().item()}
    return v


def main(args):
    after = None
    if args[:1] == ["--after"]:
        after, args = pathlib.Path(args[1]), args[2:]
    if len(args) < 2:
        sys.exit("usage: snippet_cell.py [--after script.py] cell.py name...")
    torch.set_num_threads(1)
    if after:
        cell = {"__name__": "makemore_run"}
        exec(compile(after.read_text(), str(after.name), "exec"), cell)  # the cell reads its own data
    else:
        cell = lecture_globals()
    exec(compile(pathlib.Path(args[0]).read_text(), "snippet", "exec"), cell)
    if after:  # the page's names of the parameters (C, layers.<k>.weight, ...), in `parameters` order
        named = {id(cell["C"]): "C"}
        for k, layer in enumerate(cell["layers"]):
            for attr in ("weight", "bias", "gamma", "beta"):
                if getattr(layer, attr, None) is not None:
                    named[id(getattr(layer, attr))] = "layers.%d.%s" % (k, attr)
        cell["param_names"] = [named[id(p)] for p in cell["parameters"]]
    json.dump({name: value(cell[name]) for name in args[1:]}, sys.stdout)
    sys.stdout.write("\n")


def child(request, out_path, err_path, server, answers):
    """In the forked child: the request's run with stdin, stdout and stderr its own; never returns."""
    code = 1
    try:
        os.close(answers)  # a child left behind by a killed server holds none of its pipes
        try:  # and dies with it (Linux: prctl PR_SET_PDEATHSIG)
            ctypes.CDLL(None).prctl(1, signal.SIGKILL)
        except (OSError, AttributeError):
            pass
        if os.getppid() != server:
            os._exit(code)
        os.setpgid(0, 0)  # a timeout kills whatever the cell started too
        for fd, path, flags in ((0, os.devnull, os.O_RDONLY), (1, out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
                                (2, err_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)):
            os.dup2(os.open(path, flags, 0o644), fd)
        sys.stdin = open(os.devnull)  # not the requests the server's stdin may have buffered
        os.chdir(request.get("cwd") or ".")
        argv = [str(a) for a in request["argv"]]
        try:
            if request.get("script"):
                sys.argv = argv
                runpy.run_path(argv[0], run_name="__main__")
            else:
                main(argv)
            code = 0
        except SystemExit as e:  # as Python exits: None 0, a number itself, anything else printed and 1
            if e.code is None or isinstance(e.code, int):
                code = e.code or 0
            else:
                print(e.code, file=sys.stderr)
        except BaseException:
            traceback.print_exc()
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)


def run_forked(request, work, timeout, answers):
    """One request in a child of its own; -> the answer (exit status or signal, timedOut, output)."""
    if not request.get("script") and request["argv"][:1] != ["--after"]:
        lecture_globals()  # once, before the fork: every later cell's child inherits the tensors
    out_path, err_path = os.path.join(work, "stdout"), os.path.join(work, "stderr")
    done_r, done_w = os.pipe()  # the child holds the write end: end of file when it has exited
    sys.stderr.flush()
    server = os.getpid()
    pid = os.fork()
    if pid == 0:
        os.close(done_r)
        child(request, out_path, err_path, server, answers)
    os.close(done_w)
    try:
        timed_out = not select.select([done_r], [], [], request.get("timeout", timeout))[0]
    finally:
        os.close(done_r)
    if timed_out:
        try:
            os.killpg(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    _, status = os.waitpid(pid, 0)

    def read(path):
        try:
            return pathlib.Path(path).read_text(errors="replace")
        except FileNotFoundError:
            return ""

    return {
        "status": os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
        "signal": os.WTERMSIG(status) if os.WIFSIGNALED(status) else None,
        "timedOut": timed_out,
        "stdout": read(out_path),
        "stderr": read(err_path),
    }


def serve(args):
    timeout = 600.0
    if args[:1] == ["--timeout"] and len(args) == 2:
        timeout = float(args[1])
    elif args:
        sys.exit("usage: snippet_cell.py --serve [--timeout SECONDS]")
    torch.set_num_threads(1)  # before any fork: every child starts with it
    answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)  # nothing but the answers reaches the answers' stream
    work = tempfile.mkdtemp(prefix="snippet-cell-")
    try:
        for line in iter(sys.stdin.readline, ""):
            if not line.strip():
                continue
            try:
                answer = run_forked(json.loads(line), work, timeout, answers.fileno())
            except Exception:  # a request it cannot run: said, and the server goes on
                answer = {"status": None, "signal": None, "timedOut": False, "stdout": "",
                          "stderr": "the server could not run the request:\n" + traceback.format_exc()}
            answers.write(json.dumps(answer) + "\n")
            answers.flush()
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--serve"]:
        serve(sys.argv[2:])
    else:
        main(sys.argv[1:])
