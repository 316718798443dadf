// The fake extension of the contract tests; the only test file that includes cpp-httplib.
#include "fake_extension.hpp"

#include <httplib.h>

#include <chrono>
#include <condition_variable>
#include <ctime>
#include <map>
#include <mutex>
#include <thread>

#include "engine/core/json.hpp"
#include "engine/core/value.hpp"

namespace pf::test {

std::string FakeRequest::header(const std::string& name) const {
  for (const auto& [k, v] : headers)
    if (iequals(k, name)) return v;
  return "";
}

namespace {

constexpr const char* kVersion = "1.0.0";
constexpr const char* kConfigId = "cfg-0001";

std::string httpDate() {
  std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, "%a, %d %b %Y %H:%M:%S GMT", &tm);
  return buf;
}

Value parse(const std::string& body) {
  Diagnostics diags;
  auto v = parseJson(body, 0, diags);
  return v && v->isObject() ? *v : Value::emptyObject();
}

void copyMember(Object& to, const Value& from, const char* key) {
  if (const Value* v = from.get(key)) to.append(key, *v);
}

}  // namespace

struct FakeExtension::Impl {
  FakeMode mode;
  size_t oversizeBytes;
  httplib::Server server;
  std::thread thread;
  int port = 0;
  mutable std::mutex mutex;
  std::condition_variable released;  // ends the slow mode's wait when the fake goes away
  bool closing = false;
  std::vector<FakeRequest> requests;
  std::map<std::string, int> counts;  // calls per path

  int record(const httplib::Request& req) {
    FakeRequest r{req.method, req.path, {}, req.body};
    for (const auto& [k, v] : req.headers) r.headers.emplace_back(k, v);
    std::lock_guard<std::mutex> lock(mutex);
    requests.push_back(std::move(r));
    return ++counts[req.path];
  }

  // The headers every answer declares; `broken` (get's answers) leaves out or spoils the one
  // the mode breaks.
  void headers(httplib::Response& res, bool broken = false) const {
    if (!(broken && mode == FakeMode::NoRequestId))
      res.set_header("x-ms-request-id", "0f8fad5b-d9cb-469f-a165-70867728950e");
    res.set_header("Date", broken && mode == FakeMode::BadDate ? "2024-05-01T10:00:00Z" : httpDate());
    res.set_header("Version", broken && mode == FakeMode::WrongVersion ? "2.0.0" : kVersion);
  }

  void json(httplib::Response& res, int status, const Value& body, bool broken = false) const {
    res.status = status;
    headers(res, broken);
    res.set_content(toJson(body), "application/json");
  }

  // The resource as the extension describes it: what was sent, plus its identifiers, the
  // config echoed and its configId.
  Value resource(const Value& sent, bool withIdentifiers) const {
    Value out = Value::emptyObject();
    Object& o = out.objMut();
    copyMember(o, sent, "type");
    copyMember(o, sent, "apiVersion");
    if (const Value* props = sent.get("properties")) o.append("properties", *props);
    else o.append("properties", Value::emptyObject());
    if (withIdentifiers) {
      if (const Value* ids = sent.get("identifiers")) o.append("identifiers", *ids);
      else o.append("identifiers", Value(Object{{"name", "app1"}}));
    }
    if (const Value* config = sent.get("config")) {
      o.append("config", *config);
      o.append("configId", kConfigId);
    }
    return out;
  }

  void accepted(httplib::Response& res, const std::string& operation, const char* retryAfter) const {
    res.status = 202;
    headers(res);
    if (mode == FakeMode::ForeignLocation)
      res.set_header("Location", "https://elsewhere.example/operations/" + operation);
    else if (mode != FakeMode::MissingLocation)
      res.set_header("Location", "http://127.0.0.1:" + std::to_string(port) + "/operations/" + operation);
    if (retryAfter) res.set_header("Retry-After", retryAfter);
  }

  void preview(const httplib::Request& req, httplib::Response& res) {
    record(req);
    Value sent = parse(req.body);
    if (mode == FakeMode::WrongStatus) return json(res, 201, resource(sent, false));
    if (mode == FakeMode::Rejects)
      return json(res, 400, test_json(R"({"error":{"code":"InvalidResource","message":"name is taken","target":"/properties/name"}})"));
    if (mode == FakeMode::BadErrorBody) {
      res.status = 400;
      headers(res);
      return res.set_content(R"({"message":"bad"})", "application/json");
    }
    Value out = resource(sent, false);
    if (const Value* meta = sent.get("metadata")) out.objMut().append("metadata", *meta);
    if (mode == FakeMode::UnevaluatedDropped)
      if (Value* props = out.objMut().find("properties"); props && props->isObject()) props->objMut().set("owner", "evaluated");
    json(res, 200, out);
  }

  void create(const httplib::Request& req, httplib::Response& res) {
    record(req);
    Value sent = parse(req.body);
    if (mode == FakeMode::ConformingLro || mode == FakeMode::NeverTerminal) return accepted(res, "create", "10");
    Value out = resource(sent, mode != FakeMode::NoIdentifiers);
    if (mode == FakeMode::ConformingRelo || mode == FakeMode::MiscasedStatus || mode == FakeMode::ReloVanishes)
      out.objMut().append("status", "Provisioning");
    json(res, 201, out);
  }

  void get(const httplib::Request& req, httplib::Response& res) {
    int n = record(req);
    Value sent = parse(req.body);
    switch (mode) {
      case FakeMode::OversizeResponse:
        res.status = 200;
        headers(res);
        return res.set_content(std::string(oversizeBytes, ' ') + "{}", "application/json");
      case FakeMode::OversizeChunked:
        res.status = 200;
        headers(res);
        // Sent in 16 KB pieces with no length announced, until the client hangs up or the
        // whole size was sent.
        res.set_chunked_content_provider("application/json", [this](size_t offset, httplib::DataSink& sink) {
          if (offset >= oversizeBytes) {
            sink.done();
            return true;
          }
          std::string piece(16 * 1024, ' ');
          return sink.write(piece.data(), piece.size());
        });
        return;
      case FakeMode::SlowReply: {
        std::unique_lock<std::mutex> lock(mutex);
        released.wait_for(lock, std::chrono::seconds(5), [this] { return closing; });
        break;
      }
      case FakeMode::ReloVanishes:
        if (n == 1) {
          res.status = 404;
          return res.set_content(R"({"error":{"code":"ResourceNotFound","message":"no such application"}})",
                                 "application/json");
        }
        break;
      case FakeMode::MalformedJson:
        res.status = 200;
        headers(res);
        return res.set_content("{\"type\": \"application\", \"properties\": {", "application/json");
      default: break;
    }
    Value out = resource(sent, true);
    if (mode == FakeMode::NoConfigId) out.objMut().erase("configId");
    if (mode == FakeMode::ConformingRelo) out.objMut().append("status", n <= 2 ? "Provisioning" : "Succeeded");
    // Only the RELO's first get: the later get operation reads a correct "Succeeded".
    if (mode == FakeMode::MiscasedStatus) out.objMut().append("status", n == 1 ? "succeeded" : "Succeeded");
    json(res, 200, out, true);
  }

  void remove(const httplib::Request& req, httplib::Response& res) {
    record(req);
    switch (mode) {
      case FakeMode::ConformingLro:
      case FakeMode::MissingLocation:
      case FakeMode::MissingError:
      case FakeMode::LroCanceled:
      case FakeMode::ForeignLocation: return accepted(res, "delete", "10");
      case FakeMode::BadRetryAfter: return accepted(res, "delete", "5");
      default: res.status = 204; headers(res);
    }
  }

  void poll(const httplib::Request& req, httplib::Response& res) {
    int n = record(req);
    std::string status = "Running";
    if (mode == FakeMode::MissingError) status = "Failed";
    else if (mode != FakeMode::NeverTerminal && n >= 2) status = "Succeeded";
    res.status = 200;
    if (mode == FakeMode::LroCanceled)
      return res.set_content(R"({"status":"Canceled","error":{"code":"OperationCanceled","message":"canceled by an admin"}})",
                             "application/json");
    res.set_content(toJson(Value(Object{{"status", status}})), "application/json");
  }

  static Value test_json(const char* text) { return parse(text); }
};

FakeExtension::FakeExtension(FakeMode mode, size_t oversizeBytes) : impl_(std::make_unique<Impl>()) {
  Impl& m = *impl_;
  m.mode = mode;
  m.oversizeBytes = oversizeBytes;
  std::string base = std::string("/") + kVersion + "/resource/";
  m.server.Post(base + "preview", [&m](const auto& req, auto& res) { m.preview(req, res); });
  m.server.Post(base + "createOrUpdate", [&m](const auto& req, auto& res) { m.create(req, res); });
  m.server.Post(base + "get", [&m](const auto& req, auto& res) { m.get(req, res); });
  m.server.Post(base + "delete", [&m](const auto& req, auto& res) { m.remove(req, res); });
  m.server.Get(R"(/operations/\w+)", [&m](const auto& req, auto& res) { m.poll(req, res); });
  m.server.set_keep_alive_timeout(1);
  m.port = m.server.bind_to_any_port("127.0.0.1");
  m.thread = std::thread([&m] { m.server.listen_after_bind(); });
  // Bounded: the server is listening once bound; this only waits for its loop to start.
  for (int i = 0; i < 400 && !m.server.is_running(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(5));
}

FakeExtension::~FakeExtension() {
  {
    std::lock_guard<std::mutex> lock(impl_->mutex);
    impl_->closing = true;
  }
  impl_->released.notify_all();
  impl_->server.stop();
  if (impl_->thread.joinable()) impl_->thread.join();
}

std::string FakeExtension::endpoint() const { return "http://127.0.0.1:" + std::to_string(impl_->port); }

std::vector<FakeRequest> FakeExtension::requests() const {
  std::lock_guard<std::mutex> lock(impl_->mutex);
  return impl_->requests;
}

}  // namespace pf::test
