// Readers for the walked files: a queue in walk order, taken from by `jobs` threads.
#include "engine/inputs/detail/file_readers.hpp"

#include <algorithm>

#include "engine/core/stack_thread.hpp"

namespace pf::inputs::detail {

namespace {
// The caller of inOrder() is woken for this many files read at once, not for each one.
constexpr size_t kBatch = 32;
}  // namespace

FileReaders::FileReaders(const FileAccessPolicy& access, bool resourceData, unsigned jobs, ThreadCrew* crew)
    : access_(access), resourceData_(resourceData), jobs_(std::max(1u, jobs)), crew_(crew) {}

FileReaders::~FileReaders() {
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
    done_.push_back(false);
  }
  more_.notify_one();
  // One thread more per file handed over, up to `jobs`: no more threads than files. Parsing JSON
  // recurses as deep as its limit allows: threads with a known stack.
  if (threads_.size() == jobs_) return;
  threads_.emplace_back().startIn(crew_, [this] { work(); });
  noThreads_ = inlineRuns_ == threads_.size();
}

void FileReaders::close() {
  {
    std::lock_guard lock(mutex_);
    closed_ = true;
  }
  more_.notify_all();
}

bool FileReaders::batchReady() const {
  return error_ || (done_[waitingFor_] && (done_[wakeAt_] || doneCount_ == files_.size()));
}

void FileReaders::readOne(size_t index) {
  PendingFile& f = files_[index];  // never moves; no other thread touches it until it is done
  try {
    f.read = readFile(access_, f.abs, resourceData_, true, f.listed);
  } catch (...) {
    std::lock_guard lock(mutex_);
    if (!error_) error_ = std::current_exception();
    closed_ = stopped_ = true;
    more_.notify_all();
    ready_.notify_all();
    return;
  }
  std::lock_guard lock(mutex_);
  done_[index] = true;
  ++doneCount_;
  if (waitingFor_ != SIZE_MAX && batchReady()) ready_.notify_one();
}

void FileReaders::work() {
  // A thread that could not be started runs this inside start(), on the walking thread: it
  // returns at once rather than wait for files the walk cannot add meanwhile; inOrder() reads.
  if (std::this_thread::get_id() == owner_) {
    ++inlineRuns_;
    return;
  }
  for (;;) {
    size_t index = 0;
    {
      std::unique_lock lock(mutex_);
      more_.wait(lock, [&] { return next_ < files_.size() || closed_; });
      if (stopped_ || next_ == files_.size()) return;
      index = next_++;
    }
    readOne(index);
  }
}

PendingFile* FileReaders::inOrder(size_t k) {
  std::unique_lock lock(mutex_);
  if (error_) std::rethrow_exception(error_);
  if (k >= files_.size()) return nullptr;
  // Rather than wait for file k, the caller reads files no thread has taken yet: when no thread
  // could be started (the next untaken file is k), or when its stack is one the deepest JSON fits
  // in (with one reader thread, the walk's thread idled for most of the reading).
  while (!done_[k] && !error_ && next_ < files_.size() && (noThreads_ || helps_)) {
    size_t index = next_++;
    lock.unlock();
    readOne(index);
    lock.lock();
  }
  if (!done_[k]) {
    waitingFor_ = k;
    wakeAt_ = std::min(k + kBatch, files_.size()) - 1;
    ready_.wait(lock, [&] { return batchReady(); });
    waitingFor_ = SIZE_MAX;
  }
  if (error_) std::rethrow_exception(error_);
  return &files_[k];
}

}  // namespace pf::inputs::detail
