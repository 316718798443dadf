// Readers for the walked files: a queue in walk order, taken from by `jobs` threads.
#include "engine/inputs/detail/file_readers.hpp"

#include <algorithm>

namespace pf::inputs::detail {

FileReaders::FileReaders(const FileAccessPolicy& access, bool resourceData, unsigned jobs)
    : access_(access), resourceData_(resourceData), jobs_(std::max(1u, jobs)) {}

FileReaders::~FileReaders() { stop(); }

void FileReaders::stop() {
  {
    std::lock_guard lock(mutex_);
    closed_ = stopped_ = true;
  }
  more_.notify_all();
  threads_.clear();  // joins
}

void FileReaders::add(PendingFile file) {
  {
    std::lock_guard lock(mutex_);
    files_.push_back(std::move(file));
  }
  more_.notify_one();
  // Parsing JSON recurses as deep as its limit allows: threads with a known stack.
  if (threads_.empty())
    for (unsigned i = 0; i < jobs_; ++i) threads_.emplace_back().start([this] { work(); });
}

void FileReaders::work() {
  // A thread that could not be started runs this inside start(), on the walking thread: it takes
  // what is there and returns rather than wait for files the walk cannot add meanwhile.
  const bool mayWait = std::this_thread::get_id() != owner_;
  for (;;) {
    PendingFile* f = nullptr;
    {
      std::unique_lock lock(mutex_);
      if (mayWait) more_.wait(lock, [&] { return next_ < files_.size() || closed_; });
      if (stopped_ || next_ == files_.size()) return;
      f = &files_[next_++];
    }
    f->read = readFile(access_, f->abs, resourceData_, true);
  }
}

std::deque<PendingFile> FileReaders::finish() {
  {
    std::lock_guard lock(mutex_);
    closed_ = true;
  }
  more_.notify_all();
  for (auto& t : threads_) t.join();
  threads_.clear();
  // Without threads (none could start), whatever is left is read here.
  for (; next_ < files_.size(); ++next_) files_[next_].read = readFile(access_, files_[next_].abs, resourceData_, true);
  return std::move(files_);
}

}  // namespace pf::inputs::detail
