// preflight-http.so: the HTTP client of `extension test`, the only translation unit that
// includes cpp-httplib. A plugin of its own so that every other command starts without
// cpp-httplib, OpenSSL and brotli: loading them cost each start 1.8 ms (contract/http_loader.hpp).
// It uses nothing of preflight's libraries (they are not built to be shared), only the types of
// contract/http_client.hpp.
#include <httplib.h>
#include <signal.h>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "contract/http_plugin.hpp"

namespace pf::contract {

using Clock = std::chrono::steady_clock;

namespace {

// A peer that closes while we write would raise SIGPIPE and end the process. Blocked for this
// thread only during the exchange (a pending one is taken before the mask is restored), so the
// library changes no process-wide state.
class SigpipeGuard {
 public:
  SigpipeGuard() {
    sigset_t pipe;
    sigemptyset(&pipe);
    sigaddset(&pipe, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe, &old_);
  }
  ~SigpipeGuard() {
    sigset_t pipe;
    sigemptyset(&pipe);
    sigaddset(&pipe, SIGPIPE);
    sigset_t pending;
    sigpending(&pending);
    if (sigismember(&pending, SIGPIPE) && !sigismember(&old_, SIGPIPE)) {
      timespec zero{0, 0};
      sigtimedwait(&pipe, nullptr, &zero);
    }
    pthread_sigmask(SIG_SETMASK, &old_, nullptr);
  }

 private:
  sigset_t old_;
};

Headers copyHeaders(const httplib::Headers& from) {
  Headers out;
  for (const auto& [k, v] : from) out.emplace_back(k, v);
  return out;
}

// Calls client.stop() once the deadline passes, and again until the request returns (stop has
// no effect while the connection is still being made; the connect timeout bounds that part).
class Watchdog {
 public:
  Watchdog(httplib::Client& client, Clock::time_point deadline)
      : thread_([this, &client, deadline] {
          std::unique_lock<std::mutex> lock(mutex_);
          if (cv_.wait_until(lock, deadline, [this] { return done_; })) return;
          fired_ = true;
          while (!done_) {
            lock.unlock();
            client.stop();
            lock.lock();
            cv_.wait_for(lock, std::chrono::milliseconds(5), [this] { return done_; });
          }
        }) {}
  ~Watchdog() { finish(); }
  void finish() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    cv_.notify_all();
    if (thread_.joinable()) thread_.join();
  }
  bool fired() const { return fired_; }

 private:
  std::mutex mutex_;
  std::condition_variable cv_;
  bool done_ = false;
  std::atomic<bool> fired_{false};
  std::thread thread_;  // last: starts after the members it uses
};

// The library's error in words a user can act on.
std::string describe(httplib::Error e) {
  switch (e) {
    case httplib::Error::Connection: return "could not connect (refused, unreachable or name not resolved)";
    case httplib::Error::BindIPAddress: return "could not bind the local address";
    case httplib::Error::Read: return "the connection failed while reading the answer (closed, reset or malformed HTTP)";
    case httplib::Error::Write: return "the connection failed while sending the request (closed or reset)";
    case httplib::Error::Canceled: return "the request was canceled";
    case httplib::Error::SSLConnection: return "the TLS handshake failed";
    case httplib::Error::SSLLoadingCerts: return "the system's CA certificates could not be loaded";
    case httplib::Error::SSLServerVerification: return "the server's TLS certificate could not be verified";
    case httplib::Error::Compression: return "the answer's compressed body could not be decoded";
    default: return "the exchange failed (" + httplib::to_string(e) + ")";
  }
}

HttpResult sendRequest(const std::string& origin, const std::string& method, const std::string& target,
                       const Headers& headers, const std::string& body, const HttpLimits& limits) {
  SigpipeGuard sigpipe;
  Clock::time_point start = Clock::now();
  httplib::Client client(origin);
  client.set_connection_timeout(limits.timeout);
  client.set_read_timeout(limits.timeout);
  client.set_write_timeout(limits.timeout);
  client.set_keep_alive(false);
  client.set_follow_location(false);  // a redirect is an answer to check, not to follow
  client.set_url_encode(false);       // targets are checked URLs; send them as they are
  if (!limits.caCertFile.empty()) client.set_ca_cert_path(limits.caCertFile);

  httplib::Request req;
  req.method = method;
  req.path = target.empty() ? "/" : target;
  for (const auto& [k, v] : headers) req.headers.emplace(k, v);
  // Uncompressed answers: byte limits then count what was sent, and no small body can expand
  // into a large one (a compressed answer is still decoded, within the same cap).
  if (!req.has_header("Accept-Encoding")) req.set_header("Accept-Encoding", "identity");
  if (method == "POST") {
    req.body = body;
    req.set_header("Content-Type", "application/json");
  }

  HttpResult result;
  HttpResponse head;
  bool haveHead = false, tooLarge = false;
  req.response_handler = [&](const httplib::Response& r) {
    haveHead = true;
    head.status = r.status;
    head.headers = copyHeaders(r.headers);
    // A declared length over the cap is refused before reading the body.
    if (r.has_header("Content-Length")) {
      const std::string& text = r.get_header_value("Content-Length");
      size_t n = 0;
      bool digits = !text.empty() && text.size() < 20;
      for (char c : text) digits = digits && c >= '0' && c <= '9';
      if (digits) n = std::stoull(text);
      if (digits && n > limits.maxResponseBytes) {
        tooLarge = true;
        result.bodyBytes = n;
        return false;
      }
    }
    return true;
  };
  req.content_receiver = [&](const char* data, size_t n, uint64_t, uint64_t) {
    if (head.body.size() + n > limits.maxResponseBytes) {
      tooLarge = true;
      result.bodyBytes = head.body.size() + n;
      return false;
    }
    head.body.append(data, n);
    return true;
  };

  httplib::Response res;
  httplib::Error error = httplib::Error::Success;
  Watchdog watchdog(client, start + limits.timeout);
  bool sent = client.send(req, res, error);
  watchdog.finish();
  result.elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);

  if (sent && !tooLarge && !watchdog.fired()) {
    // The handler does not run for 204 answers, so status and headers come from `res`.
    HttpResponse out;
    out.status = res.status;
    out.headers = copyHeaders(res.headers);
    out.body = std::move(head.body);
    result.bodyBytes = out.body.size();
    result.response = std::move(out);
    return result;
  }
  if (haveHead) result.response = std::move(head);
  if (tooLarge) {
    result.failure = Failure::TooLarge;
  } else if (watchdog.fired() || error == httplib::Error::ConnectionTimeout || result.elapsed >= limits.timeout) {
    result.failure = Failure::Timeout;
  } else {
    result.failure = Failure::Other;
    result.detail = describe(error);
  }
  if (result.response) result.response->body.clear();  // a cut or late answer is not read
  return result;
}

}  // namespace

}  // namespace pf::contract

// The plugin's one export (the build hides every other symbol).
extern "C" __attribute__((visibility("default"))) const pf::contract::HttpPluginTable* preflight_http_plugin() {
  static const std::string tag = pf::contract::httpPluginAbiTag();
  static const pf::contract::HttpPluginTable table{tag.c_str(), &pf::contract::sendRequest};
  return &table;
}
