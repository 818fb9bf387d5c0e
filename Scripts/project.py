"""What the project's Python scripts share: where things are, which styles exist, how code is counted.

Imported by `Scripts/comparison`, `.ci/parallel-check` and the maintainers' tools in `Maintainers/`, so a new style, a
renamed folder or another way of counting lines changes in one place. Standard library only.
"""
import fcntl
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
RESULTS = os.path.join(ROOT, "Benchmarks", "results")
# What the maintainers' tools measure about the suites and the benchmarks' behaviour: not benchmark runs.
MAINTAINER_RESULTS = os.path.join(ROOT, "Maintainers", "results")

# The styles in the order every table lists them: the five the seed articles compare, then the two of today.
STYLE_ORDER = ["MVC", "MVP", "MVVMClosures", "MVVMReactive", "VIPER", "MVVMObservation", "Unidirectional"]
DISPLAY_NAMES = {
    "MVC": "MVC",
    "MVP": "MVP",
    "MVVMClosures": "MVVM (closures)",
    "MVVMReactive": "MVVM (reactive)",
    "VIPER": "VIPER",
    "MVVMObservation": "MVVM (Observation)",
    "Unidirectional": "Unidirectional",
}
FEATURES = ["Greeting", "Login", "Results", "Search"]


def styles():
    """Every `Sources/<Style>/` with a `Login/` feature folder (the Model has one too, and is no style), in
    ``STYLE_ORDER`` (unknown ones last, by name)."""
    found = [name for name in os.listdir(os.path.join(ROOT, "Sources"))
             if name != "Model" and os.path.isdir(os.path.join(ROOT, "Sources", name, "Login"))]
    return sorted(found, key=lambda name: (STYLE_ORDER.index(name) if name in STYLE_ORDER else len(STYLE_ORDER), name))


def display_name(style):
    return DISPLAY_NAMES.get(style, style)


def slug(style):
    """The style's `Architecture` raw value, as the demo and the benchmark names spell it (`mvvm-closures`)."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])|(?<=^MVVM)(?=[A-Z])", "-", style).lower()


def path(*parts):
    return os.path.join(ROOT, *parts)


def read(file):
    with open(file if os.path.isabs(file) else path(file), encoding="utf-8") as handle:
        return handle.read()


def write(file, text):
    with open(file if os.path.isabs(file) else path(file), "w", encoding="utf-8") as handle:
        handle.write(text)


def exists(file):
    return os.path.exists(path(file))


def swift_files(folder, root=ROOT):
    """The `.swift` files under `folder` (relative to `root`), as absolute paths, sorted."""
    found = []
    for directory, _, files in os.walk(os.path.join(root, folder)):
        found += [os.path.join(directory, name) for name in files if name.endswith(".swift")]
    return sorted(found)


def code_lines(text):
    """Lines that are neither blank nor comments (doc comments included)."""
    return sum(1 for line in text.splitlines() if line.strip() and not line.strip().startswith("//"))


def table(header, rows):
    """A Markdown table: the first column left-aligned (names), the others right-aligned (numbers)."""
    alignment = [":--" if index == 0 else "--:" for index in range(len(header))]
    lines = ["| " + " | ".join(header) + " |", "| " + " | ".join(alignment) + " |"]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def run(command, cwd=ROOT, timeout=None):
    """Runs `command`; returns (exit status or None when it timed out, stdout + stderr)."""
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=timeout)
        return done.returncode, done.stdout + done.stderr
    except subprocess.TimeoutExpired:
        return None, "timed out"


# What a process waiting on nothing but itself still uses in a few seconds (a timer firing, the runtime's own
# bookkeeping), in clock ticks of 10 ms: below this, it is not working, it is waiting.
IDLE_TICKS = 2


def run_until(command, stop_at, cwd=ROOT, timeout=None, memory_limit=None, idle=None):
    """Like ``run``, reading the output as it comes: the command and everything it started are ended as soon as a line
    matches `stop_at`. Returns (exit status, None when it timed out, "stopped" or "idle"; the output read so far). With
    `memory_limit` (bytes), the command and everything it starts may map no more address space than that: an allocation
    beyond it fails and the process traps, instead of a runaway taking the machine's memory.

    With `idle` = (seconds, pattern), once a line matches the pattern, the command is ended ("idle") when its processes
    together use next to no processor time (``IDLE_TICKS``) for that many seconds: nothing in them is making
    progress."""
    def prepare():
        os.setsid()  # a group of its own, so ending it ends the test process swift started too
        if memory_limit:
            resource.setrlimit(resource.RLIMIT_AS, (memory_limit, memory_limit))

    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               preexec_fn=prepare)
    why = []

    def in_session():
        """The live processes of the command's session (`timeout` moves itself into a process group of its own); a
        killed one that waits to be reaped is not counted, or the sweep below would never see the session empty."""
        for entry in os.listdir("/proc"):
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    state, _, _, session = stat.read().rsplit(")", 1)[1].split()[:4]
                if int(session) == process.pid and state != "Z":
                    yield int(entry)
            except (ValueError, OSError, IndexError):
                pass

    def end(reason):
        why.append(reason)
        # Swept until none is left: a test process that dies mid-write can start Swift's backtracer after the first
        # sweep, and that orphan inherits the build lock and holds it for good.
        for _ in range(50):
            found = list(in_session())
            if not found:
                return
            for pid in found:
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
            time.sleep(0.1)

    def processor_ticks():
        """The processor time (user and system, in clock ticks) the session's live processes have used."""
        total = 0
        for pid in in_session():
            try:
                with open(f"/proc/{pid}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
                total += int(fields[11]) + int(fields[12])
            except (ValueError, OSError, IndexError):
                pass
        return total

    armed = threading.Event()

    def watch_for_idleness():
        """Ends the command once its processes have used at most `IDLE_TICKS` in `idle[0]` seconds, counted from the
        line that arms the watch."""
        armed.wait()
        readings = [processor_ticks()]
        while process.poll() is None and not why:
            time.sleep(1)
            readings = (readings + [processor_ticks()])[-(idle[0] + 1):]
            # A process that ended takes its ticks with it, so a drop counts as no time used, never as progress.
            used = sum(max(0, later - earlier) for earlier, later in zip(readings, readings[1:]))
            if len(readings) > idle[0] and used <= IDLE_TICKS:
                end("idle")

    timer = threading.Timer(timeout, end, args=(None,)) if timeout else None
    if timer:
        timer.start()
    if idle:
        threading.Thread(target=watch_for_idleness, daemon=True).start()
    lines = []
    try:
        for line in process.stdout:
            lines.append(line)
            if idle and not armed.is_set() and idle[1].search(line):
                armed.set()
            if not why and stop_at.search(line):
                end("stopped")
    finally:
        armed.set()
        if timer:
            timer.cancel()
        status = process.wait()
    output = "".join(lines)
    if why:
        return why[0], output + ("\ntimed out" if why[0] is None else "")
    return status, output


def tree_is_clean():
    status = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT, capture_output=True,
                            text=True).stdout.strip()
    return not status


def head_commit():
    return subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()


def code_version(commit="HEAD"):
    """The app and its tests at `commit`, as git names their content: the same for two commits that differ only in
    scripts, results or docs outside `Sources/` and `Tests/`."""
    objects = [subprocess.run(["git", "rev-parse", f"{commit}:{path}"], cwd=ROOT, capture_output=True, text=True)
               .stdout.strip()[:12] for path in ("Package.swift", "Sources", "Tests")]
    return "-".join(objects)


class ScratchCopy:
    """A detached git worktree of HEAD beside the project, where a patch is applied, built, tested and reverted.

    The project's own working tree is never touched, so a long run (every mutant rebuilds) can go on while someone
    works; the copy keeps its `.build` from one run to the next, so each patch rebuilds only what it changed.
    """

    def __init__(self, name):
        self.folder = os.path.join(os.path.dirname(ROOT), f".{os.path.basename(ROOT)}-{name}")

    # Held while a script uses its copy: a second script that builds and tests beside it on this two-core machine
    # would slow both until a test's time limit fails it, and a mutant or a naive version would be "caught" by the load.
    # One lock for the whole machine, not one per clone: two clones of the project load the cores as much as one does.
    LOCK = os.path.join(tempfile.gettempdir(), "ArchitectureComparison-scratch.lock")

    def prepare(self):
        """Makes the copy show HEAD exactly, creating it the first time. Exits when another script's copy is in use."""
        self.lock = open(self.LOCK, "w")
        try:
            fcntl.flock(self.lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            sys.exit(f"{os.path.basename(sys.argv[0])}: another script (of this clone or another one) is building and "
                     "testing a scratch copy; run one at a time, or the load fails tests that pass")
        if not os.path.isdir(os.path.join(self.folder, ".git")) and not os.path.isfile(
                os.path.join(self.folder, ".git")):
            if os.path.exists(self.folder):
                shutil.rmtree(self.folder)
            subprocess.run(["git", "worktree", "prune"], cwd=ROOT, check=True, capture_output=True)
            subprocess.run(["git", "worktree", "add", "--detach", self.folder, "HEAD"], cwd=ROOT, check=True,
                           capture_output=True)
        subprocess.run(["git", "checkout", "--detach", "--force", head_commit()], cwd=self.folder, check=True,
                       capture_output=True)
        subprocess.run(["git", "reset", "--hard"], cwd=self.folder, check=True, capture_output=True)
        return self

    def apply(self, case):
        """Makes the edits of a catalogue ``Case``; returns an error text, or None when they applied. Every edit of a
        file is located in the file as it is before any of them, then they are made from the last line up."""
        for file in case.files:
            target = os.path.join(self.folder, file)
            if not os.path.exists(target):
                return f"{file} does not exist"
            lines = read(target).split("\n")
            located = []
            for edit in (edit for edit in case.edits if edit.file == file):
                start, error = edit.locate(lines)
                if error:
                    return error
                located.append((start, edit))
            for start, edit in sorted(located, key=lambda pair: pair[0], reverse=True):
                lines[start:start + len(edit.old)] = edit.new
            write(target, "\n".join(lines))
        return None

    def revert(self):
        subprocess.run(["git", "reset", "--hard"], cwd=self.folder, check=True, capture_output=True)

    # `SWIFT` names another command to run swift with (a wrapper that takes a machine-wide build lock, say).
    SWIFT = os.environ.get("SWIFT", "swift")

    def build(self, timeout=1800):
        return run([self.SWIFT, "build", "--build-tests"], cwd=self.folder, timeout=timeout)

    # A suite run here needs about half a gigabyte; a mutant that makes a test loop while allocating (pushing screens
    # without end) would otherwise take every gigabyte the machine has before the timeout ends it.
    TEST_MEMORY_LIMIT = 4 * 1024 ** 3

    # A test past its time limit has failed, and a mistake that makes one test wait forever (a task that holds its
    # screen strongly) makes every test like it wait its minute too, a few at a time: ten minutes of a suite for a
    # verdict known after the first.
    TIME_LIMIT_EXCEEDED = re.compile(r'^✘ Test ".*" recorded an issue.*: Time limit was exceeded')

    # A test waiting for what never comes (a spy's request a mistake stopped making, a cancellation that no longer
    # happens) waits for its time limit, a minute; but a process whose tests all wait uses no processor time, and
    # nothing in it can wake them: no test here sleeps or waits on the network. Ten idle seconds are decisive.
    IDLE_SECONDS = 10
    TESTS_STARTED = re.compile(r'^◇ Test "')

    def test(self, filter_expression, timeout=900):
        """Runs the tests `filter_expression` selects, within ``TEST_MEMORY_LIMIT``, and stops them at the first test
        past its time limit, or once the test process has sat idle with tests unfinished (see ``IDLE_SECONDS``);
        returns (how many ran, whether any failed, output, why it was stopped: "time limit", "idle" or None). A stopped
        run counts the tests that started."""
        # Line-buffered, or the test process writes into the pipe in blocks and the first time limit is read only at
        # the end.
        status, output = run_until(["stdbuf", "-oL", "-eL", self.SWIFT, "test", "--skip-build", "--filter",
                                    filter_expression],
                                   self.TIME_LIMIT_EXCEEDED, cwd=self.folder, timeout=timeout,
                                   memory_limit=self.TEST_MEMORY_LIMIT, idle=(self.IDLE_SECONDS, self.TESTS_STARTED))
        if status in ("stopped", "idle"):
            stopped = "time limit" if status == "stopped" else "idle"
            return len(re.findall(r'^◇ Test (?:"|case ).* started\.$', output, re.MULTILINE)), True, output, stopped
        counted = re.search(r"Test run with (\d+) tests?", output)
        ran = int(counted.group(1)) if counted else 0
        failed = status is None or (status != 0 and "✘" in output)
        return ran, failed, output, None


def unfinished_tests(output):
    """The tests a run's output says started and never passed or failed: the ones an idle test process was waiting
    in."""
    started = set(re.findall(r'^◇ Test "(.*)" started\.$', output, re.MULTILINE))
    ended = set(re.findall(r'^[✔✘━] Test "(.*)"(?: with \d+ test cases?)? (?:passed|failed) after', output,
                           re.MULTILINE))
    return started - ended


class Edit:
    """One edit of a case: in `file`, the run of lines `old` (compared without their indentation, so a re-indented line
    still matches) is replaced by `new`. It applies only where `old` occurs exactly once, so an edit never lands on a
    line it was not written for: when the code it names has changed, it says so and the case is remade by hand."""

    def __init__(self, file, old, new):
        self.file, self.old, self.new = file, old, new

    def locate(self, lines):
        """Where `old` starts in `lines`, or an error text when it is not there exactly once."""
        wanted = [line.strip() for line in self.old]
        found = [start for start in range(len(lines) - len(wanted) + 1)
                 if [line.strip() for line in lines[start:start + len(wanted)]] == wanted]
        if len(found) == 1:
            return found[0], None
        where = "no longer" if not found else f"{len(found)} times"
        return None, f"the lines to replace are {where} in {self.file}: {self.old[0].strip()!r}"


class Case:
    """A case of a catalogue (`Maintainers/mutants/<Style>.txt`, `Maintainers/pitfalls.txt`): its id (`Login-03`), its
    `Key: value` header and its edits."""

    def __init__(self, identifier, header, edits):
        self.identifier, self.header, self.edits = identifier, header, edits

    @property
    def files(self):
        return sorted({edit.file for edit in self.edits})

    def problem(self, root=ROOT):
        """Why the case would not apply to the files under `root` (the working tree by default), or None."""
        for edit in self.edits:
            target = os.path.join(root, edit.file)
            if not os.path.exists(target):
                return f"{edit.file} does not exist"
            _, error = edit.locate(read(target).split("\n"))
            if error:
                return error
        return None


def report_cases_that_do_not_apply(cases):
    """`--applies`: checks, without building anything, that every case still finds its lines in the working tree;
    prints those that do not. Exit status 1 when one does not."""
    stale = [(key, case.problem()) for key, case in cases if case.problem()]
    for key, problem in stale:
        print(f"{key}: {problem}")
    print(f"{len(cases) - len(stale)} of {len(cases)} cases apply to the working tree")
    return 1 if stale else 0


def read_catalogue(file):
    """The cases of a catalogue file: `## <id>`, then `Key: value` lines (`File:` names the file the edits after it
    change), then each edit as `-` lines replaced by `+` lines; `~` separates two edits. `#` lines before the first
    case are its introduction."""
    cases = []
    current = None
    for line in read(file).split("\n"):
        if line.startswith("## "):
            current = Case(line[3:].strip(), {}, [])
            cases.append(current)
            file_name = None
            edit = None
        elif current is None or (not line and edit is None):
            continue
        elif line.startswith(("-", "+")):
            if edit is None:
                edit = Edit(file_name, [], [])
                current.edits.append(edit)
            (edit.old if line[0] == "-" else edit.new).append(line[1:])
        elif line == "~" or not line:
            edit = None
        else:
            key, _, value = line.partition(":")
            if key.strip() == "File":
                file_name = value.strip()
            else:
                current.header[key.strip().lower()] = value.strip()
            edit = None
    return cases
