#include "engine/toolchain/process.hpp"

#include <cerrno>
#include <cstring>
#include <string_view>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace pf::toolchain {

namespace {

struct Fd {
  int fd = -1;
  Fd() = default;
  explicit Fd(int f) : fd(f) {}
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  ~Fd() { reset(); }
  void reset() {
    if (fd >= 0) ::close(fd);
    fd = -1;
  }
};

bool makePipe(Fd& r, Fd& w) {
  int p[2];
  if (::pipe2(p, O_CLOEXEC) != 0) return false;
  r.fd = p[0];
  w.fd = p[1];
  return true;
}

using Clock = std::chrono::steady_clock;

int remainingMs(Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left <= 0 ? 0 : static_cast<int>(std::min<long long>(left, 1000 * 60 * 60));
}

void killGroup(pid_t pid) {
  ::kill(-pid, SIGKILL);  // the child leads its own group; this also stops what it started
  ::kill(pid, SIGKILL);
}

}  // namespace

std::vector<std::string> environmentWith(const std::vector<std::string>& overrides) {
  auto nameOf = [](std::string_view entry) { return entry.substr(0, entry.find('=')); };
  std::vector<std::string> out;
  for (char** e = environ; e && *e; ++e) {
    std::string_view name = nameOf(*e);
    bool overridden = false;
    for (const std::string& o : overrides) overridden = overridden || nameOf(o) == name;
    if (!overridden) out.emplace_back(*e);
  }
  out.insert(out.end(), overrides.begin(), overrides.end());
  return out;
}

Result<ProcessResult> runProcess(const std::string& program, const std::vector<std::string>& args,
                                 const ProcessOptions& options) {
  // Everything the child needs is prepared before fork: only async-signal-safe calls after it.
  std::vector<std::string> argvStore;
  argvStore.push_back(program);
  argvStore.insert(argvStore.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& a : argvStore) argv.push_back(a.data());
  argv.push_back(nullptr);
  std::vector<std::string> envStore;
  std::vector<char*> envp;
  if (options.environment) {
    envStore = *options.environment;
    for (auto& e : envStore) envp.push_back(e.data());
    envp.push_back(nullptr);
  }

  Fd outR, outW, errR, errW, execR, execW;
  if (!makePipe(outR, outW) || !makePipe(errR, errW) || !makePipe(execR, execW))
    return makeError("TOOL023", "cannot run '" + program + "': " + std::strerror(errno));
  int devNull = ::open("/dev/null", O_RDONLY | O_CLOEXEC);

  pid_t pid = ::fork();
  if (pid < 0) {
    if (devNull >= 0) ::close(devNull);
    return makeError("TOOL023", "cannot run '" + program + "': " + std::strerror(errno));
  }
  if (pid == 0) {
    ::setpgid(0, 0);
    if (devNull >= 0) ::dup2(devNull, 0);
    ::dup2(outW.fd, 1);
    ::dup2(errW.fd, 2);
    if (options.environment) ::execve(program.c_str(), argv.data(), envp.data());
    else ::execv(program.c_str(), argv.data());
    int e = errno;
    ssize_t ignored = ::write(execW.fd, &e, sizeof e);
    (void)ignored;
    ::_exit(127);
  }
  ::setpgid(pid, pid);  // also from the parent, so the group exists before any kill
  if (devNull >= 0) ::close(devNull);
  outW.reset();
  errW.reset();
  execW.reset();

  // The exec pipe closes on a successful exec; otherwise it carries errno.
  int execErrno = 0;
  ssize_t got;
  do got = ::read(execR.fd, &execErrno, sizeof execErrno);
  while (got < 0 && errno == EINTR);
  if (got == static_cast<ssize_t>(sizeof execErrno)) {
    int status = 0;
    ::waitpid(pid, &status, 0);
    return makeError("TOOL023", "cannot run '" + program + "': " + std::strerror(execErrno));
  }

  ProcessResult result;
  auto deadline = Clock::now() + options.timeout;
  std::string* sinks[2] = {&result.out, &result.err};
  Fd* fds[2] = {&outR, &errR};
  char buf[65536];
  while (outR.fd >= 0 || errR.fd >= 0) {
    pollfd pfds[2];
    int n = 0;
    int which[2];
    for (int i = 0; i < 2; ++i)
      if (fds[i]->fd >= 0) {
        pfds[n] = {fds[i]->fd, POLLIN, 0};
        which[n++] = i;
      }
    int wait = remainingMs(deadline);
    if (wait == 0) {
      result.timedOut = true;
      break;
    }
    int r = ::poll(pfds, static_cast<nfds_t>(n), wait);
    if (r < 0) {
      if (errno == EINTR) continue;
      break;
    }
    for (int k = 0; k < n; ++k) {
      if (!(pfds[k].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      int i = which[k];
      ssize_t len = ::read(fds[i]->fd, buf, sizeof buf);
      if (len < 0 && errno == EINTR) continue;
      if (len <= 0) {
        fds[i]->reset();
        continue;
      }
      size_t room = options.maxOutputBytes - std::min(options.maxOutputBytes, sinks[i]->size());
      if (static_cast<size_t>(len) > room) result.truncated = true;
      sinks[i]->append(buf, std::min(room, static_cast<size_t>(len)));
    }
  }

  // Streams are closed (or time is up): collect the exit status, still within the deadline.
  int status = 0;
  for (;;) {
    pid_t w = result.timedOut ? 0 : ::waitpid(pid, &status, WNOHANG);
    if (w == pid) break;
    if (w < 0 && errno != EINTR) break;
    if (result.timedOut || remainingMs(deadline) == 0) {
      result.timedOut = true;
      killGroup(pid);
      while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
      }
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  if (WIFEXITED(status)) result.exitCode = WEXITSTATUS(status);
  else if (WIFSIGNALED(status)) result.signal = WTERMSIG(status);
  return result;
}

}  // namespace pf::toolchain
